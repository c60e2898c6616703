import type { ComponentType } from 'react';
import type { IslandName } from './islandNames';

/** Islands by name, each component fetched when its island is first needed. */
export type IslandModules = Partial<Record<IslandName, () => Promise<ComponentType>>>;

/**
 * The site frame's islands (every light page has them), fetched when each is first needed. Each must be the
 * very component the page renders inside `<Island name=…>` (the markup to hydrate is its output). Adding
 * an island: a name in islandNames.ts, the wrapper in the page, a line here or, for an island of one page
 * only, in that page's list (adminLoginIslands.ts), so that other pages' entries do not list it.
 */
export const ISLAND_MODULES = {
  header: () => import('../shell/HeaderIsland').then((module) => module.HeaderIsland),
  'contact-form': () => import('../features/contact/ContactForm').then((module) => module.ContactForm),
  'footer-prices': () => import('../components/layout/FooterPrices').then((module) => module.FooterPrices),
} satisfies IslandModules;
