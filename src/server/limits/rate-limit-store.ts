/**
 * The store @fastify/rate-limit counts in: the shared counters instead of its default in-memory map, so a
 * per-address limit means the same with one server process or several, and a restart forgets nothing.
 * Each route counts on its own, under a key of its method and URL and the client's address (the plugin
 * gives the address, IPv6 already reduced to its /64), hashed; routes of a group (groupId) count together. On PostgreSQL each hit is one statement
 * (counters.ts); on the embedded database, where this process is the only one, the counters are kept in
 * memory and written behind (memory-counters.ts).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { type CounterHit, countHit } from './counters';
import { limitKey } from './limit-keys';
import type { LimitClock } from './limit-time';
import { acquireMemoryCounters } from './memory-counters';

type Incr = FastifyRateLimitStore['incr'];

/** The scope every key of this store starts with. */
export const RATE_LIMIT_SCOPE = 'rate';

/** Counts one hit of a key, as counters.ts's countHit does, synchronously or not. */
export type HitCounter = (hit: {
  key: string;
  windowMs: number;
  limit: number;
}) => CounterHit | Promise<CounterHit>;

/** A store class counting with `count`; pass it as @fastify/rate-limit's `store` option. */
export function rateLimitStore(count: HitCounter): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = RATE_LIMIT_SCOPE,
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
      // A refused hit is not counted; the plugin needs a count past the limit to answer 429.
      const answer = (hit: CounterHit) =>
        callback(null, { current: hit.counted ? hit.hits : Math.max(hit.hits, max) + 1, ttl: hit.resetInMs });
      const fail = (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)));
      try {
        const hit = count({ key: limitKey(this.scope, key), windowMs: timeWindow, limit: max });
        if (hit instanceof Promise) hit.then(answer, fail);
        else answer(hit);
      } catch (error) {
        fail(error);
      }
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin passes the route's merged limit options, the route itself as routeInfo.
      const options = routeOptions as { groupId?: string; routeInfo?: { method?: unknown; url?: unknown } };
      // Routes of one group (http/traveller-limit.ts) count in one bucket; any other route in its own.
      const scope = options.groupId
        ? `group ${options.groupId}`
        : `${String(options.routeInfo?.method)} ${String(options.routeInfo?.url)}`;
      return new SharedRateLimitStore(undefined, `${RATE_LIMIT_SCOPE}:${scope}`);
    }
  }
  return SharedRateLimitStore;
}

/**
 * How this server counts the store's hits: in memory, written behind, on the embedded database (one
 * process); one statement per hit on PostgreSQL. `close` writes what is still unwritten.
 */
export async function startRateLimitCounting(
  database: DatabaseHandle,
  clock: LimitClock,
  log: FastifyBaseLogger,
): Promise<{ count: HitCounter; close: () => Promise<void> }> {
  if (database.kind !== 'pglite') {
    const deps = { db: database.db, clock };
    return { count: (hit) => countHit(deps, hit), close: async () => {} };
  }
  const { counters, release } = await acquireMemoryCounters(database, `${RATE_LIMIT_SCOPE}:`, log);
  return { count: (hit) => counters.countHit(hit, clock ? clock().getTime() : Date.now()), close: release };
}
