import '../styles.css';
import { afterFirstPaint } from '../shared/afterFirstPaint';
import { recordEarlyInteractions } from '../shared/earlyInteractions';
import { bootIslands } from './islands/bootIslands';
import { HOME_ISLAND_MODULES } from './islands/homeIslandModules';

// The home page's script, kept to a few hundred bytes: the prerendered page is painted before the browser
// fetches any of the Preact that hydrates its islands. A download started before the first paint competes
// with the page for the network and the main thread, and Lighthouse's simulation of a slow phone then
// counts the whole script into the largest text's paint (docs/decisions/024). Then only the islands are
// hydrated (docs/decisions/039): the header and the quick form at once (the first screen), the prices,
// the 'Book Now' links and the contact form when scrolled to or touched; the page's text never. The style
// sheet stays imported here so that it is this entry's (inlined into the HTML by the prerender), not a
// lazy chunk's that the browser would fetch again.
recordEarlyInteractions();
await afterFirstPaint();
bootIslands(HOME_ISLAND_MODULES);
