import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { referenceTime } from '../../domain/booking-timing';
import type { ServiceType } from '../../domain/service-types';
import { recordBookingEvent } from '../db/booking-events';
import type { Database, Transaction } from '../db/client';
import { insertBuiltOnce } from '../db/insert-once';
import { recordMoneyMovement } from '../db/money-movements';
import { type BookingRow, bookingEvents, bookings, type PaymentRow, payments } from '../db/schema';

/** The booking's newest open checkout still valid after `validAfter`, to hand out again instead of a new one. */
export async function findReusableCheckout(
  db: Database,
  bookingId: string,
  validAfter: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.bookingId, bookingId), eq(payments.status, 'open'), gt(payments.expiresAt, validAfter)),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** How many times a checkout was opened or tried for the booking: numbers the provider's idempotency keys. */
export async function countCheckoutAttempts(db: Database, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookingEvents)
    .where(
      and(
        eq(bookingEvents.bookingId, bookingId),
        inArray(bookingEvents.type, ['checkout-opened', 'checkout-failed']),
      ),
    );
  return row?.count ?? 0;
}

/** An opened checkout as recordOpenedCheckout stores it. */
export interface OpenedCheckout {
  bookingId: string;
  provider: string;
  sessionId: string;
  url: string;
  amountCents: number;
  expiresAt: Date;
  at: Date;
}

/**
 * Records an opened checkout and its event. A session already recorded (the provider answered a retried
 * idempotency key with the same session) is neither stored nor logged twice.
 */
export async function recordOpenedCheckout(db: Database, checkout: OpenedCheckout): Promise<void> {
  await db.transaction((tx) => recordOpenedCheckoutIn(tx, checkout));
}

/** recordOpenedCheckout in the caller's transaction (a new booking's, which its first checkout joins). */
export async function recordOpenedCheckoutIn(tx: Transaction, checkout: OpenedCheckout): Promise<void> {
  const values = {
    bookingId: checkout.bookingId,
    provider: checkout.provider,
    checkoutSessionId: checkout.sessionId,
    checkoutUrl: checkout.url,
    amountCents: checkout.amountCents,
    currency: 'usd',
    status: 'open' as const,
    expiresAt: checkout.expiresAt,
    createdAt: checkout.at,
    updatedAt: checkout.at,
  };
  const inserted = await insertBuiltOnce(tx, 'opened-checkout', values, (db, given) =>
    db
      .insert(payments)
      .values(given)
      .onConflictDoNothing({ target: [payments.provider, payments.checkoutSessionId] })
      .returning({ id: payments.id }),
  );
  if (inserted.length === 0) return;
  await recordBookingEvent(tx, {
    bookingId: checkout.bookingId,
    type: 'checkout-opened',
    actor: 'system',
    at: checkout.at,
    data: { provider: checkout.provider, sessionId: checkout.sessionId, amountCents: checkout.amountCents },
  });
}

/** Our record of a checkout, by the provider's session id or (once paid) its payment intent id. */
export async function findPaymentByReference(
  db: Database,
  reference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(or(eq(payments.checkoutSessionId, reference), eq(payments.paymentIntentId, reference)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function findBookingStatus(db: Database, bookingId: string): Promise<string | undefined> {
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.status;
}

/** Our record of a checkout by the provider's session id. */
export async function findPaymentBySession(
  db: Database,
  provider: string,
  sessionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.checkoutSessionId, sessionId)));
  return row;
}

/**
 * A payment not yet paid: open, or reported failed or expired by an event that arrived before the one
 * saying it was paid. The provider's word that it is paid wins; a refunded payment is never paid again.
 */
const PAYABLE_STATUSES = ['open', 'failed', 'expired'];

/**
 * The reference time the booking was paid for, kept so that a traveller's refund is judged by
 * it (or by an earlier one), never by a later date the booking is moved to.
 */
async function keepRefundReference(tx: Transaction, booking: BookingRow): Promise<BookingRow> {
  const [kept] = await tx
    .update(bookings)
    .set({
      refundReferenceAt: referenceTime({ ...booking, serviceType: booking.serviceType as ServiceType }),
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  return kept ?? booking;
}

/**
 * Marks the payment paid and, when it is still pending, its booking; one `paid` event. Only the first call
 * for a payment changes anything: the status guard makes a replay (or a concurrent twin, the success page
 * racing the webhook) a no-op. Answers whether this call was the one that recorded the payment.
 */
export async function markPaymentPaid(
  db: Database,
  payment: { id: string; bookingId: string; paymentIntentId: string; amountCents: number },
  at: Date,
  onBookingPaid: (tx: Transaction, booking: BookingRow) => Promise<void> = async () => {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(payments)
      .set({ status: 'paid', paymentIntentId: payment.paymentIntentId, updatedAt: at })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, PAYABLE_STATUSES)))
      .returning({ id: payments.id });
    if (updated.length === 0) return false;
    // Never downgrade a booking an admin has already moved on (confirmed, completed, cancelled...).
    const [turnedPaid] = await tx
      .update(bookings)
      .set({ status: 'paid', paymentIntentId: payment.paymentIntentId, updatedAt: at })
      .where(and(eq(bookings.id, payment.bookingId), eq(bookings.status, 'pending')))
      .returning();
    await recordBookingEvent(tx, {
      bookingId: payment.bookingId,
      type: 'paid',
      actor: 'provider',
      at,
      data: { paymentIntentId: payment.paymentIntentId, amountCents: payment.amountCents },
    });
    await recordMoneyMovement(tx, {
      bookingId: payment.bookingId,
      kind: 'payment',
      sourceRef: payment.id,
      amountCents: payment.amountCents,
      at,
    });
    // The receipt only for a booking this payment confirmed, not for one an admin had already cancelled.
    if (turnedPaid) await onBookingPaid(tx, await keepRefundReference(tx, turnedPaid));
    else {
      const [current] = await tx
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, payment.bookingId));
      // Money for a ride that will not happen: on the operator's list until refunded.
      if (current?.status === 'cancelled') {
        await recordBookingEvent(tx, {
          bookingId: payment.bookingId,
          type: 'paid-after-cancellation',
          actor: 'provider',
          at,
          data: { paymentIntentId: payment.paymentIntentId, amountCents: payment.amountCents },
        });
      }
    }
    return true;
  });
}
