/**
 * Fixed prices per vehicle (SPEC section 9). The price table may be edited or fail to load, so every
 * lookup falls back to the built-in table and then to the cheapest fare rather than refusing to quote.
 */
export type PriceRoute = { from: string; to: string; basePrice: number };

/** Used when the price table is empty or cannot be read. */
export const DEFAULT_PRICE_ROUTES: readonly PriceRoute[] = [
  { from: 'Cancun Airport', to: 'Cancun', basePrice: 49 },
  { from: 'Cancun Airport', to: 'Playa del Carmen', basePrice: 99 },
  { from: 'Cancun Airport', to: 'Tulum', basePrice: 199 },
];

/** The price of a route nobody has priced: the spec says default to 49. */
export const UNKNOWN_ROUTE_PRICE = 49;

/** One vehicle carries up to four passengers. */
export const PASSENGERS_PER_VEHICLE = 4;

/** Base price per vehicle: the direct route, else the reverse direction (prices are symmetric), else 49. */
export function findBasePrice(routes: readonly PriceRoute[], from: string, to: string): number {
  const table = routes.length > 0 ? routes : DEFAULT_PRICE_ROUTES;
  const direct = table.find((route) => route.from === from && route.to === to);
  if (direct) return direct.basePrice;
  const reverse = table.find((route) => route.from === to && route.to === from);
  if (reverse) return reverse.basePrice;
  return UNKNOWN_ROUTE_PRICE;
}

/** How many vehicles a group needs: one per started group of four; none for no passengers. */
export function vehiclesNeeded(passengers: number): number {
  if (!Number.isFinite(passengers) || passengers <= 0) return 0;
  return Math.ceil(passengers / PASSENGERS_PER_VEHICLE);
}

/** Total in whole dollars: base × vehicles. 0 when either input is 0 or less (or not a number) per the spec. */
export function computeTotal(basePrice: number, passengers: number): number {
  if (!Number.isFinite(basePrice) || basePrice <= 0) return 0;
  return basePrice * vehiclesNeeded(passengers);
}

/** The total for a route and group, as the summary card and the server compute it. */
export function quoteTotal(
  routes: readonly PriceRoute[],
  from: string,
  to: string,
  passengers: number,
): number {
  return computeTotal(findBasePrice(routes, from, to), passengers);
}
