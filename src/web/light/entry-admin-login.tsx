import '../styles.css';
import { afterFirstPaint } from '../shared/afterFirstPaint';
import { recordEarlyInteractions } from '../shared/earlyInteractions';
import { ADMIN_LOGIN_ISLAND_MODULES } from './islands/adminLoginIslandModules';
import { bootIslands } from './islands/bootIslands';

// The admin login loaded as a document (docs/decisions/039): like the legal pages (entry-static-page.tsx),
// the prerendered page is painted first, then only its islands are hydrated: the site frame's and the
// sign-in form, which is on the first screen. The dashboard, after sign-in, is the single-page app.
recordEarlyInteractions();
await afterFirstPaint();
bootIslands(ADMIN_LOGIN_ISLAND_MODULES);
