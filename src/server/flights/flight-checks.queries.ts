/**
 * The flight checks' rows: one watch per arrival in its last day, leased by one server at a
 * time (`FOR UPDATE SKIP LOCKED`, then a lease a crashed server's rows outlive by minutes only), and the
 * feed's calls counted per Cancun day in the database, so every server shares one cap.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { FLIGHT_CHECK_GIVE_UP_HOURS } from '../../domain/landing';
import type { Database, Transaction } from '../db/client';
import { flightDataCalls, flightWatches } from '../db/landing-schema';
import { type BookingRow, bookings } from '../db/schema';

const HOUR_MS = 3_600_000;
/** A server holds a claimed watch this long at most; a crash leaves it to another after that. */
export const FLIGHT_CHECK_LEASE_MS = 2 * 60_000;
/** Watches claimed per pass and server: a feed call each, one after the other. */
export const FLIGHT_CHECK_BATCH = 20;
const WATCHED_STATUSES = ['paid', 'confirmed'];

/**
 * Watches for the paid arrivals now within 24 hours of their scheduled landing (and not 3 hours past it),
 * due at once; an arrival already watched keeps its row.
 */
export async function addDueWatches(db: Database, now: Date): Promise<void> {
  await db
    .insert(flightWatches)
    .select(
      db
        .select({
          bookingId: bookings.id,
          nextCheckAt: sql<Date>`${now.toISOString()}::timestamptz`.as('next_check_at'),
          leaseUntil: sql<Date | null>`null::timestamptz`.as('lease_until'),
          departureAt: sql<Date | null>`null::timestamptz`.as('departure_at'),
          lastStatus: sql<string | null>`null::text`.as('last_status'),
          lastCheckedAt: sql<Date | null>`null::timestamptz`.as('last_checked_at'),
          checks: sql<number>`0`.as('checks'),
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.serviceType, 'arrival'),
            inArray(bookings.status, WATCHED_STATUSES),
            eq(bookings.landed, false),
            // An erased booking has no flight number left to ask about.
            isNull(bookings.erasedAt),
            lte(bookings.flightDateTime, new Date(now.getTime() + 24 * HOUR_MS)),
            sql`${bookings.flightDateTime} > ${new Date(now.getTime() - 3 * HOUR_MS).toISOString()}::timestamptz`,
          ),
        ),
    )
    .onConflictDoNothing();
}

export type ClaimedWatch = typeof flightWatches.$inferSelect & { booking: BookingRow };

/** Leases up to a batch of due watches of live arrivals; other servers skip them while the lease holds. */
export async function claimDueWatches(db: Database, now: Date): Promise<ClaimedWatch[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ watch: flightWatches, booking: bookings })
      .from(flightWatches)
      .innerJoin(bookings, eq(bookings.id, flightWatches.bookingId))
      .where(
        and(
          isNotNull(flightWatches.nextCheckAt),
          lte(flightWatches.nextCheckAt, now),
          or(isNull(flightWatches.leaseUntil), lt(flightWatches.leaseUntil, now)),
          inArray(bookings.status, WATCHED_STATUSES),
          eq(bookings.serviceType, 'arrival'),
          // Long past its landing with no word of it: not worth a call any more.
          sql`${bookings.flightDateTime} > ${new Date(now.getTime() - FLIGHT_CHECK_GIVE_UP_HOURS * HOUR_MS).toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(flightWatches.nextCheckAt))
      .limit(FLIGHT_CHECK_BATCH)
      .for('update', { of: flightWatches, skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(flightWatches)
      .set({ leaseUntil: new Date(now.getTime() + FLIGHT_CHECK_LEASE_MS) })
      .where(
        inArray(
          flightWatches.bookingId,
          due.map((row) => row.watch.bookingId),
        ),
      );
    return due.map((row) => ({ ...row.watch, booking: row.booking }));
  });
}

/** The booking of a watch, locked for the transaction that applies what the feed said. */
export async function lockBooking(tx: Transaction, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/** Writes what a check learnt (or that it failed) and hands the watch back. */
export async function releaseWatch(
  db: Database | Transaction,
  bookingId: string,
  values: Partial<typeof flightWatches.$inferInsert>,
): Promise<void> {
  await db
    .update(flightWatches)
    .set({ ...values, leaseUntil: null })
    .where(eq(flightWatches.bookingId, bookingId));
}

/**
 * Counts one call against the day's cap; false when the cap is reached (the call must not be made).
 * `firstRefusal` is true for the first refusal of the day only, so the cap is logged once.
 */
export async function countFeedCall(
  db: Database,
  day: string,
  cap: number,
): Promise<{ allowed: boolean; firstRefusal: boolean }> {
  const counted = await db
    .insert(flightDataCalls)
    .values({ day, calls: cap > 0 ? 1 : 0 })
    .onConflictDoUpdate({
      target: flightDataCalls.day,
      set: { calls: sql`${flightDataCalls.calls} + 1` },
      setWhere: sql`${flightDataCalls.calls} < ${cap}`,
    })
    .returning({ calls: flightDataCalls.calls });
  if (counted.length > 0 && cap > 0) return { allowed: true, firstRefusal: false };
  const first = await db
    .update(flightDataCalls)
    .set({ capLogged: true })
    .where(and(eq(flightDataCalls.day, day), eq(flightDataCalls.capLogged, false)))
    .returning({ day: flightDataCalls.day });
  return { allowed: false, firstRefusal: first.length > 0 };
}

/** A call of the day that failed, or whose answer was not believed: counted for the System page. */
export async function countFeedFailure(db: Database, day: string): Promise<void> {
  await db
    .update(flightDataCalls)
    .set({ failures: sql`${flightDataCalls.failures} + 1` })
    .where(eq(flightDataCalls.day, day));
}
