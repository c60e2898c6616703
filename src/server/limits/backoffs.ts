/**
 * Progressive delays, shared by every server process: past a few free attempts, each counted attempt of a
 * key (a failed sign-in) makes the key wait longer before the next one (a first delay doubling up to a
 * ceiling), until it
 * succeeds (the whole sign-in clears it: auth/sign-in-limits.queries.ts, which also reads the wait) or
 * stays quiet until it is forgotten. Each attempt is counted by one atomic
 * statement, so failures arriving at once at several servers are all counted.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { LimitsDeps } from './counters';
import { instant, milliseconds, millisecondsUntil } from './limit-time';

export interface BackoffPolicy {
  /** Attempts that make the key wait for nothing (a typo or two). */
  freeAttempts: number;
  /** The wait after the first attempt past the free ones; each further attempt doubles it. */
  firstDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** A key with no attempt for this long starts again from the first delay (longer than maxDelayMs). */
  forgetAfterMs: number;
}

/** Doublings beyond this are past any sensible ceiling (and past float precision). */
const MAX_DOUBLINGS = 40;

/**
 * Counts an attempt of `key` and starts the wait before its next one: none within the free attempts, the
 * first delay after the first attempt past them, twice the last one after each further one, at most the
 * ceiling. Answers the attempts counted and the wait.
 */
export async function recordAttempt(
  deps: LimitsDeps,
  key: string,
  policy: BackoffPolicy,
): Promise<{ attempts: number; waitMs: number }> {
  const now = instant(deps.clock);
  const delayAfter = (attempts: ReturnType<typeof sql>) =>
    sql`(case when ${attempts} <= ${policy.freeAttempts}::int then 0::float8
      else least(${policy.maxDelayMs}::float8, ${policy.firstDelayMs}::float8
        * power(2, least(${attempts} - ${policy.freeAttempts}::int - 1, ${MAX_DOUBLINGS}))) end
      * interval '1 millisecond')`;
  const [row] = await queryRows<{ attempts: number; wait_ms: number }>(
    deps.db,
    sql`insert into limit_backoffs as b (key, attempts, blocked_until, forget_at)
    values (${key}, 1, ${now} + ${delayAfter(sql`1`)}, ${now} + ${milliseconds(policy.forgetAfterMs)})
    on conflict (key) do update set
      attempts = case when b.forget_at <= ${now} then 1 else b.attempts + 1 end,
      blocked_until = ${now} + case when b.forget_at <= ${now} then ${delayAfter(sql`1`)}
        else ${delayAfter(sql`(b.attempts + 1)`)} end,
      forget_at = excluded.forget_at
    returning attempts, ${millisecondsUntil(sql`blocked_until`, now)} as wait_ms`,
  );
  if (!row) throw new Error(`no backoff row for ${key}`);
  return { attempts: row.attempts, waitMs: row.wait_ms };
}
