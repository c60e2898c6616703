import { type ReactNode, StrictMode } from 'react';
import { HeadTagsInDocument } from '../components/PageMeta';
import { DocumentNavigation } from '../navigation/DocumentNavigation';
import { IslandReplay } from './IslandReplay';

/**
 * The root of one island, the same at the prerender (renderIslandsApart.tsx) and in the browser
 * (hydrateIsland.tsx), so that what depends on the tree (React's and Preact's `useId`) is the same on both
 * sides: the providers the page renders it under (they draw nothing) and, in the browser, the replay of
 * what the visitor did before.
 */
export function IslandRoot({
  path,
  replay,
  children,
}: {
  /** The path the page was rendered for. */
  path: string;
  replay?: { wrapper: Element; onHydrated: () => void };
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <HeadTagsInDocument>
        <DocumentNavigation serverPathname={path}>
          <IslandReplay replay={replay}>{children}</IslandReplay>
        </DocumentNavigation>
      </HeadTagsInDocument>
    </StrictMode>
  );
}
