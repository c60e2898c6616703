import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type BookingEventActor, recordBookingEvent } from '../db/booking-events';
import type { Database, Transaction } from '../db/client';
import { recordMoneyMovement } from '../db/money-movements';
import { type BookingRow, bookings, type PaymentRow, payments } from '../db/schema';

/** A claim older than this is a crashed server's: another request may take the refund over. */
const REFUND_CLAIM_LEASE_MS = 2 * 60 * 1000;

/**
 * Claims a paid payment for one refund request (issue 16: an admin and a traveller, or two tabs, at once):
 * `refunding` while the provider is asked, so a twin request finds it taken and answers at once. Answers
 * whether this request holds the claim.
 */
export async function claimPaymentForRefund(db: Database, paymentId: string, at: Date): Promise<boolean> {
  const staleBefore = new Date(at.getTime() - REFUND_CLAIM_LEASE_MS);
  const claimed = await db
    .update(payments)
    .set({ status: 'refunding', updatedAt: at })
    .where(
      and(
        eq(payments.id, paymentId),
        sql`(${payments.status} = 'paid' or (${payments.status} = 'refunding' and ${payments.updatedAt} < ${staleBefore.toISOString()}))`,
      ),
    )
    .returning({ id: payments.id });
  return claimed.length > 0;
}

/** The provider failed: the payment is paid again, for a retry. */
export async function releaseRefundClaim(db: Database, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'paid' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunding')));
}

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
