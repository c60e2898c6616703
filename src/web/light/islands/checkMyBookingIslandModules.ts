import { ISLAND_MODULES, type IslandModules } from './islandModules';

/**
 * Check My Booking's islands (entry-check-my-booking.tsx): the site frame's and the lookup. In a module of
 * its own, so that the other light pages' entries do not list the lookup among their islands.
 */
export const CHECK_MY_BOOKING_ISLAND_MODULES = {
  ...ISLAND_MODULES,
  'check-my-booking': () =>
    import('../../pages/CheckMyBookingIsland').then((module) => module.CheckMyBookingIsland),
} satisfies IslandModules;
