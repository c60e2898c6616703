import { ISLAND_MODULES, type IslandModules } from './islandModules';

/**
 * The booking step's islands (entry-booking.tsx): the site frame's and the details form. In a module of
 * its own, so that the other light pages' entries do not list the form among their islands.
 */
export const BOOKING_ISLAND_MODULES = {
  ...ISLAND_MODULES,
  booking: () => import('../../pages/BookingIsland').then((module) => module.BookingIsland),
} satisfies IslandModules;
