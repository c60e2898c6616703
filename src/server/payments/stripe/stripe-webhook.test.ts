import { describe, expect, it } from 'vitest';
import { refundAmountCents } from '../../../domain/refunds';
import { bookingStatus, countRows, eventTypes, NOW } from '../../../testing/server/booking-fixtures';
import {
  bookWithStripe,
  paymentOf,
  postWebhook,
  receiptsFor,
  stripeMode,
  useStripeStandIn,
} from '../../../testing/server/stripe-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';

describe.each(TEST_ENGINES)('the Stripe webhook on %s', (engine) => {
  const database = useTestDatabase(engine);
  const standIn = useStripeStandIn();
  const app = useTestApp(
    database,
    stripeMode(standIn, () => NOW),
  );

  const paidCheckout = async () => {
    const booking = await bookWithStripe(app(), standIn());
    const session = standIn().markPaid(booking.sessionId);
    return { ...booking, session, paymentIntentId: session.payment_intent as string };
  };
  const completed = (session: object) => standIn().event('checkout.session.completed', session);

  it('marks the booking paid on checkout.session.completed, with its receipt', async () => {
    const { id, session, paymentIntentId } = await paidCheckout();
    const response = await postWebhook(app(), standIn(), completed(session));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await bookingStatus(database(), id)).toBe('paid');
    expect(await paymentOf(database(), id)).toMatchObject({
      status: 'paid',
      payment_intent_id: paymentIntentId,
    });
    expect(await eventTypes(database(), id)).toContain('paid');
    expect(await receiptsFor(database(), id)).toBe(1);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { id, session } = await paidCheckout();
    const event = completed(session);
    const wrongSecret = await postWebhook(app(), standIn(), event, { secret: 'whsec_someone_else' });
    const forged = await postWebhook(app(), standIn(), event, { signature: 't=1,v1=deadbeef' });
    const unsigned = await app().inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    for (const response of [wrongSecret, forged, unsigned]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid signature' });
    }
    // A body changed after signing no longer matches its signature.
    const { signature } = standIn().sign(event, 'whsec_stand_in');
    const tampered = await app().inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: JSON.stringify({ ...event, id: 'evt_other' }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await bookingStatus(database(), id)).toBe('pending');
    expect(await countRows(database(), 'stripe_events')).toBe(0);
  });

  it('applies a replayed event once: one paid event, one receipt', async () => {
    const { id, session } = await paidCheckout();
    const event = completed(session);
    for (let i = 0; i < 3; i += 1) {
      expect((await postWebhook(app(), standIn(), event)).statusCode).toBe(200);
    }
    // A second event about the same payment (Stripe may send both) changes nothing either.
    await postWebhook(app(), standIn(), standIn().event('checkout.session.async_payment_succeeded', session));
    expect((await eventTypes(database(), id)).filter((type) => type === 'paid')).toHaveLength(1);
    expect(await receiptsFor(database(), id)).toBe(1);
    expect(await countRows(database(), 'stripe_events')).toBe(2);
  });

  it('waits for a bank debit: completed unpaid changes nothing, async_payment_succeeded pays', async () => {
    const { id, sessionId } = await bookWithStripe(app(), standIn());
    const pending = { ...standIn().session(sessionId), status: 'complete', payment_status: 'unpaid' };
    await postWebhook(app(), standIn(), completed(pending));
    expect(await bookingStatus(database(), id)).toBe('pending');
    const session = standIn().markPaid(sessionId);
    await postWebhook(app(), standIn(), standIn().event('checkout.session.async_payment_succeeded', session));
    expect(await bookingStatus(database(), id)).toBe('paid');
    expect(await receiptsFor(database(), id)).toBe(1);
  });

  it('records a failed bank debit; the booking stays pending and Pay Now opens a new checkout', async () => {
    const { id, sessionId } = await bookWithStripe(app(), standIn());
    const failed = { ...standIn().session(sessionId), status: 'complete', payment_status: 'unpaid' };
    await postWebhook(app(), standIn(), standIn().event('checkout.session.async_payment_failed', failed));
    expect(await paymentOf(database(), id)).toMatchObject({ status: 'failed' });
    expect(await bookingStatus(database(), id)).toBe('pending');
    expect(await eventTypes(database(), id)).toContain('payment-failed');
    const payNow = await app().inject({
      method: 'POST',
      url: `/api/bookings/${id}/checkout`,
      payload: { email: 'ana@example.com', lastName: 'López' },
    });
    expect(payNow.statusCode).toBe(200);
    expect(payNow.json().checkoutUrl).not.toContain(sessionId);
  });

  it('records an expired checkout; the booking stays pending', async () => {
    const { id, sessionId } = await bookWithStripe(app(), standIn());
    const expired = standIn().markExpired(sessionId);
    await postWebhook(app(), standIn(), standIn().event('checkout.session.expired', expired));
    expect(await paymentOf(database(), id)).toMatchObject({ status: 'expired' });
    expect(await bookingStatus(database(), id)).toBe('pending');
    expect(await eventTypes(database(), id)).toContain('checkout-expired');
  });

  it('marks a paid booking refunded on charge.refunded, once, and the payment refunded only when in full', async () => {
    const { id, sessionId, session } = await paidCheckout();
    await postWebhook(app(), standIn(), completed(session));
    standIn().session(sessionId)!.amount_refunded = refundAmountCents(39800);
    const refunded = standIn().event('charge.refunded', standIn().charge(sessionId));
    await postWebhook(app(), standIn(), refunded);
    await postWebhook(app(), standIn(), refunded);
    expect(await bookingStatus(database(), id)).toBe('refunded');
    expect(await paymentOf(database(), id)).toMatchObject({ status: 'paid', refunded_cents: 37810 });
    expect((await eventTypes(database(), id)).filter((type) => type === 'refunded')).toHaveLength(1);

    // The rest refunded from Stripe's dashboard: the payment is now refunded in full; no second event.
    standIn().session(sessionId)!.amount_refunded = 39800;
    await postWebhook(app(), standIn(), standIn().event('charge.refunded', standIn().charge(sessionId)));
    expect(await paymentOf(database(), id)).toMatchObject({ status: 'refunded', refunded_cents: 39800 });
    // A late copy of the first refund's event lowers nothing.
    await postWebhook(app(), standIn(), { ...refunded, id: 'evt_late_copy' });
    expect(await paymentOf(database(), id)).toMatchObject({ status: 'refunded', refunded_cents: 39800 });
    expect((await eventTypes(database(), id)).filter((type) => type === 'refunded')).toHaveLength(1);
  });

  it('acknowledges events it does not handle, and sessions it does not know, changing nothing', async () => {
    const { id } = await bookWithStripe(app(), standIn());
    const unknown = await postWebhook(app(), standIn(), standIn().event('customer.created', { id: 'cus_1' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: true });
    const stranger = { ...standIn().session(standIn().sessions()[0]?.id as string), id: 'cs_test_not_ours' };
    const other = await postWebhook(app(), standIn(), completed({ ...stranger, payment_status: 'paid' }));
    expect(other.statusCode).toBe(200);
    expect(await bookingStatus(database(), id)).toBe('pending');
  });

  it('never marks paid a session whose reported total is less than the checkout asked', async () => {
    const { id, session } = await paidCheckout();
    await postWebhook(app(), standIn(), completed({ ...session, amount_total: 100 }));
    expect(await bookingStatus(database(), id)).toBe('pending');
    expect(await receiptsFor(database(), id)).toBe(0);
  });

  it('keeps the raw body to itself: other JSON routes still parse JSON', async () => {
    await bookWithStripe(app(), standIn());
    const lookup = await app().inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      payload: { email: 'ana@example.com', lastName: 'López' },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().bookings).toHaveLength(1);
  });
});

describe.each(TEST_ENGINES)('the demo mode on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  it('has no Stripe webhook', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: { id: 'evt_1', type: 'checkout.session.completed' },
    });
    expect(response.statusCode).toBe(404);
  });
});
