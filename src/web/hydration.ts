import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';

/** The id of the JSON block the prerender writes next to the markup (CSP forbids an inline script). */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/** The router state the prerender rendered with, when this page was prerendered. */
export function readHydrationData(doc: Document): HydrationState | undefined {
  const block = doc.getElementById(HYDRATION_DATA_ID);
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
