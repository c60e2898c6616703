import '../styles.css';
import { warmBookingResponseParser } from '../api/parseBookingResponse';
import { requestBookingEarly } from '../features/booking/earlyBookingRequest';
import { afterFirstPaint } from '../shared/afterFirstPaint';
import { recordEarlyInteractions } from '../shared/earlyInteractions';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../shared/islands/islandNames';
import { bootIslands } from './islands/bootIslands';
import { CONFIRMATION_ISLAND_MODULES } from './islands/confirmationIslandModules';

// The confirmation page's script, kept small like the home page's (entry-home.tsx): the prerendered page is
// painted before its islands are fetched (docs/decisions/024, 039), the booking's island first (it fills the
// first screen), the footer's when scrolled to. The booking is asked for at once, so it comes while the
// browser fetches the script that shows it (docs/decisions/029).
// The server rendered the page with its booking for the browser that booked it (docs/decisions/042): the
// booking's island carries it, and nothing is asked for.
const bookingShown = document.querySelector(
  `[${ISLAND_ATTRIBUTE}="booking-confirmation"][${ISLAND_PROPS_ATTRIBUTE}]`,
);
if (!bookingShown) {
  requestBookingEarly(window.location.pathname);
  // The booking's answer is parsed in a worker (zod, about half of the page's script, off this thread): it
  // loads on its own thread while the page paints, so it is ready when the answer comes.
  warmBookingResponseParser();
}
recordEarlyInteractions();
await afterFirstPaint();
bootIslands(CONFIRMATION_ISLAND_MODULES);
