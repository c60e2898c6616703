import type { ReactNode } from 'react';
import type { IslandModules } from '../../web/light/islands/islandModules';
import { HYDRATED_ATTRIBUTE } from '../../web/shared/bootIds';
import { ISLAND_ATTRIBUTE } from '../../web/shared/islands/islandNames';
import { bootAndWait, changesDuring, inAnIsland, islands, putInDocument } from './pageOfIslands';

/**
 * A light page of islands (docs/decisions/039) in a test's DOM, on the islands tests' shared steps
 * (pageOfIslands.tsx): put in as the prerender writes it, booted as its entry boots it, and watched, so a
 * test can tell that hydration adopted every prerendered node. Its fetch is the test's own (not offline).
 */
export function prerenderIslandPage(page: ReactNode): { nodes: Node[]; html: string } {
  const nodes = putInDocument(page);
  return { nodes, html: document.body.innerHTML };
}

/** Whether the node is inside an island (the wrapper itself is not). */
export const isInAnIsland = inAnIsland;

/** Boots the page's islands and waits until each is hydrated; what changed in the DOM meanwhile, listed. */
export const bootIslandPage = (modules: IslandModules): Promise<string[]> =>
  changesDuring(() => bootAndWait(modules));

/** The page's markup as hydrated, less the islands' own marks: equal to the prerendered when nothing moved. */
const hydratedHtml = (): string => document.body.innerHTML.replace(/ data-island-hydrated=""/g, '');

/**
 * The page prerendered, then its islands booted, and what hydration did: the islands by name, the DOM's
 * changes (none when it adopted every node), how many prerendered nodes are gone, and whether the markup
 * is the prerendered one once its one expected change is made: the submit button enabled (SubmitButton
 * waits for its island).
 */
export async function hydrateIslandPage(page: ReactNode, modules: IslandModules) {
  const { nodes, html } = prerenderIslandPage(page);
  const changed = await bootIslandPage(modules);
  return {
    islands: islands().map((island) => island.getAttribute(ISLAND_ATTRIBUTE)),
    changed,
    lostNodes: nodes.filter((node) => !node.isConnected).length,
    sameMarkup: hydratedHtml() === html.replace('<button type="submit" disabled=""', '<button type="submit"'),
  };
}

/** Empties the page and its marks after a test. */
export function clearIslandPage(): void {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
}
