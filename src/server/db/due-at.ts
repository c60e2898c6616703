/**
 * When a row the database stamped is due by the app's clock. The outboxes' `next_attempt_at` defaults to
 * the database's `now()`, in microseconds; the app's clock (a JavaScript Date) counts whole milliseconds, so
 * a row queued within the millisecond a worker reads its clock is a few microseconds "after" it. That row
 * is due now: a worker woken by the commit that queued it would otherwise leave it for its next pass.
 */
import { type AnyColumn, lt, type SQL } from 'drizzle-orm';

/** `column` falls within or before the millisecond of `now`. */
export function dueBy(column: AnyColumn, now: Date): SQL {
  return lt(column, new Date(now.getTime() + 1));
}
