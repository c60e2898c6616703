import { describe, expect, it } from 'vitest';
import { bookingStatus, eventTypes, NOW } from '../../../testing/server/booking-fixtures';
import {
  bookWithStripe,
  confirmOnSuccessPage,
  paymentOf,
  postWebhook,
  receiptsFor,
  stripeMode,
  useStripeStandIn,
} from '../../../testing/server/stripe-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';

/** The success page and the webhook race after every payment: both orders must end the same way. */
describe.each(TEST_ENGINES)('the success page and the Stripe webhook on %s', (engine) => {
  const database = useTestDatabase(engine);
  const standIn = useStripeStandIn();
  const app = useTestApp(
    database,
    stripeMode(standIn, () => NOW),
  );

  const paid = async () => {
    const booking = await bookWithStripe(app(), standIn());
    const session = standIn().markPaid(booking.sessionId);
    return { ...booking, session, completed: standIn().event('checkout.session.completed', session) };
  };
  const expectPaidOnce = async (bookingId: string, paymentIntentId: string | null) => {
    expect(await bookingStatus(database(), bookingId)).toBe('paid');
    expect(await paymentOf(database(), bookingId)).toMatchObject({
      status: 'paid',
      payment_intent_id: paymentIntentId,
    });
    expect((await eventTypes(database(), bookingId)).filter((type) => type === 'paid')).toHaveLength(1);
    expect(await receiptsFor(database(), bookingId)).toBe(1);
  };

  it('reaches the same state when the success page comes first', async () => {
    const { id, sessionId, session, completed } = await paid();
    const confirmed = await confirmOnSuccessPage(app(), sessionId);
    expect(confirmed.json()).toEqual({ bookingId: id, status: 'paid' });
    expect(standIn().requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/checkout/sessions/${sessionId}`,
    });
    expect((await postWebhook(app(), standIn(), completed)).statusCode).toBe(200);
    await expectPaidOnce(id, session.payment_intent);
  });

  it('reaches the same state when the webhook comes first', async () => {
    const { id, sessionId, session, completed } = await paid();
    expect((await postWebhook(app(), standIn(), completed)).statusCode).toBe(200);
    const requestsBefore = standIn().requests.length;
    const confirmed = await confirmOnSuccessPage(app(), sessionId);
    expect(confirmed.json()).toEqual({ bookingId: id, status: 'paid' });
    // Already paid by the webhook: the success page has nothing to ask Stripe.
    expect(standIn().requests).toHaveLength(requestsBefore);
    await expectPaidOnce(id, session.payment_intent);
  });

  it('reaches the same state when both arrive at once', async () => {
    const { id, sessionId, session, completed } = await paid();
    await Promise.all([
      confirmOnSuccessPage(app(), sessionId),
      postWebhook(app(), standIn(), completed),
      confirmOnSuccessPage(app(), sessionId),
      postWebhook(app(), standIn(), completed),
    ]);
    await expectPaidOnce(id, session.payment_intent);
  });

  it('marks a payment paid when checkout.session.completed arrives after checkout.session.expired', async () => {
    const { id, sessionId, session, completed } = await paid();
    const expiredFirst = standIn().event('checkout.session.expired', { ...session, status: 'expired' });
    await postWebhook(app(), standIn(), expiredFirst);
    expect(await paymentOf(database(), id)).toMatchObject({ status: 'expired' });
    await postWebhook(app(), standIn(), completed);
    await expectPaidOnce(id, session.payment_intent);
    expect(sessionId).toBe(session.id);
  });

  it('changes nothing when checkout.session.expired arrives after the payment', async () => {
    const { id, session, completed } = await paid();
    await postWebhook(app(), standIn(), completed);
    await postWebhook(app(), standIn(), standIn().event('checkout.session.expired', session));
    await postWebhook(app(), standIn(), standIn().event('checkout.session.async_payment_failed', session));
    await expectPaidOnce(id, session.payment_intent);
    expect(await eventTypes(database(), id)).not.toContain('checkout-expired');
  });

  it('the success page confirms a checkout whose webhook never came', async () => {
    const { id, sessionId, session } = await paid();
    expect((await confirmOnSuccessPage(app(), sessionId)).json()).toEqual({ bookingId: id, status: 'paid' });
    await expectPaidOnce(id, session.payment_intent);
  });

  it('the success page refuses a checkout Stripe says is not paid yet', async () => {
    const { id, sessionId } = await bookWithStripe(app(), standIn());
    const response = await confirmOnSuccessPage(app(), sessionId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Payment has not been completed' });
    expect(await bookingStatus(database(), id)).toBe('pending');
  });
});
