import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../../web/bootIds';
import { bootIslands } from '../../web/islands/bootIslands';
import type { IslandModules } from '../../web/islands/islandModules';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE } from '../../web/islands/islandNames';
import { renderIslandsApart } from '../../web/islands/renderIslandsApart';

/**
 * A light page of islands (docs/decisions/039) in a test's DOM: put in as the prerender writes it, booted
 * as its entry boots it (this DOM has no IntersectionObserver: every island at once), and watched, so a
 * test can tell that hydration adopted every prerendered node.
 */
export function prerenderIslandPage(page: ReactNode): { nodes: Node[]; html: string } {
  document.body.innerHTML = `<div id="root">${renderIslandsApart(page)}</div>`;
  const nodes: Node[] = [];
  const walker = document.createTreeWalker(document.body);
  while (walker.nextNode()) nodes.push(walker.currentNode);
  return { nodes, html: document.body.innerHTML };
}

/** The islands' wrappers, in the page's order. */
const islandWrappers = (): Element[] => [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];

/** Whether the node is inside an island (the wrapper itself is not). */
export const isInAnIsland = (node: Node): boolean =>
  islandWrappers().some((island) => island !== node && island.contains(node));

/** Boots the page's islands and waits until each is hydrated; what changed in the DOM meanwhile, listed. */
export async function bootIslandPage(modules: IslandModules): Promise<string[]> {
  const changed: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changed.push(...records));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  await act(async () => bootIslands(modules));
  await waitFor(() => expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
  await waitFor(() =>
    expect(islandWrappers().every((island) => island.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE))).toBe(true),
  );
  observer.disconnect();
  return changed.map((record) => `${record.type} in ${record.target.nodeName}`);
}

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
    islands: islandWrappers().map((island) => island.getAttribute(ISLAND_ATTRIBUTE)),
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
