/**
 * `GET /api/prices` from memory: prices change a few times a year and are read on every page with the
 * quick form. The table's trigger (migration `prices_changed`) sends `NOTIFY prices_changed` at the commit
 * of any write to it, whoever writes (the app, another server process, an operator in psql); every server
 * listens and forgets its copy. A write path of this process also calls `invalidatePrices()` after its
 * commit, so its own next read is fresh at once rather than when the notification arrives. While the
 * listening connection is down (PostgreSQL restarted, say) nothing is cached: every read asks the
 * database, as before. Booking creation never reads this copy: the amount charged comes from the table.
 * See docs/decisions/023-one-round-trip-and-memory-served.md.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_PRICE_ROUTES, type PriceRoute } from '../../domain/prices';
import { pricesResponseSchema } from '../../domain/schemas/booking';
import { watchChanges } from '../db/change-watch';
import type { DatabaseHandle } from '../db/client';
import { listPriceRoutes } from './prices.queries';

/** The channel the prices table's trigger notifies (see the migration that creates it). */
const PRICES_CHANNEL = 'prices_changed';

export interface PriceCache {
  /** The answer of `GET /api/prices`, serialised: `{ routes }`, the built-in prices for an empty table. */
  pricesJson(log: FastifyBaseLogger): Promise<string>;
  /** The copy in memory, if there is one (none while the table is not being watched, or after a change). */
  cachedJson(): string | undefined;
  /** Forgets the copy: call after a committed write to the prices table. */
  invalidatePrices(): void;
  close(): Promise<void>;
}

export async function startPriceCache(database: DatabaseHandle): Promise<PriceCache> {
  let cached: string | undefined;
  const watch = await watchChanges(database, PRICES_CHANNEL, () => {
    cached = undefined;
  });

  return {
    async pricesJson(log) {
      if (cached !== undefined) return cached;
      const startedAt = watch.generation();
      let routes: PriceRoute[];
      try {
        routes = await listPriceRoutes(database.db);
      } catch (err) {
        // SPEC section 9: the built-in prices stand in for a table that cannot be read (never cached).
        log.error({ err }, 'could not read the prices table; using the built-in prices');
        return JSON.stringify(pricesResponseSchema.parse({ routes: DEFAULT_PRICE_ROUTES }));
      }
      const json = JSON.stringify(
        pricesResponseSchema.parse({ routes: routes.length > 0 ? routes : DEFAULT_PRICE_ROUTES }),
      );
      if (watch.mayKeep(startedAt)) cached = json;
      return json;
    },
    cachedJson: () => cached,
    invalidatePrices: watch.changed,
    close: watch.close,
  };
}
