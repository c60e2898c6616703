import { DEFAULT_PRICE_ROUTES, type PriceRoute } from '../../domain/prices';

/**
 * The route prices shown on the public pages. They start as the built-in table, so the first paint never
 * waits for the network, and are replaced once by GET /api/prices. A failed or malformed answer keeps the
 * built-in prices: a visitor sees a price either way. Checked by hand rather than with the zod schema so
 * zod stays out of the home page's first download.
 */
let current: readonly PriceRoute[] = DEFAULT_PRICE_ROUTES;
let requested = false;
const listeners = new Set<() => void>();

function isPriceRoute(value: unknown): value is PriceRoute {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Record<string, unknown>;
  return (
    typeof route.from === 'string' &&
    typeof route.to === 'string' &&
    typeof route.basePrice === 'number' &&
    Number.isFinite(route.basePrice) &&
    route.basePrice > 0
  );
}

/** The routes of a GET /api/prices answer, or undefined when it is not one worth showing. */
export function parsePriceRoutes(body: unknown): PriceRoute[] | undefined {
  const routes = (body as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes) || routes.length === 0 || !routes.every(isPriceRoute)) return undefined;
  return routes;
}

async function refresh(): Promise<void> {
  try {
    const response = await fetch('/api/prices', { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    const routes = parsePriceRoutes(await response.json());
    if (!routes) return;
    current = routes;
    for (const listener of listeners) listener();
  } catch {
    // Offline or the server is down: the built-in prices stay on screen.
  }
}

export function subscribeToPriceRoutes(listener: () => void): () => void {
  listeners.add(listener);
  if (!requested) {
    requested = true;
    void refresh();
  }
  return () => listeners.delete(listener);
}

export function currentPriceRoutes(): readonly PriceRoute[] {
  return current;
}

export function defaultPriceRoutes(): readonly PriceRoute[] {
  return DEFAULT_PRICE_ROUTES;
}
