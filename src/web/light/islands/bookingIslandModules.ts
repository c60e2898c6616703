import { inTurn } from './inTurn';
import { ISLAND_MODULES, type IslandModules } from './islandModules';

/**
 * The booking step's islands (entry-booking.tsx): the site frame's and the details form. In a module of
 * its own, so that the other light pages' entries do not list the form among their islands. The form
 * shows today's date in Cancun on its first render: the browser's first use of a time zone loads the
 * zone's data (about 12 ms here, four times that on Lighthouse's slow phone), so it is done in a task of
 * its own before the form is hydrated in another (inTurn.ts).
 */
export const BOOKING_ISLAND_MODULES = {
  ...ISLAND_MODULES,
  booking: () =>
    Promise.all([import('../../pages/BookingIsland'), import('../../../domain/cancun-time')]).then(
      ([module, { cancunToday }]) => inTurn(() => cancunToday(new Date())).then(() => module.BookingIsland),
    ),
} satisfies IslandModules;
