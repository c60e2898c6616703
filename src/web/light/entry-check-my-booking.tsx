import '../styles.css';
import { afterFirstPaint } from '../shared/afterFirstPaint';
import { recordEarlyInteractions } from '../shared/earlyInteractions';
import { bootIslands } from './islands/bootIslands';
import { CHECK_MY_BOOKING_ISLAND_MODULES } from './islands/checkMyBookingIslandModules';

// Check My Booking loaded as a document (docs/decisions/039): the prerendered page is painted first, then
// only its islands are hydrated: the site frame's and the lookup (the form, then the bookings it finds).
recordEarlyInteractions();
await afterFirstPaint();
bootIslands(CHECK_MY_BOOKING_ISLAND_MODULES);
