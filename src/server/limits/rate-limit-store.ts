/**
 * The store @fastify/rate-limit counts in: the shared counters of counters.ts instead of its default
 * in-memory map, so a per-address limit means the same with one server process or several, and a restart
 * forgets nothing. Each route counts on its own, under a key of its method and URL and the client's
 * address (the plugin gives the address, IPv6 already reduced to its /64), hashed.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { countHit, type LimitsDeps } from './counters';
import { limitKey } from './limit-keys';

type Incr = FastifyRateLimitStore['incr'];

/** A store class bound to the database; pass it as @fastify/rate-limit's `store` option. */
export function databaseRateLimitStore(deps: LimitsDeps): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'rate',
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
      countHit(deps, { key: limitKey(this.scope, key), windowMs: timeWindow, limit: max }).then(
        // A refused hit is not counted; the plugin needs a count past the limit to answer 429.
        (hit) =>
          callback(null, {
            current: hit.counted ? hit.hits : Math.max(hit.hits, max) + 1,
            ttl: hit.resetInMs,
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin passes the route's merged limit options, the route itself as routeInfo.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(undefined, `rate:${String(route?.method)} ${String(route?.url)}`);
    }
  }
  return DatabaseRateLimitStore;
}
