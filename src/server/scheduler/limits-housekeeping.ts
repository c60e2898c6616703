/**
 * The limits' housekeeping, one of the scheduler's jobs: counters whose window has ended, delays that
 * are forgotten, and the sign-in addresses of accounts unused for 30 days are deleted, so the tables hold
 * only what still counts.
 */
import { forgetStaleSignInAddresses } from '../auth';
import { deleteExpiredLimits } from '../limits/expired-limits';
import type { SchedulerDeps } from './scheduler-deps';

/** Answers how many rows went. */
export async function deleteExpiredLimitRows(deps: SchedulerDeps): Promise<number> {
  const now = deps.now();
  return (await deleteExpiredLimits(deps.db, now)) + (await forgetStaleSignInAddresses(deps.db, now));
}
