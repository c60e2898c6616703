/**
 * Payment use cases: open (or reuse) a checkout for a booking, and confirm a checkout the provider says is
 * paid. A booking becomes paid only on the provider's word, never on the browser's.
 */
import type { FastifyBaseLogger } from 'fastify';
import { checkoutDescription } from '../../domain/checkout-description';
import { checkoutSessionFailedMessage, PAYMENT_MESSAGES } from '../../domain/messages';
import { dollarsToCents } from '../../domain/money';
import { PAYMENT_CONFIRMATION_MESSAGES } from '../../domain/payment-refusals';
import { checkMyBookingPath } from '../../domain/routes';
import { isBookingStatus } from '../../domain/statuses';
import { asCustomerBooking } from '../bookings';
import { recordBookingEvent } from '../db/booking-events';
import type { Database, Transaction } from '../db/client';
import type { BookingRow, PaymentRow } from '../db/schema';
import { AppError } from '../errors';
import { type MailSettings, queuePaymentReceived } from '../mail';
import { CHECKOUT_SESSION_ID_PLACEHOLDER, type PaymentProvider } from './payment-provider';
import {
  countCheckoutAttempts,
  findBookingStatus,
  findPaymentByReference,
  findReusableCheckout,
  markPaymentPaid,
  type OpenedCheckout,
  recordOpenedCheckout,
  recordOpenedCheckoutIn,
} from './payments.queries';

export interface PaymentsDeps {
  db: Database;
  mail: MailSettings;
  provider: PaymentProvider;
  /** The site's public address, base of the return URLs. */
  publicUrl: string;
  now: () => Date;
}

/** A checkout about to expire is not handed out again: the traveller needs time to type a card. */
const REUSE_MARGIN_MS = 10 * 60 * 1000;

/** The success page; the provider fills the session id in (the placeholder must stay unencoded). */
export function checkoutSuccessUrl(publicUrl: string, booking: { email: string; lastName: string }): string {
  const query = new URLSearchParams({ email: booking.email, lastName: booking.lastName });
  return `${publicUrl}/success?session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}&${query.toString()}`;
}

/** Back without paying: Check My Booking, which looks the booking up and offers Pay Now. */
export function checkoutCancelUrl(publicUrl: string, booking: { email: string; lastName: string }): string {
  return `${publicUrl}${checkMyBookingPath(booking)}`;
}

/**
 * The URL where the booking can be paid: its open checkout if one is still good, else a new one. The
 * amount is the booking's stored total. Provider failures are thrown to the caller. A booking this very
 * request inserted (`fresh`) has had no checkout yet: its first is opened without asking the table.
 */
export async function openCheckout(
  deps: PaymentsDeps,
  booking: BookingRow,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<string> {
  // Numbered by attempt: a concurrent twin of this request gets the same session from the provider,
  // while a later Pay Now (after an expiry or a failure) gets a fresh one. Counted before looking for a
  // reusable checkout, so a twin that records its checkout in between is found rather than doubled (and
  // a twin's record of the same session is taken once: recordOpenedCheckout ignores the second).
  const attempt = fresh ? 0 : await countCheckoutAttempts(deps.db, booking.id);
  if (!fresh) {
    const reuseUntil = new Date(deps.now().getTime() + REUSE_MARGIN_MS);
    const reusable = await findReusableCheckout(deps.db, booking.id, reuseUntil);
    if (reusable?.checkoutUrl) return reusable.checkoutUrl;
  }
  const opened = await newCheckout(deps, booking, attempt);
  await recordOpenedCheckout(deps.db, opened);
  return opened.url;
}

/**
 * The first checkout of a booking being inserted in `tx`, written in that transaction and committed with
 * the booking (decision 063): only for a provider whose checkouts are rows of our own database, as no
 * network call may hold a transaction open. A failure is thrown, and takes the transaction with it.
 */
export async function openFirstCheckoutIn(
  deps: PaymentsDeps,
  tx: Transaction,
  booking: BookingRow,
): Promise<string> {
  if (!deps.provider.checkoutsInOurDatabase) {
    throw new Error(`the ${deps.provider.name} provider's checkouts cannot join our transaction`);
  }
  const opened = await newCheckout(deps, booking, 0, tx);
  await recordOpenedCheckoutIn(tx, opened);
  return opened.url;
}

/** A new session from the provider for the booking's stored total, as our record of it will read. */
async function newCheckout(
  deps: PaymentsDeps,
  booking: BookingRow,
  attempt: number,
  transaction?: Transaction,
): Promise<OpenedCheckout> {
  const amountCents = dollarsToCents(booking.totalPrice);
  const session = await deps.provider.createCheckout({
    bookingId: booking.id,
    amountCents,
    currency: 'usd',
    description: checkoutDescription({
      from: booking.fromLocation,
      to: booking.toLocation,
      passengers: booking.passengers,
    }),
    customerEmail: booking.email,
    successUrl: checkoutSuccessUrl(deps.publicUrl, booking),
    cancelUrl: checkoutCancelUrl(deps.publicUrl, booking),
    idempotencyKey: `booking-${booking.id}-checkout-${attempt + 1}`,
    ...(transaction ? { transaction } : {}),
  });
  return {
    bookingId: booking.id,
    provider: deps.provider.name,
    sessionId: session.sessionId,
    url: session.url,
    amountCents,
    expiresAt: session.expiresAt,
    at: deps.now(),
  };
}

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'the payment provider did not answer';
}

/**
 * For a new booking: a checkout, or, when the provider fails, the spec's message and a `checkout-failed`
 * event. The booking stays pending and payable later through Pay Now.
 */
export async function openCheckoutOrRecordFailure(
  deps: PaymentsDeps,
  booking: BookingRow,
  log: FastifyBaseLogger,
  options: { fresh?: boolean } = {},
): Promise<{ checkoutUrl: string | null; checkoutError?: string }> {
  try {
    return { checkoutUrl: await openCheckout(deps, booking, options) };
  } catch (err) {
    log.error({ err, bookingId: booking.id }, 'could not open a checkout; the booking stays pending');
    const reason = reasonOf(err);
    await recordBookingEvent(deps.db, {
      bookingId: booking.id,
      type: 'checkout-failed',
      actor: 'system',
      at: deps.now(),
      data: { provider: deps.provider.name, reason },
    });
    return { checkoutUrl: null, checkoutError: checkoutSessionFailedMessage(reason) };
  }
}

/** Pay Now: like openCheckout, but a provider failure answers 502 with the spec's message. */
export async function openCheckoutForPayNow(
  deps: PaymentsDeps,
  booking: BookingRow,
  log: FastifyBaseLogger,
): Promise<string> {
  try {
    return await openCheckout(deps, booking);
  } catch (err) {
    log.error({ err, bookingId: booking.id }, 'could not open a checkout for Pay Now');
    await recordBookingEvent(deps.db, {
      bookingId: booking.id,
      type: 'checkout-failed',
      actor: 'system',
      at: deps.now(),
      data: { provider: deps.provider.name, reason: reasonOf(err) },
    });
    throw new AppError('bad-gateway', PAYMENT_MESSAGES.processFailed);
  }
}

async function bookingAnswer(deps: PaymentsDeps, bookingId: string) {
  const status = await findBookingStatus(deps.db, bookingId);
  if (!status || !isBookingStatus(status)) {
    throw new AppError('not-found', PAYMENT_CONFIRMATION_MESSAGES.notFound);
  }
  return { bookingId, status };
}

/**
 * The success page hands over the session id (or payment intent id) from the return URL; the provider is
 * asked whether it was paid. Idempotent: confirming a confirmed payment changes nothing.
 */
export async function confirmPayment(deps: PaymentsDeps, reference: string, log: FastifyBaseLogger) {
  const payment = await findPaymentByReference(deps.db, reference);
  if (!payment) throw new AppError('not-found', PAYMENT_CONFIRMATION_MESSAGES.notFound);
  if (payment.status === 'paid') return bookingAnswer(deps, payment.bookingId);

  let verified: Awaited<ReturnType<PaymentProvider['verifyCheckout']>>;
  try {
    verified = await deps.provider.verifyCheckout(payment.checkoutSessionId);
  } catch (err) {
    log.error({ err, bookingId: payment.bookingId }, 'could not verify a checkout with the provider');
    throw new AppError('bad-gateway', PAYMENT_MESSAGES.processFailed);
  }
  if (verified?.status !== 'paid' || !verified.paymentIntentId) {
    throw new AppError('conflict', PAYMENT_CONFIRMATION_MESSAGES.notCompleted);
  }
  const outcome = await recordPaidCheckout(
    deps,
    deps.db,
    payment,
    verified.paymentIntentId,
    verified.amountCents,
    log,
  );
  if (outcome === 'short') throw new AppError('conflict', PAYMENT_CONFIRMATION_MESSAGES.notCompleted);
  if (outcome === 'recorded') deps.mail.wake();
  return bookingAnswer(deps, payment.bookingId);
}

/**
 * The one way a checkout becomes paid, shared by the success page (confirmPayment) and the Stripe
 * webhook: whichever comes first records the payment, the booking's `paid` event and the receipt e-mail;
 * the other changes nothing. `db` may be the caller's transaction; the caller wakes the mailer after
 * its commit. 'short' when the provider reports less paid than the checkout asked for.
 */
export async function recordPaidCheckout(
  deps: PaymentsDeps,
  db: Database,
  payment: PaymentRow,
  paymentIntentId: string,
  amountCents: number,
  log: FastifyBaseLogger,
): Promise<'recorded' | 'unchanged' | 'short'> {
  if (amountCents < payment.amountCents) {
    log.error(
      { bookingId: payment.bookingId, expected: payment.amountCents, paid: amountCents },
      'the provider reports less paid than the checkout asked for; not marking the booking paid',
    );
    return 'short';
  }
  const paidAt = deps.now();
  const recorded = await markPaymentPaid(
    db,
    { id: payment.id, bookingId: payment.bookingId, paymentIntentId, amountCents },
    paidAt,
    async (tx, booking) =>
      queuePaymentReceived(tx, deps.mail, await asCustomerBooking(booking, deps.db, tx), amountCents, paidAt),
  );
  if (!recorded) return 'unchanged';
  log.info({ bookingId: payment.bookingId, amountCents, provider: deps.provider.name }, 'payment confirmed');
  return 'recorded';
}
