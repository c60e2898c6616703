/** A booking's open checkouts, and our record of one the provider closed. */
import { and, eq } from 'drizzle-orm';
import { type BookingEventActor, recordBookingEvent } from '../db/booking-events';
import type { Database } from '../db/client';
import { type PaymentRow, payments } from '../db/schema';

export async function findOpenCheckouts(db: Database, bookingId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'open')));
}

/** Our record of a checkout the provider closed: `expired`, with a `checkout-expired` event. */
export async function markCheckoutExpired(
  db: Database,
  payment: PaymentRow,
  at: Date,
  actor: BookingEventActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [expired] = await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: at })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'open')))
      .returning({ id: payments.id });
    if (!expired) return;
    await recordBookingEvent(tx, {
      bookingId: payment.bookingId,
      type: 'checkout-expired',
      actor,
      at,
      data: { provider: payment.provider, sessionId: payment.checkoutSessionId },
    });
  });
}
