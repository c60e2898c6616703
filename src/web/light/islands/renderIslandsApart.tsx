import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { type IslandCollection, IslandCollector, IslandSlot } from '../../shared/islands/IslandCollector';
import { IslandRoot } from './IslandRoot';

/**
 * The prerender of a page of islands (docs/decisions/039): the page with a slot in each island's wrapper,
 * then each island rendered on a root of its own (IslandRoot, as hydrateIsland.tsx hydrates it) and put in
 * place of its slot, in the page's order. Rendered in the page's tree, an island's `useId` values would
 * depend on everything before it, which its own root in the browser cannot know.
 *
 * The slots are found by their own markup, rendered here with this render's id (IslandCollector.ts), never
 * by reading the wrappers' tags: an attribute's value may hold a '>' (Preact leaves it as it is), such as
 * the booking the confirmation island carries as its props.
 */
export function renderIslandsApart(page: ReactNode): string {
  const collection: IslandCollection = { islands: [], slotId: globalThis.crypto.randomUUID() };
  const html = renderToString(<IslandCollector value={collection}>{page}</IslandCollector>);
  const parts = html.split(renderToString(<IslandSlot id={collection.slotId} />));
  const { islands } = collection;
  if (parts.length !== islands.length + 1) {
    throw new Error(`${islands.length} islands left ${parts.length - 1} slots to fill`);
  }
  let filled = parts[0] ?? '';
  for (const [index, island] of islands.entries()) {
    filled += renderToString(
      <IslandRoot path={island.path} index={index}>
        {island.content}
      </IslandRoot>,
    );
    filled += parts[index + 1] ?? '';
  }
  return filled;
}
