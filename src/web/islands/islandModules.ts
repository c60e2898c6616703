import type { ComponentType } from 'react';
import type { IslandName } from './islandNames';

/**
 * Each island's component, fetched when the island is first needed. It must be the very component the
 * page renders inside `<Island name=…>` (the markup to hydrate is its output). Adding an island: a name in
 * islandNames.ts, the wrapper in the page, a line here.
 */
export const ISLAND_MODULES: Record<IslandName, () => Promise<ComponentType>> = {
  header: () => import('../shell/HeaderIsland').then((module) => module.HeaderIsland),
  'contact-form': () => import('../features/contact/ContactForm').then((module) => module.ContactForm),
  'footer-prices': () => import('../components/layout/FooterPrices').then((module) => module.FooterPrices),
};
