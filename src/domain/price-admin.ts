/**
 * The Prices page: the price per vehicle of every route of SPEC section 9, in both directions.
 * A direction without its own price shows the reverse one it falls back to (findBasePrice), so what the
 * page shows is what a booking would be quoted.
 */
import { routeText } from './booking-text';
import { AIRPORT, LOCATION_NAMES, type LocationName } from './locations';
import { findBasePrice, type PriceRoute } from './prices';

export const MIN_PRICE = 1;
export const MAX_PRICE = 10_000;
export const PRICE_MESSAGE = 'Please enter a whole number of dollars from 1 to 10,000';

/** From and to the airport for every other place: the six routes the page lists, in this order. */
export const PRICED_ROUTES: readonly { from: LocationName; to: LocationName }[] = LOCATION_NAMES.filter(
  (place) => place !== AIRPORT,
).flatMap((place) => [
  { from: AIRPORT, to: place },
  { from: place, to: AIRPORT },
]);

export function isPricedRoute(from: string, to: string): boolean {
  return PRICED_ROUTES.some((route) => route.from === from && route.to === to);
}

/** 'Price for Cancun Airport → Tulum': each input's label. */
export function priceLabel(from: string, to: string): string {
  return `Price for ${routeText(from, to)}`;
}

/** Each listed route with the price a booking gets, and whether the route has its own row. */
export function pricesForPage(table: readonly PriceRoute[]) {
  return PRICED_ROUTES.map(({ from, to }) => ({
    from,
    to,
    price: findBasePrice(table, from, to),
    own: table.some((route) => route.from === from && route.to === to),
  }));
}
