import '../styles.css';
import { afterFirstPaint } from '../shared/afterFirstPaint';
import { recordEarlyInteractions } from '../shared/earlyInteractions';
import { BOOKING_ISLAND_MODULES } from './islands/bookingIslandModules';
import { bootIslands } from './islands/bootIslands';

// The booking step loaded as a document (docs/decisions/039): the prerendered shell is painted first, then
// only its islands are hydrated: the site frame's and the details form, drawn from the tab's draft. The
// form's checks (zod) come with its first check, not here.
recordEarlyInteractions();
await afterFirstPaint();
bootIslands(BOOKING_ISLAND_MODULES);
