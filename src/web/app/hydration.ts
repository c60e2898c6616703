import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { PRERENDERED_MARK_ID } from '../shared/bootIds';

/** The router state the prerender rendered with, when this page was prerendered. */
export function readHydrationData(doc: Document): HydrationState | undefined {
  const block = doc.getElementById(PRERENDERED_MARK_ID);
  if (!block?.textContent) return undefined;
  return JSON.parse(block.textContent) as HydrationState;
}

/**
 * A copy of the route table in which the routes matching `pathname` have their lazy parts loaded.
 * Hydration needs the page's component at once: with a lazy match left, the router would first render its
 * loading fallback, which does not match the prerendered markup.
 */
export async function withLazyMatchesLoaded(routes: RouteObject[], pathname: string): Promise<RouteObject[]> {
  const matched = new Set(matchRoutes(routes, pathname)?.map((match) => match.route) ?? []);

  const load = async (route: RouteObject): Promise<RouteObject> => {
    const children = route.children ? await Promise.all(route.children.map(load)) : undefined;
    const withChildren = children ? { ...route, children } : route;
    if (!matched.has(route) || typeof route.lazy !== 'function') return withChildren as RouteObject;
    const loaded = await route.lazy();
    return { ...withChildren, ...loaded, lazy: undefined } as RouteObject;
  };

  return Promise.all(routes.map(load));
}
