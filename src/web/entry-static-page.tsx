import './styles.css';
import { afterFirstPaint } from './afterFirstPaint';
import { recordEarlyInteractions } from './earlyInteractions';

// The script of the legal pages and Page Not Found, kept as small as the home page's (entry-home.tsx): the
// prerendered page is painted before its hydration is fetched (docs/decisions/024, 030).
recordEarlyInteractions();
await afterFirstPaint();
await import('./hydrate-static-page');
