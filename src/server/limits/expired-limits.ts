/**
 * The limits' housekeeping, run by the scheduler in every server process: counters whose window has
 * ended and delays that have been forgotten are deleted, so the tables hold only what still counts.
 */
import { lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { limitBackoffs, limitCounters } from '../db/schema';

/** Deletes what no longer limits anyone at `at`; answers how many rows went. */
export async function deleteExpiredLimits(db: Database, at: Date): Promise<number> {
  const counters = await db
    .delete(limitCounters)
    .where(lte(limitCounters.windowEndsAt, at))
    .returning({ key: limitCounters.key });
  const backoffs = await db
    .delete(limitBackoffs)
    .where(lte(limitBackoffs.forgetAt, at))
    .returning({ key: limitBackoffs.key });
  return counters.length + backoffs.length;
}
