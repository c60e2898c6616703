/** SQL of the Stripe webhook: the events seen, and the payment states only Stripe's events tell us. */
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { recordBookingEvent } from '../../db/booking-events';
import type { Database, Transaction } from '../../db/client';
import { recordMoneyMovement } from '../../db/money-movements';
import {
  type BookingRow,
  bookings,
  type PaymentRow,
  payments,
  refundRequests,
  stripeEvents,
} from '../../db/schema';
import { completeRefundRequest } from '../refund-requests.queries';

/**
 * Claims a Stripe event by its id; false when it was seen before. Called in the transaction that applies
 * the event, so a failure to apply it forgets it too and Stripe's retry is handled again.
 */
export async function claimStripeEvent(
  db: Database,
  event: { id: string; type: string },
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, receivedAt: at })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

export async function findStripePaymentByIntent(
  db: Database,
  paymentIntentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'stripe'), eq(payments.paymentIntentId, paymentIntentId)));
  return row;
}

/**
 * A checkout that ended unpaid: `failed` (its bank debit was refused) or `expired`. Only an open payment
 * changes, so an expiry or failure arriving after the payment changes nothing. The booking stays pending:
 * Pay Now opens a new checkout. Answers whether it changed.
 */
export async function markCheckoutUnpaid(
  db: Database,
  payment: { id: string; bookingId: string; checkoutSessionId: string },
  outcome: 'failed' | 'expired',
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(payments)
      .set({ status: outcome, updatedAt: at })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'open')))
      .returning({ id: payments.id });
    if (updated.length === 0) return false;
    await recordBookingEvent(tx, {
      bookingId: payment.bookingId,
      type: outcome === 'failed' ? 'payment-failed' : 'checkout-expired',
      actor: 'provider',
      at,
      data: { provider: 'stripe', sessionId: payment.checkoutSessionId },
    });
    return true;
  });
}

/**
 * What Stripe says has been refunded of a payment, in total. Refunds only grow, so a stale event (a
 * smaller total arriving late) lowers nothing. The payment is `refunded` once fully refunded; the booking
 * becomes `refunded`, with one event, the first time any refund is seen (the 95% refund is a refund).
 * Answers whether the booking changed.
 */
export async function recordChargeRefunded(
  db: Database,
  payment: { id: string; bookingId: string; amountCents: number },
  refund: { paymentIntentId: string; amountRefundedCents: number },
  at: Date,
  onBookingRefunded: (
    tx: Transaction,
    booking: BookingRow,
    refundedCents: number,
  ) => Promise<void> = async () => {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // What was known refunded before this event, under the row's lock: the ledger gets only the increase
    // (a refund we made ourselves is already in it, and Stripe's total then adds nothing).
    const [before] = await tx
      .select({ refundedCents: payments.refundedCents })
      .from(payments)
      .where(eq(payments.id, payment.id))
      .for('update');
    await recordMoneyMovement(tx, {
      bookingId: payment.bookingId,
      kind: 'refund',
      sourceRef: `stripe:${refund.paymentIntentId}:${refund.amountRefundedCents}`,
      amountCents: refund.amountRefundedCents - (before?.refundedCents ?? refund.amountRefundedCents),
      at,
    });
    const refunded = sql`greatest(${payments.refundedCents}, ${refund.amountRefundedCents})`;
    // Our refund request Stripe has now made, whether our write of it failed (still `requested`) or its
    // answer never reached us (`failed`): Stripe's word completes it.
    const [ours] = await tx
      .select({ id: refundRequests.id })
      .from(refundRequests)
      .where(
        and(
          eq(refundRequests.paymentId, payment.id),
          inArray(refundRequests.status, ['requested', 'failed']),
          lte(refundRequests.amountCents, refund.amountRefundedCents),
        ),
      );
    await tx
      .update(payments)
      .set({
        refundedCents: refunded,
        // Fully refunded, or the refund we claimed (`refunding`) or asked for, made at Stripe.
        status: sql`case when ${refunded} >= ${payments.amountCents} or ${payments.status} = 'refunding'
          or ${sql.raw(ours ? 'true' : 'false')} then 'refunded' else ${payments.status} end`,
        updatedAt: at,
      })
      .where(eq(payments.id, payment.id));
    if (ours) {
      await completeRefundRequest(tx, {
        paymentId: payment.id,
        bookingId: payment.bookingId,
        providerRefundId: null,
        at,
      });
    }
    const [turned] = await tx
      .update(bookings)
      .set({ status: 'refunded', updatedAt: at })
      .where(and(eq(bookings.id, payment.bookingId), ne(bookings.status, 'refunded')))
      .returning();
    if (!turned) return false;
    // Whoever turns the booking refunded tells the traveller, once: here when our own write never came.
    await onBookingRefunded(tx, turned, refund.amountRefundedCents);
    await recordBookingEvent(tx, {
      bookingId: payment.bookingId,
      type: 'refunded',
      actor: 'provider',
      at,
      data: {
        provider: 'stripe',
        paymentIntentId: refund.paymentIntentId,
        refundedCents: refund.amountRefundedCents,
      },
    });
    return true;
  });
}
