/**
 * A provider's statement: the one query the page, the CSV and the PDF share, and the month's
 * payment. The rides are the provider's accepted offers marked completed or no-show whose ride falls in
 * the month (decision 036), through ride_offers_provider_done_idx.
 */
import { and, asc, eq, gte, isNotNull, lt, or } from 'drizzle-orm';
import { rideTimeSql } from '../../db/booking-reads';
import type { Database } from '../../db/client';
import {
  type PaidStatementRide,
  providerStatementPayments,
  providers,
  rideOffers,
} from '../../db/dispatch-schema';
import { bookings } from '../../db/schema';

/** Done: the driver marked the ride completed, or the traveller a no-show after the free wait. */
export const doneOfferSql = and(
  eq(rideOffers.status, 'accepted'),
  or(isNotNull(rideOffers.completedAt), isNotNull(rideOffers.noShowAt)),
);

export async function findProvider(db: Database, id: string) {
  const [row] = await db
    .select({ id: providers.id, name: providers.companyName })
    .from(providers)
    .where(eq(providers.id, id));
  return row;
}

export async function findStatementRides(
  db: Database,
  providerId: string,
  range: { start: Date; end: Date },
) {
  return db
    .select({
      bookingId: bookings.id,
      rideAt: rideTimeSql.mapWith((value: Date | string) => new Date(value)),
      from: bookings.fromLocation,
      to: bookings.toLocation,
      noShowAt: rideOffers.noShowAt,
      costCents: rideOffers.costCents,
    })
    .from(rideOffers)
    .innerJoin(bookings, eq(bookings.id, rideOffers.bookingId))
    .where(
      and(
        eq(rideOffers.providerId, providerId),
        doneOfferSql,
        gte(rideTimeSql, range.start),
        lt(rideTimeSql, range.end),
      ),
    )
    .orderBy(asc(rideTimeSql), asc(bookings.id));
}

export async function findStatementPayment(db: Database, providerId: string, month: string) {
  const [row] = await db
    .select()
    .from(providerStatementPayments)
    .where(
      and(eq(providerStatementPayments.providerId, providerId), eq(providerStatementPayments.month, month)),
    );
  return row;
}

export async function insertStatementPayment(
  db: Database,
  values: {
    providerId: string;
    month: string;
    paidAt: Date;
    paidBy: string;
    reference: string;
    totalCents: number;
    rides: PaidStatementRide[];
  },
) {
  const [row] = await db.insert(providerStatementPayments).values(values).returning();
  if (!row) throw new Error('the statement payment insert returned no row');
  return row;
}
