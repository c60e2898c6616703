import { ISLAND_MODULES, type IslandModules } from './islandModules';

/**
 * The confirmation page's islands (docs/decisions/039): the site frame's and the booking, which the browser
 * draws from the booking it loads (its copy button with it: the prerendered page has only the loading state,
 * the same for every id, so the button cannot be hydrated apart from the booking it copies).
 */
export const CONFIRMATION_ISLAND_MODULES = {
  ...ISLAND_MODULES,
  'booking-confirmation': () =>
    import('../../pages/ConfirmationIsland').then((module) => module.ConfirmationIsland),
} satisfies IslandModules;
