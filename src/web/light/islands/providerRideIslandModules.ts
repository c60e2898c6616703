import type { IslandModules } from './islandModules';

/**
 * The provider's ride page's islands (docs/decisions/061): the ride with its acts, and the dispatch line
 * of its frame. None of the site frame's: the page has a frame of its own (ProviderFrame.tsx).
 */
export const PROVIDER_RIDE_ISLAND_MODULES = {
  'provider-ride': () => import('../../pages/ProviderRideIsland').then((module) => module.ProviderRideIsland),
  'provider-contact': () =>
    import('../../shell/DispatchContactIsland').then((module) => module.DispatchContactIsland),
} satisfies IslandModules;
