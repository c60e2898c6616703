import './styles.css';
import { afterFirstPaint } from './afterFirstPaint';
import { recordEarlyInteractions } from './earlyInteractions';

// The home page's script, kept to a few hundred bytes: the prerendered page is painted before the browser
// fetches any of the React that hydrates it (hydrate-home.tsx). A download started before the first paint
// competes with the page for the network and the main thread, and Lighthouse's simulation of a slow phone
// then counts the whole script into the largest text's paint (docs/decisions/024). The style sheet stays
// imported here so that it is this entry's (inlined into the HTML by the prerender), not a lazy chunk's
// that the browser would fetch again after hydration.
recordEarlyInteractions();
await afterFirstPaint();
await import('./hydrate-home');
