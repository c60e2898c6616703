/**
 * The islands of the light pages (docs/decisions/039): the parts of a prerendered page a visitor can touch,
 * or whose content the browser refreshes, each hydrated on its own (bootIslands.ts). Only names here, so
 * that the markup (Island.tsx) and the browser's registry (islandModules.ts) agree without one importing
 * the other.
 */
export const ISLAND_NAMES = [
  'header',
  'contact-form',
  'footer-prices',
  // The home page's (src/web/light/islands/homeIslandModules.ts).
  'quick-booking',
  'destination-price',
  'book-now',
  // The confirmation page's (src/web/light/islands/confirmationIslandModules.ts).
  'booking-confirmation',
  // The light pages' (adminLoginIslandModules.ts, checkMyBookingIslandModules.ts, bookingIslandModules.ts).
  'admin-login',
  'check-my-booking',
  'booking',
  // The provider's ride page (providerRideIslandModules.ts).
  'provider-ride',
  'provider-contact',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/** The attribute naming a wrapper's island, and the page path it was rendered for. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PATH_ATTRIBUTE = 'data-island-path';
/** The props an island's component is rendered with, as JSON (Island.tsx `props`), when it has any. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** A value JSON carries as it is. */
type IslandValue =
  | string
  | number
  | boolean
  | null
  | readonly IslandValue[]
  | { readonly [key: string]: IslandValue };

/**
 * What an island's component may be given: plain values the wrapper carries as JSON from the prerender (or
 * the server's render) to the browser (a destination's name, a button's label, the booking a confirmation
 * page was rendered with), never functions or elements.
 */
export type IslandProps = Readonly<Record<string, IslandValue>>;
/** Set on a wrapper once its island is hydrated: the early-interaction recorder then leaves it alone. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
