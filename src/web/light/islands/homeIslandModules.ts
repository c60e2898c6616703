import { ISLAND_MODULES, type IslandModules } from './islandModules';

/**
 * The home page's islands (docs/decisions/039): the site frame's, the quick form in the hero, each
 * destination's price (refreshed from the API) and the 'Book Now' links (a smooth scroll back up
 * to the card, and focus on it). The headings, texts and cards around them are never hydrated.
 */
export const HOME_ISLAND_MODULES = {
  ...ISLAND_MODULES,
  'quick-booking': () =>
    import('../../features/booking/QuickBookingForm').then((module) => module.QuickBookingForm),
  'destination-price': () =>
    import('../../components/home/DestinationPrice').then((module) => module.DestinationPrice),
  'book-now': () => import('../../components/home/BookNowButton').then((module) => module.BookNowButton),
} satisfies IslandModules;
