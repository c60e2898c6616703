import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type BookingEventActor, recordBookingEvent } from '../db/booking-events';
import type { Database, Transaction } from '../db/client';
import { recordMoneyMovement } from '../db/money-movements';
import { type BookingRow, bookings, type PaymentRow, payments } from '../db/schema';
import { completeRefundRequest } from './refund-requests.queries';

/** The booking's payment that was paid (and perhaps already refunded), newest first; open checkouts aside. */
export async function findSettledPayment(db: Database, bookingId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.bookingId, bookingId), inArray(payments.status, ['paid', 'refunding', 'refunded'])),
    )
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return row;
}

/**
 * Records a refund the provider made: the payment's refunded cents and status, the booking `refunded`, a
 * `refunded` event and whatever `alsoInTransaction` adds (the refund e-mail), all or nothing. Only a payment
 * still `paid` is changed, so a retried or concurrent refund is recorded once: answers undefined when
 * another request recorded it first.
 */
export async function recordRefund(
  db: Database,
  refund: {
    paymentId: string;
    bookingId: string;
    refundCents: number;
    refundId: string;
    actor: BookingEventActor;
    at: Date;
  },
  alsoInTransaction: (tx: Transaction, booking: BookingRow) => Promise<void>,
): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({
        refundedCents: sql`${payments.refundedCents} + ${refund.refundCents}`,
        status: 'refunded',
        updatedAt: refund.at,
      })
      .where(and(eq(payments.id, refund.paymentId), inArray(payments.status, ['paid', 'refunding'])))
      .returning({ id: payments.id });
    // The request is made whoever records it (the provider's answer names its refund): kept even when
    // charge.refunded recorded the refund first.
    await completeRefundRequest(tx, {
      paymentId: refund.paymentId,
      bookingId: refund.bookingId,
      providerRefundId: refund.refundId,
      at: refund.at,
    });
    if (!payment) return undefined;
    const [booking] = await tx
      .update(bookings)
      .set({ status: 'refunded', updatedAt: refund.at })
      .where(eq(bookings.id, refund.bookingId))
      .returning();
    if (!booking) throw new Error('the refunded booking is gone');
    await recordBookingEvent(tx, {
      bookingId: refund.bookingId,
      type: 'refunded',
      actor: refund.actor,
      at: refund.at,
      data: { refundId: refund.refundId, refundCents: refund.refundCents, paymentId: refund.paymentId },
    });
    await recordMoneyMovement(tx, {
      bookingId: refund.bookingId,
      kind: 'refund',
      sourceRef: refund.refundId,
      amountCents: refund.refundCents,
      at: refund.at,
    });
    await alsoInTransaction(tx, booking);
    return booking;
  });
}
