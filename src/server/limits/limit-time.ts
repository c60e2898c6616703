/** The clock of the limits: the database's unless a caller (a test) pins one. */
import { type SQL, sql } from 'drizzle-orm';

/** Answers the instant limits are measured at; undefined means the database's now(). */
export type LimitClock = (() => Date) | undefined;

/** The instant as SQL: the pinned one, or now() (one value for the whole statement). */
export function instant(clock: LimitClock): SQL {
  const at = clock?.();
  return at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
}

/** A duration in milliseconds as an SQL interval. */
export function milliseconds(ms: number): SQL {
  return sql`(${Math.round(ms)} * interval '1 millisecond')`;
}

/** Milliseconds from `from` to `to` (0 when `to` has passed), as a float8 both drivers read as a number. */
export function millisecondsUntil(to: SQL, from: SQL): SQL {
  return sql`greatest(0, ceil(extract(epoch from (${to} - ${from})) * 1000))::float8`;
}
