/**
 * What the islands tests share (docs/decisions/039): a page as the prerender writes it, put in the document
 * with every node listed, and the page's boot as in the browser (this DOM has no IntersectionObserver:
 * every island at once), waited for until every island is hydrated.
 */
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { bootIslands } from '../../web/light/islands/bootIslands';
import type { IslandModules } from '../../web/light/islands/islandModules';
import { renderIslandsApart } from '../../web/light/islands/renderIslandsApart';
import { HYDRATED_ATTRIBUTE } from '../../web/shared/bootIds';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE } from '../../web/shared/islands/islandNames';

/** The page as the prerender writes it, put in the document; its nodes in order. */
export function putInDocument(page: ReactNode): Node[] {
  document.body.innerHTML = `<div id="root">${renderIslandsApart(page)}</div>`;
  const nodes: Node[] = [];
  const walker = document.createTreeWalker(document.body);
  while (walker.nextNode()) nodes.push(walker.currentNode);
  return nodes;
}

/** The prerendered page in the document, offline (the prices, the header's session hint), its nodes in order. */
export function prerenderedPage(page: ReactNode): { nodes: Node[] } {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  return { nodes: putInDocument(page) };
}

export const islands = () => [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
export const inAnIsland = (node: Node) =>
  islands().some((island) => island !== node && island.contains(node));

/** The page's boot with its entry's islands, until every island is hydrated. */
export async function bootAndWait(modules?: IslandModules): Promise<void> {
  await act(async () => bootIslands(modules));
  await waitFor(() => expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
  await waitFor(() =>
    expect(islands().every((island) => island.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE))).toBe(true),
  );
}

/**
 * Every change made to the document while `run` runs (nodes added, removed, text rewritten), as
 * "type in NODE": hydration that adopts the prerendered page makes none.
 */
export async function changesDuring(run: () => Promise<void>): Promise<string[]> {
  const changed: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changed.push(...records));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  await run();
  observer.disconnect();
  return changed.map((record) => `${record.type} in ${record.target.nodeName}`);
}
