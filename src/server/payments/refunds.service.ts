/**
 * A refund of 95% of what was paid (SPEC sections 4 and 9), back to the card through the payment provider,
 * then the booking `refunded`, a `refunded` event signed by whoever asked and the refund e-mail. Shared by
 * the admin's refund action and the traveller's own cancellation (issue 16). Once per payment: the
 * provider is asked with an idempotency key of the booking and the payment, so a retry after a lost answer
 * gets the same refund; and our record changes only a payment still `paid` (refunds.queries.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_ACTION_MESSAGES } from '../../domain/messages';
import { refundAmountCents } from '../../domain/refunds';
import { toCustomerBooking } from '../bookings/bookings.mapper';
import type { BookingEventActor } from '../db/booking-events';
import type { Database, Transaction } from '../db/client';
import type { BookingRow, PaymentRow } from '../db/schema';
import { AppError } from '../errors';
import { type MailSettings, queueRefund } from '../mail/booking-notifications';
import type { PaymentProvider } from './payment-provider';
import {
  claimPaymentForRefund,
  findSettledPayment,
  recordRefund,
  releaseRefundClaim,
} from './refunds.queries';

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
  if (booking.status === 'refunded' || payment?.status === 'refunded' || payment?.status === 'refunding') {
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
 * Refunds the booking's settled payment and records it; answers the refunded booking and the cents. A
 * concurrent twin that recorded the same refund first makes this one answer 409 'already refunded'.
 */
export async function refundPaidBooking(
  deps: RefundDeps,
  booking: Pick<BookingRow, 'id' | 'status'>,
  actor: BookingEventActor,
  log: FastifyBaseLogger,
  alsoInTransaction: (tx: Transaction, row: BookingRow) => Promise<void> = async () => {},
): Promise<{ booking: BookingRow; refundCents: number }> {
  const id = booking.id;
  const { payment, refundCents } = await refundablePayment(deps.db, booking);
  if (!(await claimPaymentForRefund(deps.db, payment.id, deps.now()))) {
    throw new AppError('conflict', REFUND_REFUSALS.alreadyRefunded);
  }
  let refundId: string;
  try {
    ({ refundId } = await deps.provider.refund({
      paymentIntentId: payment.paymentIntentId,
      amountCents: refundCents,
      idempotencyKey: refundIdempotencyKey(id, payment.id),
    }));
  } catch (err) {
    await releaseRefundClaim(deps.db, payment.id);
    log.error(
      { err, bookingId: id, provider: deps.provider.name },
      'the payment provider refused the refund',
    );
    throw new AppError('bad-gateway', ADMIN_ACTION_MESSAGES.refundFailed);
  }
  const refunded = await recordRefund(
    deps.db,
    { paymentId: payment.id, bookingId: id, refundCents, refundId, actor, at: deps.now() },
    async (tx, row) => {
      await queueRefund(tx, deps.mail, toCustomerBooking(row), refundCents);
      await alsoInTransaction(tx, row);
    },
  );
  // A concurrent twin recorded this very refund (the provider answered both with it) a moment earlier.
  if (!refunded) throw new AppError('conflict', REFUND_REFUSALS.alreadyRefunded);
  deps.mail.wake();
  log.info({ bookingId: id, refundCents, refundId, provider: deps.provider.name }, 'booking refunded');
  return { booking: refunded, refundCents };
}
