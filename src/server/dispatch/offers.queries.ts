/** The SQL of ride offers: one row per offer, at most one standing per booking. */
import { and, desc, eq, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
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
    .orderBy(desc(rideOffers.offeredAt), desc(rideOffers.createdAt))
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

/** The offer of a provider's link, with its booking. */
export async function findOfferByTokenHash(db: Database | Transaction, tokenHash: string) {
  const [row] = await db
    .select({ ...withCompany, booking: bookings })
    .from(rideOffers)
    .innerJoin(providers, eq(providers.id, rideOffers.providerId))
    .innerJoin(bookings, eq(bookings.id, rideOffers.bookingId))
    .where(eq(rideOffers.tokenHash, tokenHash));
  return row ? { offer: flatten(row), booking: row.booking } : undefined;
}

/**
 * The offer of a provider's link and its booking, both locked: the booking first, then the offer, the
 * order every path that changes both keeps (an admin's withdrawal, a traveller's change), so two of them
 * at once wait for each other instead of deadlocking.
 */
export async function lockOfferByTokenHash(tx: Transaction, tokenHash: string) {
  const [found] = await tx
    .select({ bookingId: rideOffers.bookingId })
    .from(rideOffers)
    .where(eq(rideOffers.tokenHash, tokenHash));
  if (!found) return undefined;
  const booking = await lockBooking(tx, found.bookingId);
  const [row] = await tx
    .select(withCompany)
    .from(rideOffers)
    .innerJoin(providers, eq(providers.id, rideOffers.providerId))
    .where(eq(rideOffers.tokenHash, tokenHash))
    .for('update', { of: rideOffers });
  return booking && row ? { offer: flatten(row), booking } : undefined;
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

/**
 * Whether another provider accepted this ride before (an accepted offer keeps its driver's name): that
 * provider knows the sign code, so the next acceptance draws a new one.
 */
export async function anotherProviderAccepted(
  tx: Transaction,
  offer: { id: string; bookingId: string; providerId: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: rideOffers.id })
    .from(rideOffers)
    .where(
      and(
        eq(rideOffers.bookingId, offer.bookingId),
        ne(rideOffers.providerId, offer.providerId),
        isNotNull(rideOffers.driverName),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function lockBooking(tx: Transaction, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/**
 * Up to `limit` open offers past their Respond By, each expired with `act` (its event) in the caller's
 * transaction. Each booking is locked before its offer (the order of every other path), and one another
 * server holds is skipped (SKIP LOCKED): every server's scheduler may run this at once.
 */
export async function expireDueOffers(
  tx: Transaction,
  now: Date,
  limit: number,
  act: (offer: RideOfferRow & { company: string }) => Promise<void>,
): Promise<number> {
  const due = await tx
    .select({ id: rideOffers.id, bookingId: rideOffers.bookingId })
    .from(rideOffers)
    .where(and(eq(rideOffers.status, 'offered'), lte(rideOffers.respondBy, now)))
    .orderBy(rideOffers.respondBy)
    .limit(limit);
  let expired = 0;
  for (const candidate of due) {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, candidate.bookingId))
      .for('update', { skipLocked: true });
    if (!booking) continue;
    const [offer] = await tx
      .update(rideOffers)
      .set({ status: 'expired', respondedAt: now, endedBy: 'scheduler' })
      .where(and(eq(rideOffers.id, candidate.id), eq(rideOffers.status, 'offered')))
      .returning();
    if (!offer) continue;
    const [provider] = await tx
      .select({ company: providers.companyName })
      .from(providers)
      .where(eq(providers.id, offer.providerId));
    await act({ ...offer, company: provider?.company ?? '' });
    expired += 1;
  }
  return expired;
}

/**
 * Offers still standing for bookings that were cancelled or refunded some way other than our own paths
 * (a refund made at the payment provider): the scheduler's sweep. Each booking is locked before its offer,
 * and one another server holds is skipped.
 */
export async function lockOffersOfEndedBookings(tx: Transaction, limit: number) {
  const candidates = await tx
    .select({ bookingId: rideOffers.bookingId })
    .from(rideOffers)
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
    .limit(limit);
  const locked: { offer: OfferWithCompany; booking: BookingRow }[] = [];
  for (const { bookingId } of candidates) {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update', { skipLocked: true });
    const offer = booking ? await lockStandingOffer(tx, bookingId) : undefined;
    if (booking && offer) locked.push({ offer, booking });
  }
  return locked;
}
