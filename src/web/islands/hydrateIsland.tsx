import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './IslandRoot';
import { ISLAND_PATH_ATTRIBUTE } from './islandNames';

/**
 * Hydrates one island's wrapper with its component (docs/decisions/039), under the root the prerender
 * rendered it in (IslandRoot). Nothing outside the wrapper is touched.
 */
export function hydrateIsland(wrapper: Element, Component: ComponentType, onHydrated: () => void): void {
  const path = wrapper.getAttribute(ISLAND_PATH_ATTRIBUTE) ?? window.location.pathname;
  hydrateRoot(
    wrapper,
    <IslandRoot path={path} replay={{ wrapper, onHydrated }}>
      <Component />
    </IslandRoot>,
  );
}
