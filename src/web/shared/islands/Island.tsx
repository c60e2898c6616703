import { type ReactNode, useContext } from 'react';
import { useNavigation } from '../../navigation/NavigationContext';
import { IslandCollector, IslandSlot } from './IslandCollector';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PATH_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type IslandName,
  type IslandProps,
} from './islandNames';

/**
 * Marks a part of the page as an island (docs/decisions/039): its markup, rendered by the prerender or the
 * single-page app as usual, inside a wrapper without a box of its own (`display: contents`), which names
 * the island and the path the page was rendered for. On the light pages, bootIslands.ts hydrates the
 * wrapper's content, and nothing outside any wrapper, with the very component given here as `children`
 * (islandModules.ts maps the name to it), each on a root of its own as the prerender rendered it
 * (renderIslandsApart.tsx). In the single-page app and on a page hydrated whole the wrapper is just a
 * wrapper. An island used more than once with different values (a destination's price, a button's label)
 * takes them as `props`, the very props of the component given as `children`: the wrapper carries them to
 * the browser, where the component is hydrated with them.
 */
export function Island({
  name,
  props,
  children,
}: {
  name: IslandName;
  props?: IslandProps;
  children: ReactNode;
}) {
  const { pathname } = useNavigation().location;
  const attributes = {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_PATH_ATTRIBUTE]: pathname,
    ...(props ? { [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) } : {}),
  };
  const collected = useContext(IslandCollector);
  if (collected) {
    // The prerender of a page of islands: the content is rendered on its own root, then put in place of
    // the slot.
    collected.islands.push({ path: pathname, content: children });
    return (
      <div className="contents" {...attributes}>
        <IslandSlot id={collected.slotId} />
      </div>
    );
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
