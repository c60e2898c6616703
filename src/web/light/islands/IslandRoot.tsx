import { type ReactNode, StrictMode } from 'react';
import { HeadTagsInDocument } from '../../components/PageMeta';
import { IdPrefix } from '../../components/uniqueId';
import { DocumentNavigation } from '../../navigation/DocumentNavigation';
import { IslandReplay } from './IslandReplay';

/**
 * The root of one island, the same at the prerender (renderIslandsApart.tsx) and in the browser
 * (hydrateIsland.tsx), so that what depends on the tree (React's and Preact's `useId`) is the same on both
 * sides: the providers the page renders it under (they draw nothing) and, in the browser, the replay of
 * what the visitor did before. `useId` counts from the start on every root, so each island's ids get a
 * prefix of their own (its place among the page's islands: uniqueId.tsx).
 */
export function IslandRoot({
  path,
  index,
  replay,
  children,
}: {
  /** The path the page was rendered for. */
  path: string;
  /** The island's place among the page's islands, in the document's order. */
  index: number;
  replay?: { wrapper: Element; onHydrated: () => void };
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <IdPrefix.Provider value={`i${index}-`}>
        <HeadTagsInDocument>
          <DocumentNavigation serverPathname={path}>
            <IslandReplay replay={replay}>{children}</IslandReplay>
          </DocumentNavigation>
        </HeadTagsInDocument>
      </IdPrefix.Provider>
    </StrictMode>
  );
}
