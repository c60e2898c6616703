import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PATH_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandProps,
} from '../../shared/islands/islandNames';
import { IslandRoot } from './IslandRoot';

/**
 * Hydrates one island's wrapper with its component (docs/decisions/039), under the root the prerender
 * rendered it in (IslandRoot) and with the props its wrapper carries (Island.tsx). Nothing outside the
 * wrapper is touched.
 */
export function hydrateIsland(
  wrapper: Element,
  Component: ComponentType<never>,
  onHydrated: () => void,
): void {
  const path = wrapper.getAttribute(ISLAND_PATH_ATTRIBUTE) ?? window.location.pathname;
  const props = JSON.parse(wrapper.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as IslandProps;
  // The island's own props, as the page gave them at the prerender.
  const Island = Component as ComponentType<IslandProps>;
  // Its place among the page's islands, as the prerender counted them (renderIslandsApart.tsx).
  const index = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].indexOf(wrapper);
  hydrateRoot(
    wrapper,
    <IslandRoot path={path} index={index} replay={{ wrapper, onHydrated }}>
      <Island {...props} />
    </IslandRoot>,
  );
}
