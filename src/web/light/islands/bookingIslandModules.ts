import { inTurn } from './inTurn';
import { ISLAND_MODULES, type IslandModules } from './islandModules';

/**
 * The booking step's islands (entry-booking.tsx): the site frame's and the details form. In a module of
 * its own, so that the other light pages' entries do not list the form among their islands.
 *
 * The form's first render reads the draft from session storage and shows today's date in Cancun. The
 * page's first read of session storage loads it from the browser (16 ms in a profile here) and the first
 * use of a time zone loads the zone's data (12 ms), four times that each on Lighthouse's slow phone: both
 * are done first, each in a task of its own, and the form is then hydrated in another (inTurn.ts).
 */
export const BOOKING_ISLAND_MODULES = {
  ...ISLAND_MODULES,
  booking: () =>
    Promise.all([
      import('../../pages/BookingIsland'),
      import('../../../domain/cancun-time'),
      import('../../features/booking/draftStorage'),
    ]).then(([module, { cancunToday }, { loadDraft }]) =>
      Promise.all([inTurn(loadDraft), inTurn(() => cancunToday(new Date()))]).then(
        () => module.BookingIsland,
      ),
    ),
} satisfies IslandModules;
