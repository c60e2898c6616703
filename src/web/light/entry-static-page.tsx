import '../styles.css';
import { afterFirstPaint } from '../shared/afterFirstPaint';
import { recordEarlyInteractions } from '../shared/earlyInteractions';
import { bootIslands } from './islands/bootIslands';

// The script of the legal pages and Page Not Found, kept as small as the home page's (entry-home.tsx): the
// prerendered page is painted before any island's script is fetched (docs/decisions/024, 030), and then only
// the islands are hydrated, each when it comes into view or is first touched (docs/decisions/039): the
// legal text is never hydrated.
recordEarlyInteractions();
await afterFirstPaint();
bootIslands();
