/**
 * What a verified Stripe event does to our bookings and payments. Each event is applied once (claimed by
 * its id in the same transaction), each effect is guarded by the state it changes from, so replays,
 * retries and events out of order change nothing twice, and the success page and the webhook reach the
 * same state whichever comes first.
 */
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { asCustomerBooking } from '../../bookings';
import type { Database } from '../../db/client';
import { queueRefund } from '../../mail';
import { findPaymentBySession } from '../payments.queries';
import { type PaymentsDeps, recordPaidCheckout } from '../payments.service';
import {
  claimStripeEvent,
  findStripePaymentByIntent,
  markCheckoutUnpaid,
  recordChargeRefunded,
} from './stripe-webhook.queries';

/** What an event did, for the log line: 'duplicate' for a replay, 'ignored' for nothing to do. */
type Outcome = {
  result: 'applied' | 'unchanged' | 'ignored' | 'duplicate';
  bookingId?: string;
  mail?: boolean;
};

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function onCheckoutPaid(
  deps: PaymentsDeps,
  tx: Database,
  session: Stripe.Checkout.Session,
  log: FastifyBaseLogger,
): Promise<Outcome> {
  const payment = await findPaymentBySession(tx, 'stripe', session.id);
  if (!payment) return { result: 'ignored' };
  const bookingId = payment.bookingId;
  const paymentIntentId = idOf(session.payment_intent);
  // Card payments are paid at completion; bank debits complete unpaid and succeed (or fail) later.
  if (session.payment_status !== 'paid' || !paymentIntentId) return { result: 'ignored', bookingId };
  if (session.metadata?.booking_id && session.metadata.booking_id !== bookingId) {
    log.error({ bookingId, sessionId: session.id }, 'a Stripe session names another booking; ignored');
    return { result: 'ignored', bookingId };
  }
  const outcome = await recordPaidCheckout(
    deps,
    tx,
    payment,
    paymentIntentId,
    session.amount_total ?? 0,
    log,
  );
  return {
    result: outcome === 'recorded' ? 'applied' : 'unchanged',
    bookingId,
    mail: outcome === 'recorded',
  };
}

async function onCheckoutUnpaid(
  deps: PaymentsDeps,
  tx: Database,
  session: Stripe.Checkout.Session,
  outcome: 'failed' | 'expired',
): Promise<Outcome> {
  const payment = await findPaymentBySession(tx, 'stripe', session.id);
  if (!payment) return { result: 'ignored' };
  const changed = await markCheckoutUnpaid(tx, payment, outcome, deps.now());
  return { result: changed ? 'applied' : 'unchanged', bookingId: payment.bookingId };
}

async function onChargeRefunded(deps: PaymentsDeps, tx: Database, charge: Stripe.Charge): Promise<Outcome> {
  const paymentIntentId = idOf(charge.payment_intent);
  const payment = paymentIntentId ? await findStripePaymentByIntent(tx, paymentIntentId) : undefined;
  if (!payment || !paymentIntentId || charge.amount_refunded <= 0) return { result: 'ignored' };
  const changed = await recordChargeRefunded(
    tx,
    payment,
    { paymentIntentId, amountRefundedCents: charge.amount_refunded },
    deps.now(),
    async (inner, booking, refundedCents) =>
      queueRefund(inner, deps.mail, await asCustomerBooking(booking, deps.db, inner), refundedCents),
  );
  return { result: changed ? 'applied' : 'unchanged', bookingId: payment.bookingId, mail: changed };
}

function apply(
  deps: PaymentsDeps,
  tx: Database,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return onCheckoutPaid(deps, tx, event.data.object, log);
    case 'checkout.session.async_payment_failed':
      return onCheckoutUnpaid(deps, tx, event.data.object, 'failed');
    case 'checkout.session.expired':
      return onCheckoutUnpaid(deps, tx, event.data.object, 'expired');
    case 'charge.refunded':
      return onChargeRefunded(deps, tx, event.data.object);
    default:
      // Acknowledged so Stripe stops sending it; we subscribe only to the events above anyway.
      return Promise.resolve({ result: 'ignored' });
  }
}

/** Applies a verified event once; throws (and remembers nothing) when the database fails, so Stripe retries. */
export async function handleStripeEvent(
  deps: PaymentsDeps,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<void> {
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    if (!(await claimStripeEvent(tx, event, deps.now()))) return { result: 'duplicate' };
    return apply(deps, tx, event, log);
  });
  if (outcome.mail) deps.mail.wake();
  // A replay is logged with the booking its checkout names, so the operator can follow it.
  const named = (event.data.object as { metadata?: Record<string, string> | null }).metadata?.booking_id;
  // One line per event: its type and booking, never the session or charge (they name the card holder).
  log.info(
    {
      stripeEventId: event.id,
      type: event.type,
      bookingId: outcome.bookingId ?? named,
      result: outcome.result,
    },
    'stripe event',
  );
}
