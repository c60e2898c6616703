/**
 * The public module of server/prices/: what other server folders may import from it (decision 035).
 */
export { adminPricesRoutes } from './admin-prices.routes';
export { type PriceCache, startPriceCache } from './price-cache';
export { seedDefaultPricesIfEmpty } from './prices.queries';
export { pricesFromMemory, pricesRoutes } from './prices.routes';
