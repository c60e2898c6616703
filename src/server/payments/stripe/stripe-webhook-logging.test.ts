import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../../testing/server/booking-fixtures';
import {
  bookWithStripe,
  postWebhook,
  stripeMode,
  useStripeStandIn,
} from '../../../testing/server/stripe-fixtures';
import { testConfig } from '../../../testing/server/test-app';
import { useTestDatabase } from '../../../testing/server/test-database';
import { buildApp } from '../../app';

describe('what the operator reads of Stripe events in the logs', () => {
  const database = useTestDatabase('pglite');
  const standIn = useStripeStandIn();
  const lines: Array<Record<string, unknown>> = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const stripe = stripeMode(standIn, () => NOW);
    app = await buildApp(
      {
        config: testConfig(stripe.config()),
        database: database(),
        now: () => NOW,
        paymentProvider: stripe.paymentProvider(),
      },
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('one line per event with its type and booking, and nothing of the customer', async () => {
    const { id, sessionId } = await bookWithStripe(app, standIn());
    const session = standIn().markPaid(sessionId);
    const completed = standIn().event('checkout.session.completed', session);
    await postWebhook(app, standIn(), completed);
    await postWebhook(app, standIn(), completed);
    await postWebhook(app, standIn(), standIn().event('customer.created', { id: 'cus_1' }));

    expect(lines.filter((line) => line.msg === 'stripe event')).toEqual([
      expect.objectContaining({ type: 'checkout.session.completed', bookingId: id, result: 'applied' }),
      expect.objectContaining({ type: 'checkout.session.completed', bookingId: id, result: 'duplicate' }),
      expect.objectContaining({ type: 'customer.created', result: 'ignored' }),
    ]);
    const everything = JSON.stringify(lines);
    for (const secret of ['ana@example.com', 'ana%40example.com', 'López', STRIPE_SIGNATURE_PREFIX]) {
      expect(everything).not.toContain(secret);
    }
  });
});

/** The start of a Stripe-Signature header, which must never be logged. */
const STRIPE_SIGNATURE_PREFIX = 'v1=';
