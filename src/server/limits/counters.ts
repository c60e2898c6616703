/**
 * Shared counters: how often a key was hit in a window that starts with its first hit (as
 * @fastify/rate-limit's own in-memory store counts), kept in the database so every server process and
 * every restart counts against the same number. Each hit is one atomic statement, exact however many
 * requests arrive at once: PostgreSQL's `INSERT … ON CONFLICT DO UPDATE` takes the row's lock, so two
 * hits never read the same count. PGlite runs the same SQL.
 *
 * A hit's commit does not wait for the WAL to reach the disk (`synchronous_commit` off for its own
 * transaction alone): a crash of PostgreSQL can lose the last moment's hits, as the embedded database's
 * counters in memory lose up to a second of them (memory-counters.ts), and every request that is counted
 * (each booking, lookup and sign-in) saves a disk flush before its route runs. Money and bookings keep
 * waiting for theirs.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryPrepared } from '../db/prepared-query';
import { instant, type LimitClock, milliseconds, millisecondsUntil } from './limit-time';

export interface LimitsDeps {
  db: Database;
  clock: LimitClock;
}

export interface CounterHit {
  /** False when the key had already reached `limit` in this window: the hit was refused, not counted. */
  counted: boolean;
  /** Hits counted in the window, this one included when counted; at least `limit` when refused. */
  hits: number;
  /** Milliseconds until the window ends and counting starts again. */
  resetInMs: number;
}

/** The largest count a column of type integer holds: "no limit". */
const NO_LIMIT = 2_147_483_647;

/**
 * Counts one hit of `key` unless it already has `limit` hits in its window (then `counted` is false and
 * nothing is written). A window that has ended starts again at this hit.
 */
export async function countHit(
  deps: LimitsDeps,
  hit: { key: string; windowMs: number; limit?: number },
): Promise<CounterHit> {
  const now = instant(deps.clock);
  const limit = Math.min(hit.limit ?? NO_LIMIT, NO_LIMIT);
  const [row] = await queryPrepared<{ hits: number; reset_in_ms: number; counted: boolean }>(
    deps.db,
    sql`with hit as (
      insert into limit_counters as c (key, hits, window_ends_at)
      values (${hit.key}, 1, ${now} + ${milliseconds(hit.windowMs)})
      on conflict (key) do update set
        hits = case when c.window_ends_at <= ${now} then 1 else c.hits + 1 end,
        window_ends_at = case when c.window_ends_at <= ${now} then excluded.window_ends_at else c.window_ends_at end
      where c.window_ends_at <= ${now} or c.hits < ${limit}::int
      returning c.hits, c.window_ends_at
    ),
    unwaited as materialized (select set_config('synchronous_commit', 'off', true))
    select hits, ${millisecondsUntil(sql`window_ends_at`, now)} as reset_in_ms, true as counted
    from hit, unwaited
    union all
    select c.hits, ${millisecondsUntil(sql`c.window_ends_at`, now)}, false from limit_counters c
    where c.key = ${hit.key} and not exists (select 1 from hit)`,
  );
  if (row?.counted) return { counted: true, hits: row.hits, resetInMs: row.reset_in_ms };
  // Refused. The row is then read as this statement's snapshot saw it, which may be older than the
  // version the refusal locked (hits sent at once): the count is at least the limit. Nothing comes back
  // when concurrent hits created and filled the row after the snapshot: a window that began just now.
  return {
    counted: false,
    hits: Math.max(row?.hits ?? 0, limit),
    resetInMs: row?.reset_in_ms ?? hit.windowMs,
  };
}

/** Takes back one counted hit of the window under way (an attempt that turned out not to count). */
export async function uncountHit(deps: LimitsDeps, key: string): Promise<void> {
  await deps.db.execute(
    sql`update limit_counters set hits = hits - 1
    where key = ${key} and hits > 0 and window_ends_at > ${instant(deps.clock)}`,
  );
}
