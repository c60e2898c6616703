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
  'admin-login',
  'check-my-booking',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/** The attribute naming a wrapper's island, and the page path it was rendered for. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PATH_ATTRIBUTE = 'data-island-path';
/** Set on a wrapper once its island is hydrated: the early-interaction recorder then leaves it alone. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
