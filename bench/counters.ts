/**
 * What a limited request adds: one hit of the shared counter, the one statement the rate-limit store runs
 * (src/server/limits/counters.ts), on the database's own clock, spread over 500 clients as real traffic is.
 */

import type { DatabaseHandle } from '../src/server/db/client';
import { countHit } from '../src/server/limits/counters';
import { limitKey } from '../src/server/limits/limit-keys';
import type { TestEngine } from '../src/testing/server/test-database';
import { measure, printTargetRow } from './percentiles';

/** p95 of one counter hit on PostgreSQL; PGlite's is shown for comparison. */
const COUNTER_TARGET = { postgres: { p95: 2 }, pglite: {} } as const;

export async function benchCounters(database: DatabaseHandle, engine: TestEngine, iterations: number) {
  const deps = { db: database.db, clock: undefined };
  let n = 0;
  const figures = await measure(() => {
    n += 1;
    return countHit(deps, { key: limitKey('bench', String(n % 500)), windowMs: 3600_000, limit: 1_000_000 });
  }, iterations);
  printTargetRow(
    'rate-limit counter, one hit',
    { ...figures, longestStatement: figures.max },
    COUNTER_TARGET[engine],
  );
}
