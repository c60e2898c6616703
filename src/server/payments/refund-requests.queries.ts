/**
 * SQL of the durable refund request: written in the transaction that claims the payment, before
 * the provider is called, and moved to `succeeded` or `failed` with the booking's `refund_failure` (what the
 * card and Needs attention read) in the same transaction, so the two never disagree.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type BookingEventActor, recordBookingEvent } from '../db/booking-events';
import type { Database, Transaction } from '../db/client';
import { bookings, payments, type RefundRequestRow, refundRequests } from '../db/schema';

/** A claim older than this is a crashed server's: another request may take the refund over. */
const REFUND_CLAIM_LEASE_MS = 2 * 60 * 1000;

/**
 * Claims a paid payment for one refund request (an admin and a traveller, or two tabs, at once):
 * `refunding` while the provider is asked, so a twin request finds it taken and answers at once. Answers
 * whether this request holds the claim.
 */
async function claimPaymentForRefund(
  db: Database | Transaction,
  paymentId: string,
  at: Date,
): Promise<boolean> {
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
export async function releaseRefundClaim(db: Database | Transaction, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'paid' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunding')));
}

/**
 * Claims the paid payment (`refunding`) and writes its refund request in one transaction: a new one, or the
 * payment's earlier one asked again (a retry after a failure, or a crashed server's claim taken over), which
 * keeps its idempotency key and amount, so the provider replays a refund it already made rather than make
 * a second. Undefined when another request holds the claim.
 */
export async function claimRefundRequest(
  db: Database,
  request: {
    bookingId: string;
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
    actor: BookingEventActor;
    at: Date;
  },
): Promise<RefundRequestRow | undefined> {
  return db.transaction(async (tx) => {
    if (!(await claimPaymentForRefund(tx, request.paymentId, request.at))) return undefined;
    const [row] = await tx
      .insert(refundRequests)
      .values({
        bookingId: request.bookingId,
        paymentId: request.paymentId,
        amountCents: request.amountCents,
        idempotencyKey: request.idempotencyKey,
        status: 'requested',
        requestedBy: request.actor,
        createdAt: request.at,
        updatedAt: request.at,
      })
      .onConflictDoUpdate({
        target: refundRequests.paymentId,
        set: {
          status: sql`case when ${refundRequests.status} = 'succeeded' then 'succeeded' else 'requested' end`,
          failureReason: null,
          requestedBy: request.actor,
          attempts: sql`${refundRequests.attempts} + 1`,
          updatedAt: request.at,
        },
      })
      .returning();
    // Asked again: the card no longer says it failed while the provider is asked.
    await tx.update(bookings).set({ refundFailure: null }).where(eq(bookings.id, request.bookingId));
    return row;
  });
}

/**
 * The provider's call failed: the request `failed` with the operator's reason, the booking's card says so,
 * a `refund-failed` history line, and the payment `paid` again for a retry; one transaction. A request the
 * webhook completed meanwhile stays succeeded (and the payment refunded): answers whether it failed.
 */
export async function recordRefundFailure(
  db: Database,
  failure: { request: RefundRequestRow; reason: string; actor: BookingEventActor; at: Date },
  releaseClaim: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  const { request, reason, at } = failure;
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(refundRequests)
      .set({ status: 'failed', failureReason: reason, updatedAt: at })
      .where(and(eq(refundRequests.id, request.id), eq(refundRequests.status, 'requested')))
      .returning({ id: refundRequests.id });
    if (failed.length === 0) return false;
    await releaseClaim(tx);
    await tx.update(bookings).set({ refundFailure: reason }).where(eq(bookings.id, request.bookingId));
    await recordBookingEvent(tx, {
      bookingId: request.bookingId,
      type: 'refund-failed',
      actor: failure.actor,
      at,
      data: { reason, refundCents: request.amountCents, paymentId: request.paymentId },
    });
    return true;
  });
}

/**
 * The refund is made (the provider's answer, or its `charge.refunded`): the payment's request `succeeded`
 * and the booking's card no longer says it failed. Called in the transaction that records the refund.
 */
export async function completeRefundRequest(
  tx: Transaction,
  completed: { paymentId: string; bookingId: string; providerRefundId: string | null; at: Date },
): Promise<void> {
  await tx
    .update(refundRequests)
    .set({
      status: 'succeeded',
      failureReason: null,
      providerRefundId: sql`coalesce(${completed.providerRefundId}, ${refundRequests.providerRefundId})`,
      completedAt: sql`coalesce(${refundRequests.completedAt}, ${completed.at.toISOString()}::timestamptz)`,
      updatedAt: completed.at,
    })
    .where(eq(refundRequests.paymentId, completed.paymentId));
  await tx.update(bookings).set({ refundFailure: null }).where(eq(bookings.id, completed.bookingId));
}
