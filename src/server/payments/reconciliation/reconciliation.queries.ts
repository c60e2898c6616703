/** SQL of the reconciliation with the provider: our payments by the provider's references, and the differences found. */
import { and, eq, gte, inArray, lte, min, notInArray, sql } from 'drizzle-orm';
import { dollarsToCents } from '../../../domain/money';
import type { PaymentDifference } from '../../../domain/reconciliation';
import type { OurRefund } from '../../../domain/reconciliation-refunds';
import { recordBookingEvent } from '../../db/booking-events';
import type { Database } from '../../db/client';
import { bookings, type PaymentRow, paymentDifferences, payments, refundRequests } from '../../db/schema';

/** When the oldest difference still open with this provider was made at the provider; null when none. */
export async function oldestOpenDifference(db: Database, provider: string): Promise<Date | null> {
  const [row] = await db
    .select({ oldest: min(paymentDifferences.providerCreatedAt) })
    .from(paymentDifferences)
    .where(eq(paymentDifferences.provider, provider));
  return row?.oldest ? new Date(row.oldest) : null;
}

export async function findPaymentsBySessions(
  db: Database,
  provider: string,
  sessionIds: readonly string[],
): Promise<Map<string, PaymentRow>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), inArray(payments.checkoutSessionId, [...sessionIds])));
  return new Map(rows.map((row) => [row.checkoutSessionId, row]));
}

export async function findPaymentsByIntents(
  db: Database,
  provider: string,
  intentIds: readonly string[],
): Promise<Map<string, PaymentRow>> {
  if (intentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), inArray(payments.paymentIntentId, [...intentIds])));
  return new Map(rows.map((row) => [row.paymentIntentId ?? '', row]));
}

/** Our payments with this provider held paid or refunded, made between the two instants. */
export async function findSettledPaymentsBetween(
  db: Database,
  provider: string,
  from: Date,
  to: Date,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        inArray(payments.status, ['paid', 'refunded']),
        gte(payments.createdAt, from),
        lte(payments.createdAt, to),
      ),
    );
}

/** Our refunds with this provider completed between the two instants (refund_requests_completed_idx). */
export async function findRefundsCompletedBetween(
  db: Database,
  provider: string,
  from: Date,
  to: Date,
): Promise<OurRefund[]> {
  const rows = await db
    .select({
      bookingId: refundRequests.bookingId,
      paymentIntentId: payments.paymentIntentId,
      amountCents: refundRequests.amountCents,
      providerRefundId: refundRequests.providerRefundId,
      completedAt: refundRequests.completedAt,
    })
    .from(refundRequests)
    .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
    .where(
      and(
        eq(refundRequests.status, 'succeeded'),
        gte(refundRequests.completedAt, from),
        lte(refundRequests.completedAt, to),
        eq(payments.provider, provider),
      ),
    );
  return rows.flatMap((row) =>
    row.paymentIntentId && row.completedAt
      ? [{ ...row, paymentIntentId: row.paymentIntentId, completedAt: row.completedAt }]
      : [],
  );
}

/**
 * A checkout the provider has and our `payments` table lacks (its insert failed after the provider opened
 * it): recorded open, for the booking's stored total as openCheckout asks, with its `checkout-opened`
 * event, so the payment is then recorded as the webhook would. Undefined when the booking is not ours.
 */
export async function recordFoundCheckout(
  db: Database,
  checkout: { bookingId: string; provider: string; sessionId: string; at: Date },
): Promise<PaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ totalPrice: bookings.totalPrice })
      .from(bookings)
      .where(eq(bookings.id, checkout.bookingId));
    if (!booking) return undefined;
    const amountCents = dollarsToCents(booking.totalPrice);
    const [inserted] = await tx
      .insert(payments)
      .values({
        bookingId: checkout.bookingId,
        provider: checkout.provider,
        checkoutSessionId: checkout.sessionId,
        amountCents,
        currency: 'usd',
        status: 'open',
        createdAt: checkout.at,
        updatedAt: checkout.at,
      })
      .onConflictDoNothing({ target: [payments.provider, payments.checkoutSessionId] })
      .returning();
    if (inserted) {
      await recordBookingEvent(tx, {
        bookingId: checkout.bookingId,
        type: 'checkout-opened',
        actor: 'system',
        at: checkout.at,
        data: {
          provider: checkout.provider,
          sessionId: checkout.sessionId,
          amountCents,
          foundBy: 'reconciliation',
        },
      });
      return inserted;
    }
    const [existing] = await tx
      .select()
      .from(payments)
      .where(
        and(eq(payments.provider, checkout.provider), eq(payments.checkoutSessionId, checkout.sessionId)),
      );
    return existing;
  });
}

/**
 * Stores this run's differences and deletes those of this provider the run looked at again (made at the
 * provider at or after `since`) and found agreeing. One transaction: the view never shows half a run.
 */
export async function saveDifferences(
  db: Database,
  provider: string,
  since: Date,
  differences: readonly PaymentDifference[],
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const kept: string[] = [];
    for (const difference of differences) {
      const [row] = await tx
        .insert(paymentDifferences)
        .values({ ...difference, provider, foundAt: at })
        .onConflictDoUpdate({
          target: [paymentDifferences.provider, paymentDifferences.reference, paymentDifferences.kind],
          set: {
            ours: difference.ours,
            theirs: difference.theirs,
            bookingId: difference.bookingId,
            providerCreatedAt: difference.providerCreatedAt,
          },
        })
        .returning({ id: paymentDifferences.id });
      if (row) kept.push(row.id);
    }
    await tx
      .delete(paymentDifferences)
      .where(
        and(
          eq(paymentDifferences.provider, provider),
          gte(paymentDifferences.providerCreatedAt, since),
          kept.length > 0 ? notInArray(paymentDifferences.id, kept) : sql`true`,
        ),
      );
  });
}
