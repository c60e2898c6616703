/**
 * A sign-in's bookkeeping in one statement at each end (sign-in-limits.ts): before the password or code is
 * checked, this address's wait at this step, whether the account last signed in from this address, and
 * the attempt counted against the account's ceiling; after a whole sign-in, the delays cleared, the count
 * taken back and the address remembered. The same SQL as the limits' own pieces (limits/backoffs.ts,
 * limits/counters.ts), joined, so a guess costs two round trips, not seven.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { LimitsDeps } from '../limits/counters';
import { instant, milliseconds, millisecondsUntil } from '../limits/limit-time';

/** The largest count a column of type integer holds: "no limit" (counters.ts). */
const NO_LIMIT = 2_147_483_647;

export type SignInCheck =
  | { outcome: 'wait'; waitMs: number }
  | { outcome: 'counted' }
  | { outcome: 'ceiling'; resetInMs: number };

/**
 * Refuses nothing itself: answers whether `pairKey` must still wait (nothing counted then), else counts the
 * attempt against `accountKey`'s ceiling, which never holds back the address the account last signed in
 * from, and says whether it was counted.
 */
export async function checkAndCountSignIn(
  deps: LimitsDeps,
  keys: { pairKey: string; accountKey: string; addressKey: string },
  ceiling: { limit: number; windowMs: number },
): Promise<SignInCheck> {
  const now = instant(deps.clock);
  const limit = Math.min(ceiling.limit, NO_LIMIT);
  const [row] = await queryRows<{ wait_ms: number; counted: boolean; reset_in_ms: number | null }>(
    deps.db,
    sql`with wait as (
      select coalesce((select ${millisecondsUntil(sql`blocked_until`, now)} from limit_backoffs
        where key = ${keys.pairKey} and forget_at > ${now}), 0) as ms
    ), ceiling as (
      select case when exists (select 1 from sign_in_addresses
        where account_key = ${keys.accountKey} and address_key = ${keys.addressKey})
        then ${NO_LIMIT}::int else ${limit}::int end as hits
    ), hit as (
      insert into limit_counters as c (key, hits, window_ends_at)
      select ${keys.accountKey}, 1, ${now} + ${milliseconds(ceiling.windowMs)} from wait where wait.ms = 0
      on conflict (key) do update set
        hits = case when c.window_ends_at <= ${now} then 1 else c.hits + 1 end,
        window_ends_at = case when c.window_ends_at <= ${now} then excluded.window_ends_at else c.window_ends_at end
      where c.window_ends_at <= ${now} or c.hits < (select hits from ceiling)
      returning c.hits
    )
    select wait.ms as wait_ms, exists (select 1 from hit) as counted,
      (select ${millisecondsUntil(sql`c.window_ends_at`, now)} from limit_counters c
        where c.key = ${keys.accountKey}) as reset_in_ms
    from wait`,
  );
  if (!row) throw new Error('the sign-in check answered no row');
  if (row.wait_ms > 0) return { outcome: 'wait', waitMs: row.wait_ms };
  if (row.counted) return { outcome: 'counted' };
  // Refused: the window as this statement saw it; none when concurrent hits made it after the snapshot.
  return { outcome: 'ceiling', resetInMs: row.reset_in_ms ?? ceiling.windowMs };
}

/**
 * A whole sign-in: both steps' delays of this address cleared, the attempt taken off the account's
 * failures, and this address remembered as the one the ceiling never holds back.
 */
export async function settleWholeSignIn(
  deps: LimitsDeps,
  keys: { pairKeys: readonly string[]; accountKey: string; addressKey: string },
): Promise<void> {
  const now = instant(deps.clock);
  const pairKeys = sql.join(
    keys.pairKeys.map((key) => sql`${key}`),
    sql`, `,
  );
  await deps.db.execute(
    sql`with cleared as (
      delete from limit_backoffs where key in (${pairKeys})
    ), uncounted as (
      update limit_counters set hits = hits - 1
      where key = ${keys.accountKey} and hits > 0 and window_ends_at > ${now}
    )
    insert into sign_in_addresses (account_key, address_key, signed_in_at)
    values (${keys.accountKey}, ${keys.addressKey}, ${now})
    on conflict (account_key) do update set address_key = excluded.address_key, signed_in_at = excluded.signed_in_at`,
  );
}
