/**
 * A refund of 95% of what was paid (SPEC sections 4 and 9), back to the card through the payment provider,
 * then the booking `refunded`, a `refunded` event signed by whoever asked and the refund e-mail. Shared by
 * the admin's refund action and the traveller's own cancellation. Once per payment: the
 * provider is asked with an idempotency key of the booking and the payment, so a retry after a lost answer
 * gets the same refund; and our record changes only a payment still `paid` (refunds.queries.ts).
 * Each refund is first written as a request (refund-requests.queries.ts), so none can drift unseen.
 */

import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_ACTION_MESSAGES } from '../../domain/messages';
import { refundAmountCents } from '../../domain/refunds';
import { asCustomerBooking } from '../bookings';
import type { BookingEventActor } from '../db/booking-events';
import { findBookingById } from '../db/booking-reads';
import type { Database, Transaction } from '../db/client';
import type { BookingRow, PaymentRow } from '../db/schema';
import { AppError } from '../errors';
import { type MailSettings, queueRefund } from '../mail';
import type { PaymentProvider } from './payment-provider';
import { describeRefundFailure } from './refund-failure';
import { claimRefundRequest, recordRefundFailure, releaseRefundClaim } from './refund-requests.queries';
import { findSettledPayment, recordRefund } from './refunds.queries';

/** Ours: the spec words neither refusal. */
const REFUND_REFUSALS = {
  nothingPaid: 'This booking has no payment to refund',
  alreadyRefunded: 'This booking has already been refunded',
} as const;

function refundIdempotencyKey(bookingId: string, paymentId: string): string {
  return `refund-${bookingId}-${paymentId}`;
}

export interface RefundDeps {
  db: Database;
  mail: MailSettings;
  provider: PaymentProvider;
  now: () => Date;
}

/** What a booking's settled payment leaves to refund: 95% of what was paid and not refunded yet. */
export async function refundablePayment(
  db: Database,
  booking: Pick<BookingRow, 'id' | 'status'>,
): Promise<{ payment: PaymentRow & { paymentIntentId: string }; paidCents: number; refundCents: number }> {
  const payment = await findSettledPayment(db, booking.id);
  // A payment `refunding` is another request's claim: claimRefundRequest refuses it while that request is
  // under way, and takes it over once its lease is past (a server that crashed, or whose write failed).
  if (booking.status === 'refunded' || payment?.status === 'refunded') {
    throw new AppError('conflict', REFUND_REFUSALS.alreadyRefunded);
  }
  const paidCents = payment ? payment.amountCents - payment.refundedCents : 0;
  const refundCents = refundAmountCents(paidCents);
  if (!payment?.paymentIntentId || refundCents <= 0) {
    throw new AppError('conflict', REFUND_REFUSALS.nothingPaid);
  }
  return { payment: { ...payment, paymentIntentId: payment.paymentIntentId }, paidCents, refundCents };
}

/**
 * Refunds the booking's settled payment and records it; answers the refunded booking and the cents. The
 * refund request is written (with the payment's claim) before the provider is asked, so a failure is kept
 * for the card ('Refund failed', 'Retry Refund') and a retry asks with the same idempotency key and amount.
 * A concurrent twin holding the claim makes this one answer 409 'already refunded'.
 */
export async function refundPaidBooking(
  deps: RefundDeps,
  booking: Pick<BookingRow, 'id' | 'status'>,
  actor: BookingEventActor,
  log: FastifyBaseLogger,
  alsoInTransaction: (tx: Transaction, row: BookingRow) => Promise<void> = async () => {},
): Promise<{ booking: BookingRow; refundCents: number }> {
  const id = booking.id;
  const { payment, refundCents: due } = await refundablePayment(deps.db, booking);
  const request = await claimRefundRequest(deps.db, {
    bookingId: id,
    paymentId: payment.id,
    amountCents: due,
    idempotencyKey: refundIdempotencyKey(id, payment.id),
    actor,
    at: deps.now(),
  });
  if (!request) throw new AppError('conflict', REFUND_REFUSALS.alreadyRefunded);
  // An earlier attempt's amount and key: the provider replays a refund it already made instead of a second.
  const refundCents = request.amountCents;
  let refundId: string;
  try {
    ({ refundId } = await deps.provider.refund({
      paymentIntentId: payment.paymentIntentId,
      amountCents: refundCents,
      idempotencyKey: request.idempotencyKey,
    }));
  } catch (err) {
    const failure = describeRefundFailure(err);
    await recordRefundFailure(deps.db, { request, reason: failure.reason, actor, at: deps.now() }, (tx) =>
      releaseRefundClaim(tx, payment.id),
    );
    // The line an operator acts on: which booking, why, and that the card offers the retry.
    log.error(
      {
        bookingId: id,
        paymentId: payment.id,
        provider: deps.provider.name,
        reason: failure.reason,
        errorType: failure.errorType,
        errorCode: failure.errorCode,
        attempt: request.attempts,
      },
      "refund failed at the payment provider: the booking's card shows 'Refund failed' with 'Retry Refund'",
    );
    throw new AppError('bad-gateway', ADMIN_ACTION_MESSAGES.refundFailed);
  }
  const refunded = await recordRefund(
    deps.db,
    { paymentId: payment.id, bookingId: id, refundCents, refundId, actor, at: deps.now() },
    async (tx, row) => {
      await queueRefund(tx, deps.mail, await asCustomerBooking(row, deps.db, tx), refundCents);
      await alsoInTransaction(tx, row);
    },
  );
  if (!refunded) {
    // Stripe's charge.refunded recorded this very refund first (and told the traveller): it is made.
    const current = await findBookingById(deps.db, id);
    if (current?.status !== 'refunded') throw new AppError('conflict', REFUND_REFUSALS.alreadyRefunded);
    log.info({ bookingId: id, refundCents, refundId }, 'refund already recorded from the provider');
    return { booking: current, refundCents };
  }
  deps.mail.wake();
  log.info({ bookingId: id, refundCents, refundId, provider: deps.provider.name }, 'booking refunded');
  return { booking: refunded, refundCents };
}
