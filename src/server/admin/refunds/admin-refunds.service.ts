/**
 * The refund action (SPEC sections 4 and 9): 95% of what was paid, back to the card through the payment
 * provider, then the booking `refunded` and the refund e-mail. Once per payment: the provider is asked with
 * an idempotency key of the booking and the payment, so a retry after a lost answer gets the same refund;
 * and our record changes only a payment still `paid` (admin-refunds.queries.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_ACTION_MESSAGES } from '../../../domain/messages';
import { refundAmountCents } from '../../../domain/refunds';
import type { AdminRefundResponse } from '../../../domain/schemas/admin-api';
import type { BookingEventActor } from '../../db/booking-events';
import { AppError } from '../../errors';
import { queueRefund } from '../../mail/booking-notifications';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { AdminDeps } from '../admin-deps';
import { findBookingOrNotFound } from '../bookings/admin-booking-lookup';
import { toAdminBooking } from '../bookings/admin-bookings.mapper';
import { findSettledPayment, recordRefund } from './admin-refunds.queries';

/** Ours: the spec words neither refusal. */
export const REFUND_REFUSALS = {
  nothingPaid: 'This booking has no payment to refund',
  alreadyRefunded: 'This booking has already been refunded',
} as const;

export function refundIdempotencyKey(bookingId: string, paymentId: string): string {
  return `refund-${bookingId}-${paymentId}`;
}

export async function refundBooking(
  deps: AdminDeps & { provider: PaymentProvider },
  id: string,
  actor: BookingEventActor,
  log: FastifyBaseLogger,
): Promise<AdminRefundResponse> {
  const booking = await findBookingOrNotFound(deps.db, id);
  const payment = await findSettledPayment(deps.db, id);
  if (booking.status === 'refunded' || payment?.status === 'refunded') {
    throw new AppError('conflict', REFUND_REFUSALS.alreadyRefunded);
  }
  const paidCents = payment ? payment.amountCents - payment.refundedCents : 0;
  const refundCents = refundAmountCents(paidCents);
  if (!payment?.paymentIntentId || refundCents <= 0) {
    throw new AppError('conflict', REFUND_REFUSALS.nothingPaid);
  }

  let refundId: string;
  try {
    ({ refundId } = await deps.provider.refund({
      paymentIntentId: payment.paymentIntentId,
      amountCents: refundCents,
      idempotencyKey: refundIdempotencyKey(id, payment.id),
    }));
  } catch (err) {
    log.error(
      { err, bookingId: id, provider: deps.provider.name },
      'the payment provider refused the refund',
    );
    throw new AppError('bad-gateway', ADMIN_ACTION_MESSAGES.refundFailed);
  }

  const refunded = await recordRefund(
    deps.db,
    { paymentId: payment.id, bookingId: id, refundCents, refundId, actor, at: deps.now() },
    (tx, row) => queueRefund(tx, deps.mail, toAdminBooking(row), refundCents),
  );
  // A concurrent twin recorded this very refund (the provider answered both with it) a moment earlier.
  if (!refunded) throw new AppError('conflict', REFUND_REFUSALS.alreadyRefunded);
  deps.mail.wake();
  log.info({ bookingId: id, refundCents, refundId, provider: deps.provider.name }, 'booking refunded');
  return { booking: toAdminBooking(refunded), refundedCents: refundCents };
}
