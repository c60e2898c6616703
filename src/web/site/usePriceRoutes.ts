import { useSyncExternalStore } from 'react';
import type { PriceRoute } from '../../domain/prices';
import { currentPriceRoutes, defaultPriceRoutes, subscribeToPriceRoutes } from './priceRoutes';

/**
 * The route prices, refreshed from the API after mount. The server snapshot is the built-in table, the
 * same the prerendered HTML shows, so hydration matches and the fetched prices follow.
 */
export function usePriceRoutes(): readonly PriceRoute[] {
  return useSyncExternalStore(subscribeToPriceRoutes, currentPriceRoutes, defaultPriceRoutes);
}
