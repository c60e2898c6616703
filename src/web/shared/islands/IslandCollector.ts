import { createContext, createElement, type ReactNode } from 'react';

/** An island met while a page of islands was prerendered, to be rendered on its own root afterwards. */
export interface CollectedIsland {
  path: string;
  content: ReactNode;
}

/**
 * What renderIslandsApart.tsx collects a page's islands into: each island's content, in the order they were
 * met, and the id of this render's slots (IslandSlot), which the render alone knows.
 */
export interface IslandCollection {
  islands: CollectedIsland[];
  slotId: string;
}

/**
 * Set by renderIslandsApart.tsx (the prerender only): islands (Island.tsx) then put an IslandSlot in their
 * wrappers and hand their content in. Apart from that file so the browser's bundles never reach its renderer.
 */
export const IslandCollector = createContext<IslandCollection | null>(null);

/** The attribute of the element that holds an island's place in its wrapper until its content is put in. */
const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';

/**
 * The placeholder an island leaves in its wrapper at the prerender. Its id is drawn afresh for each render,
 * so the placeholder's markup, rendered by the same renderer, is found by its exact text: no text of the
 * page (which the renderer escapes anyway) can be taken for it, whatever a wrapper's attributes hold.
 */
export function IslandSlot({ id }: { id: string }) {
  return createElement('template', { [ISLAND_SLOT_ATTRIBUTE]: id });
}
