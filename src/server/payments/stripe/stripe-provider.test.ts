import { describe, expect, it } from 'vitest';
import { refundAmountCents } from '../../../domain/refunds';
import { arrivalRequest, createBooking, NOW, postBooking } from '../../../testing/server/booking-fixtures';
import {
  postWebhook,
  STRIPE_TEST_KEYS,
  standInClient,
  stripeMode,
  useStripeStandIn,
} from '../../../testing/server/stripe-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import type { CreateCheckoutInput } from '../payment-provider';
import { createStripeProvider } from './stripe-provider';

const ANA_QUERY = 'email=ana%40example.com&lastName=L%C3%B3pez';

describe.each(TEST_ENGINES)('the Stripe provider opening checkouts on %s', (engine) => {
  const database = useTestDatabase(engine);
  const standIn = useStripeStandIn();
  const app = useTestApp(
    database,
    stripeMode(standIn, () => NOW),
  );

  const checkoutRequests = () => standIn().requests.filter((r) => r.path === '/v1/checkout/sessions');

  it('asks Stripe for a Checkout Session of the stored total in cents, even when the request names another', async () => {
    const response = await postBooking(app(), { ...arrivalRequest(), totalPrice: 1 });
    expect(response.statusCode).toBe(201);
    const { booking, checkoutUrl } = response.json() as { booking: { id: string }; checkoutUrl: string };
    const [request] = checkoutRequests();
    expect(request?.method).toBe('POST');
    expect(request?.authorization).toBe(`Bearer ${STRIPE_TEST_KEYS.secretKey}`);
    expect(request?.idempotencyKey).toBe(`booking-${booking.id}-checkout-1`);
    expect(request?.form).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '39800',
      'line_items[0][price_data][product_data][name]':
        'Private transfer: Cancun Airport → Tulum, 5 passengers',
      'line_items[0][quantity]': '1',
      customer_email: 'ana@example.com',
      client_reference_id: booking.id,
      'metadata[booking_id]': booking.id,
      'payment_intent_data[metadata][booking_id]': booking.id,
      success_url: `http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}&${ANA_QUERY}`,
      cancel_url: `http://localhost:3000/check-my-booking?${ANA_QUERY}`,
      // 23 hours after NOW, under Stripe's 24-hour limit.
      expires_at: String(Date.parse('2026-03-02T11:00:00Z') / 1000),
    });
    const session = standIn().sessions()[0];
    expect(checkoutUrl).toBe(`${standIn().apiBase}/pay/${session?.id}`);
  });

  it('hands the same session out again on Pay Now, and opens a new one under a new key once it expired', async () => {
    const { id, checkoutUrl } = await createBooking(app());
    const payNow = () =>
      app().inject({
        method: 'POST',
        url: `/api/bookings/${id}/checkout`,
        payload: { email: 'ana@example.com', lastName: 'López' },
      });
    expect((await payNow()).json()).toEqual({ checkoutUrl });
    expect(checkoutRequests()).toHaveLength(1);

    const first = standIn().sessions().at(-1);
    standIn().markExpired(first?.id as string);
    await postWebhook(app(), standIn(), standIn().event('checkout.session.expired', first as object));
    const again = await payNow();
    expect(again.json().checkoutUrl).not.toBe(checkoutUrl);
    expect(checkoutRequests().map((r) => r.idempotencyKey)).toEqual([
      `booking-${id}-checkout-1`,
      `booking-${id}-checkout-2`,
    ]);
  });

  it("expires an unpaid booking's open session when the traveller cancels it, so it can no longer be paid", async () => {
    const { id } = await createBooking(app());
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      payload: { access: { email: 'ana@example.com', lastName: 'López' } },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const session = standIn().sessions().at(-1);
    expect(standIn().requests.some((r) => r.path === `/v1/checkout/sessions/${session?.id}/expire`)).toBe(
      true,
    );
    expect(session?.status).toBe('expired');
    // Asked again, Stripe refuses a session no longer open; the provider reads back what it is.
    const provider = createStripeProvider({ stripe: standInClient(standIn()), now: () => NOW });
    expect(await provider.expireCheckout(session?.id as string)).toBe('expired');
    expect(await provider.expireCheckout('cs_test_unknown')).toBeNull();
  });

  it('passes on the reason Stripe gives for refusing the key', async () => {
    const provider = createStripeProvider({
      stripe: standInClient(standIn(), 'sk_live_not_for_the_stand_in'),
      now: () => NOW,
    });
    await expect(provider.verifyCheckout('cs_test_any')).rejects.toThrow('Invalid API Key provided');
  });
});

describe('the Stripe provider on its own', () => {
  const standIn = useStripeStandIn();
  const provider = () =>
    createStripeProvider({
      stripe: standInClient(standIn()),
      now: () => NOW,
    });
  const input: CreateCheckoutInput = {
    bookingId: 'BK7Q2M',
    amountCents: 39800,
    currency: 'usd',
    description: 'Private transfer: Cancun Airport → Tulum, 5 passengers',
    customerEmail: 'ana@example.com',
    successUrl: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/check-my-booking',
    idempotencyKey: 'booking-BK7Q2M-checkout-1',
  };

  it('opens one session for a replayed request: the same idempotency key, the same parameters', async () => {
    const first = await provider().createCheckout(input);
    const replay = await provider().createCheckout(input);
    expect(replay).toEqual(first);
    expect(
      standIn()
        .sessions()
        .filter((s) => s.client_reference_id === 'BK7Q2M'),
    ).toHaveLength(1);
    expect(standIn().requests.map((r) => r.idempotencyKey)).toEqual([
      'booking-BK7Q2M-checkout-1',
      'booking-BK7Q2M-checkout-1',
    ]);
    expect(standIn().requests[1]?.form).toEqual(standIn().requests[0]?.form);
    expect(first.expiresAt).toEqual(new Date('2026-03-02T11:00:00Z'));
  });

  it('reads a session back as open, paid with its payment intent, or expired; an unknown one as null', async () => {
    const open = await provider().createCheckout({ ...input, idempotencyKey: 'verify-1' });
    expect(await provider().verifyCheckout(open.sessionId)).toEqual({
      status: 'open',
      paymentIntentId: null,
      amountCents: 39800,
    });
    const paid = standIn().markPaid(open.sessionId);
    expect(await provider().verifyCheckout(open.sessionId)).toEqual({
      status: 'paid',
      paymentIntentId: paid.payment_intent,
      amountCents: 39800,
    });
    const other = await provider().createCheckout({ ...input, idempotencyKey: 'verify-2' });
    standIn().markExpired(other.sessionId);
    expect((await provider().verifyCheckout(other.sessionId))?.status).toBe('expired');
    expect(await provider().verifyCheckout('cs_test_madeup')).toBeNull();
    expect(standIn().requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/checkout/sessions/cs_test_madeup',
    });
  });

  it('refunds 95% of the captured amount once per idempotency key', async () => {
    const { sessionId } = await provider().createCheckout({ ...input, idempotencyKey: 'refund-case' });
    const paymentIntentId = standIn().markPaid(sessionId).payment_intent as string;
    const refund = {
      paymentIntentId,
      amountCents: refundAmountCents(39800),
      idempotencyKey: 'booking-BK7Q2M-refund',
    };
    const first = await provider().refund(refund);
    const retry = await provider().refund(refund);
    expect(retry).toEqual(first);
    expect(first.refundId).toMatch(/^re_/);
    const refunds = standIn().requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(2);
    for (const request of refunds) {
      expect(request.form).toEqual({ payment_intent: paymentIntentId, amount: '37810' });
      expect(request.idempotencyKey).toBe('booking-BK7Q2M-refund');
    }
    expect(standIn().session(sessionId)?.amount_refunded).toBe(37810);
    await expect(provider().refund({ ...refund, idempotencyKey: 'a-second-refund' })).rejects.toThrow(
      /greater than unrefunded amount/,
    );
  });
});
