import { and, eq, isNull, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../domain/cancun-time';
import { recordBookingEvent } from '../db/booking-events';
import type { Database, Transaction } from '../db/client';
import { bookings, rideFeedback } from '../db/schema';

export async function insertFeedbackRequest(
  tx: Transaction,
  request: { bookingId: string; tokenHash: string; at: Date },
): Promise<void> {
  await tx
    .insert(rideFeedback)
    .values({ bookingId: request.bookingId, tokenHash: request.tokenHash, requestedAt: request.at })
    .onConflictDoNothing();
}

/** The request a link's token belongs to, with the ride it is about. */
export async function findFeedbackRequest(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      firstName: bookings.firstName,
      from: bookings.fromLocation,
      to: bookings.toLocation,
      serviceType: bookings.serviceType,
      flightDateTime: bookings.flightDateTime,
      pickupTimeCalc: bookings.pickupTimeCalc,
      answeredAt: rideFeedback.answeredAt,
    })
    .from(rideFeedback)
    .innerJoin(bookings, eq(bookings.id, rideFeedback.bookingId))
    .where(eq(rideFeedback.tokenHash, tokenHash));
  return row;
}

/**
 * Stores the answer if the link was not used yet, with its event on the booking, in one transaction;
 * answers the booking's id, or undefined when the link had been used (two tabs: one answer).
 */
export async function recordFeedbackAnswer(
  db: Database,
  answer: { tokenHash: string; rating: number; comment: string; at: Date },
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [answered] = await tx
      .update(rideFeedback)
      .set({ rating: answer.rating, comment: answer.comment || null, answeredAt: answer.at })
      .where(and(eq(rideFeedback.tokenHash, answer.tokenHash), isNull(rideFeedback.answeredAt)))
      .returning({ bookingId: rideFeedback.bookingId });
    if (!answered) return undefined;
    await recordBookingEvent(tx, {
      bookingId: answered.bookingId,
      type: 'feedback',
      actor: 'customer',
      at: answer.at,
      data: { rating: answer.rating, comment: answer.comment },
    });
    return answered.bookingId;
  });
}

/** Per Cancun month of the answer: how many ratings, and their average. */
export function monthlyRatings(db: Database, range: { start: Date; end: Date }) {
  return db
    .select({
      month: sql<string>`to_char(${rideFeedback.answeredAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM')`,
      ratings: sql<number>`count(*)::int`,
      average: sql<number>`round(avg(${rideFeedback.rating}), 2)::float8`,
    })
    .from(rideFeedback)
    .where(
      and(
        sql`${rideFeedback.answeredAt} >= ${range.start.toISOString()}::timestamptz`,
        sql`${rideFeedback.answeredAt} < ${range.end.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}
