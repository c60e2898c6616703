/**
 * `GET /api/prices` from memory: prices change a few times a year and are read on every page with the
 * quick form. The table's trigger (migration `prices_changed`) sends `NOTIFY prices_changed` at the commit
 * of any write to it, whoever writes (the app, another server process, an operator in psql); every server
 * listens and forgets its copy. A write path of this process also calls `invalidatePrices()` after its
 * commit, so its own next read is fresh at once rather than when the notification arrives. While the
 * listening connection is down (PostgreSQL restarted, say) nothing is cached: every read asks the
 * database, as before. A new booking is priced from the same copy: a price saved on another server counts
 * from the moment its notification arrives here (a few milliseconds after its commit), as if the booking
 * had come that much earlier.
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
  /**
   * The table's routes, as a new booking is priced from (none when the table is empty or cannot be read:
   * the built-in prices stand in).
   */
  priceRoutes(log: FastifyBaseLogger): Promise<PriceRoute[]>;
  /** The copy in memory, if there is one (none while the table is not being watched, or after a change). */
  cachedJson(): string | undefined;
  /** Forgets the copy: call after a committed write to the prices table. */
  invalidatePrices(): void;
  close(): Promise<void>;
}

interface CachedPrices {
  routes: PriceRoute[];
  json: string;
}

export async function startPriceCache(database: DatabaseHandle): Promise<PriceCache> {
  let cached: CachedPrices | undefined;
  const watch = await watchChanges(database, PRICES_CHANNEL, () => {
    cached = undefined;
  });

  /** The table's routes and the answer made of them; undefined when the table cannot be read. */
  const read = async (log: FastifyBaseLogger): Promise<CachedPrices | undefined> => {
    if (cached !== undefined) return cached;
    const startedAt = watch.generation();
    let routes: PriceRoute[];
    try {
      routes = await listPriceRoutes(database.db);
    } catch (err) {
      // SPEC section 9: the built-in prices stand in for a table that cannot be read (never cached).
      log.error({ err }, 'could not read the prices table; using the built-in prices');
      return undefined;
    }
    const json = JSON.stringify(
      pricesResponseSchema.parse({ routes: routes.length > 0 ? routes : DEFAULT_PRICE_ROUTES }),
    );
    const prices = { routes, json };
    if (watch.mayKeep(startedAt)) cached = prices;
    return prices;
  };

  return {
    async pricesJson(log) {
      return (
        (await read(log))?.json ??
        JSON.stringify(pricesResponseSchema.parse({ routes: DEFAULT_PRICE_ROUTES }))
      );
    },
    async priceRoutes(log) {
      return (await read(log))?.routes ?? [];
    },
    cachedJson: () => cached?.json,
    invalidatePrices: watch.changed,
    close: watch.close,
  };
}
