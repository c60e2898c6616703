/**
 * The daily reconciliation with the payment provider, one of the scheduler's jobs: the first
 * server whose pass finds the day's claim free (a `limit_counters` row that lasts 24 hours, taken by one
 * atomic statement) runs it; every other pass that day skips it. A run that fails hands the claim back, so
 * the next pass tries again.
 */
import { eq } from 'drizzle-orm';
import { RECONCILIATION_EVERY_HOURS } from '../../domain/reconciliation';
import { limitCounters } from '../db/schema';
import { countHit } from '../limits/counters';
import { reconcilePayments } from '../payments';
import type { SchedulerDeps } from './scheduler-deps';

const CLAIM_KEY = 'job:reconciliation';

/** Answers how many of the provider's payments and refunds were checked (0 when not due here). */
export async function reconcileOncePerDay(deps: SchedulerDeps): Promise<number> {
  const { provider } = deps;
  if (!provider) return 0;
  const claim = await countHit(
    { db: deps.db, clock: deps.now },
    { key: CLAIM_KEY, windowMs: RECONCILIATION_EVERY_HOURS * 60 * 60 * 1000, limit: 1 },
  );
  if (!claim.counted) return 0;
  try {
    const outcome = await reconcilePayments(
      { db: deps.db, mail: deps.mail, provider, publicUrl: deps.mail.publicUrl, now: deps.now },
      deps.log,
    );
    return outcome.checked;
  } catch (error) {
    await deps.db.delete(limitCounters).where(eq(limitCounters.key, CLAIM_KEY));
    throw error;
  }
}
