import { type ReactNode, useContext } from 'react';
import { useNavigation } from '../navigation/NavigationContext';
import { IslandCollector } from './IslandCollector';
import { ISLAND_ATTRIBUTE, ISLAND_PATH_ATTRIBUTE, type IslandName } from './islandNames';

/**
 * Marks a part of the page as an island (docs/decisions/039): its markup, rendered by the prerender or the
 * single-page app as usual, inside a wrapper without a box of its own (`display: contents`), which names
 * the island and the path the page was rendered for. On the light pages, bootIslands.ts hydrates the
 * wrapper's content, and nothing outside any wrapper, with the very component given here as `children`
 * (islandModules.ts maps the name to it), each on a root of its own as the prerender rendered it
 * (renderIslandsApart.tsx). In the single-page app and the home page the wrapper is just a wrapper.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  const { pathname } = useNavigation().location;
  const attributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PATH_ATTRIBUTE]: pathname };
  const collected = useContext(IslandCollector);
  if (collected) {
    // The prerender of a page of islands: the content is rendered on its own root, then put in here.
    collected.push({ path: pathname, content: children });
    return <div className="contents" {...attributes} />;
  }
  // A page hydrated whole (the confirmation page, prerendered for a placeholder id) reads no wrapper's
  // path: only bootIslands.ts does, on pages whose path is the one prerendered. So a differing path is no
  // mismatch worth a warning there.
  return (
    <div className="contents" {...attributes} suppressHydrationWarning>
      {children}
    </div>
  );
}
