/** The SQL of ride offers (issue 28): one row per offer, at most one standing per booking. */
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { STANDING_OFFER_STATUSES } from '../../domain/dispatch';
import type { Database, Transaction } from '../db/client';
import { providerRouteCosts, providers, type RideOfferRow, rideOffers } from '../db/dispatch-schema';
import { type BookingRow, bookings } from '../db/schema';
import { uniqueViolation } from '../db/unique-violation';

export type OfferWithCompany = RideOfferRow & { company: string; dispatchEmail: string };

const withCompany = {
  offer: rideOffers,
  company: providers.companyName,
  dispatchEmail: providers.dispatchEmail,
};

function flatten(row: { offer: RideOfferRow; company: string; dispatchEmail: string }): OfferWithCompany {
  return { ...row.offer, company: row.company, dispatchEmail: row.dispatchEmail };
}

/** The booking's newest offer, whatever became of it. */
export async function findLatestOffer(db: Database | Transaction, bookingId: string) {
  const [row] = await db
    .select(withCompany)
    .from(rideOffers)
    .innerJoin(providers, eq(providers.id, rideOffers.providerId))
    .where(eq(rideOffers.bookingId, bookingId))
    .orderBy(desc(rideOffers.offeredAt), desc(rideOffers.id))
    .limit(1);
  return row ? flatten(row) : undefined;
}

/** The booking's open or accepted offer, locked for the caller's transaction. */
export async function lockStandingOffer(tx: Transaction, bookingId: string) {
  const [row] = await tx
    .select(withCompany)
    .from(rideOffers)
    .innerJoin(providers, eq(providers.id, rideOffers.providerId))
    .where(and(eq(rideOffers.bookingId, bookingId), inArray(rideOffers.status, [...STANDING_OFFER_STATUSES])))
    .for('update', { of: rideOffers });
  return row ? flatten(row) : undefined;
}

/** The offer of a provider's link, with its booking, locked when `tx` is a transaction that asks for it. */
export async function findOfferByTokenHash(db: Database | Transaction, tokenHash: string, lock = false) {
  const query = db
    .select({ ...withCompany, booking: bookings })
    .from(rideOffers)
    .innerJoin(providers, eq(providers.id, rideOffers.providerId))
    .innerJoin(bookings, eq(bookings.id, rideOffers.bookingId))
    .where(eq(rideOffers.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: [rideOffers, bookings] }) : await query;
  return row ? { offer: flatten(row), booking: row.booking } : undefined;
}

export async function findProvider(db: Database | Transaction, id: string) {
  const [row] = await db.select().from(providers).where(eq(providers.id, id));
  return row;
}

/** Active providers, each with its cost for this route (null: none set). */
export async function listActiveProvidersFor(db: Database, route: { from: string; to: string }) {
  return db
    .select({
      id: providers.id,
      companyName: providers.companyName,
      costCents: providerRouteCosts.costCents,
    })
    .from(providers)
    .leftJoin(
      providerRouteCosts,
      and(
        eq(providerRouteCosts.providerId, providers.id),
        eq(providerRouteCosts.fromLocation, route.from),
        eq(providerRouteCosts.toLocation, route.to),
      ),
    )
    .where(eq(providers.active, true))
    .orderBy(providers.companyName);
}

/** Inserts the offer; undefined when another offer already stands for the booking (the partial index). */
export async function insertOffer(
  tx: Transaction,
  values: typeof rideOffers.$inferInsert,
): Promise<RideOfferRow | undefined> {
  try {
    // A savepoint: the unique violation must not spoil the caller's transaction.
    return await tx.transaction(async (inner) => {
      const [row] = await inner.insert(rideOffers).values(values).returning();
      return row;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'ride_offers_standing_idx') return undefined;
    throw error;
  }
}

export async function updateOffer(
  tx: Transaction,
  id: string,
  values: Partial<typeof rideOffers.$inferInsert>,
): Promise<RideOfferRow> {
  const [row] = await tx.update(rideOffers).set(values).where(eq(rideOffers.id, id)).returning();
  if (!row) throw new Error('the locked offer was not updated');
  return row;
}

export async function updateBookingRow(
  tx: Transaction,
  id: string,
  values: Partial<typeof bookings.$inferInsert>,
): Promise<BookingRow> {
  const [row] = await tx.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  if (!row) throw new Error('the locked booking was not updated');
  return row;
}

export async function lockBooking(tx: Transaction, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/**
 * Claims up to `limit` open offers past their Respond By, marks them expired and hands each to `act` in the
 * same transaction (its event); `SKIP LOCKED`, so every server's scheduler may run it at once.
 */
export async function expireDueOffers(
  db: Database,
  now: Date,
  limit: number,
  act: (tx: Transaction, offer: RideOfferRow & { company: string }) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: rideOffers.id })
      .from(rideOffers)
      .where(and(eq(rideOffers.status, 'offered'), lte(rideOffers.respondBy, now)))
      .orderBy(rideOffers.respondBy)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const expired = await tx
      .update(rideOffers)
      .set({ status: 'expired', respondedAt: now, endedBy: 'scheduler' })
      .where(
        inArray(
          rideOffers.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    for (const offer of expired) {
      const [provider] = await tx
        .select({ company: providers.companyName })
        .from(providers)
        .where(eq(providers.id, offer.providerId));
      await act(tx, { ...offer, company: provider?.company ?? '' });
    }
    return expired.length;
  });
}

/** Offers still standing for bookings that were cancelled or refunded (any way: the scheduler's sweep). */
export async function lockOffersOfEndedBookings(tx: Transaction, limit: number) {
  const rows = await tx
    .select({ ...withCompany, booking: bookings })
    .from(rideOffers)
    .innerJoin(providers, eq(providers.id, rideOffers.providerId))
    .innerJoin(bookings, eq(bookings.id, rideOffers.bookingId))
    .where(
      and(
        inArray(rideOffers.status, [...STANDING_OFFER_STATUSES]),
        inArray(bookings.status, ['cancelled', 'refunded']),
        // A ride that happened stays as it was (a refund after it is goodwill, not a cancellation).
        isNull(rideOffers.completedAt),
        isNull(rideOffers.noShowAt),
      ),
    )
    .limit(limit)
    .for('update', { of: rideOffers, skipLocked: true });
  return rows.map((row) => ({ offer: flatten(row), booking: row.booking }));
}
