import type { ComponentType } from 'react';
import type { IslandName } from '../../shared/islands/islandNames';

/**
 * An island's component, fetched when the island is first needed (bootIslands.ts). Of any props: it gets
 * those its wrapper carries (Island.tsx), which the page gave it at the prerender.
 */
export type IslandLoader = () => Promise<ComponentType<never>>;

/**
 * The islands a page's entry can hydrate, by name: each entry gives bootIslands its own, so that its build
 * knows (and downloads) only the components of its own islands.
 */
export type IslandModules = Partial<Record<IslandName, IslandLoader>>;

/**
 * The site frame's islands (SiteFrame.tsx), on every page of islands. Each must be the very component the
 * page renders inside `<Island name=…>` (the markup to hydrate is its output). Adding an island: a name in
 * islandNames.ts, the wrapper in the page, a line in its entry's map (this one, or a page's own, such as
 * homeIslandModules.ts).
 */
export const ISLAND_MODULES = {
  header: () => import('../../shell/HeaderIsland').then((module) => module.HeaderIsland),
  'contact-form': () => import('../../features/contact/ContactForm').then((module) => module.ContactForm),
  'footer-prices': () => import('../../components/layout/FooterPrices').then((module) => module.FooterPrices),
} satisfies IslandModules;
