import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { type CollectedIsland, IslandCollector } from './IslandCollector';
import { IslandRoot } from './IslandRoot';

/**
 * The prerender of a page of islands (docs/decisions/039): the page with each island's wrapper empty, then
 * each island rendered on a root of its own (IslandRoot, as hydrateIsland.tsx hydrates it) and put into its
 * wrapper, in the page's order. Rendered in the page's tree, an island's `useId` values would depend on
 * everything before it, which its own root in the browser cannot know.
 */
export function renderIslandsApart(page: ReactNode): string {
  const islands: CollectedIsland[] = [];
  let html = renderToString(<IslandCollector value={islands}>{page}</IslandCollector>);
  const emptyWrapper = /<div [^>]*data-island="[^"]*"[^>]*><\/div>/g;
  for (const [index, island] of islands.entries()) {
    const empty = emptyWrapper.exec(html);
    if (!empty) throw new Error('an island rendered no empty wrapper to fill');
    const content = renderToString(
      <IslandRoot path={island.path} index={index}>
        {island.content}
      </IslandRoot>,
    );
    const wrapper = empty[0].replace('></div>', `>${content}</div>`);
    html = html.slice(0, empty.index) + wrapper + html.slice(empty.index + empty[0].length);
    emptyWrapper.lastIndex = empty.index + wrapper.length;
  }
  return html;
}
