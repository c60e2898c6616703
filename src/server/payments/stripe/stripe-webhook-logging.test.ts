import { describe, expect, it } from 'vitest';
import {
  bookWithStripe,
  postWebhook,
  useStripeAppWithLogLines,
  useStripeStandIn,
} from '../../../testing/server/stripe-fixtures';
import { useTestDatabase } from '../../../testing/server/test-database';

describe('what the operator reads of Stripe events in the logs', () => {
  const database = useTestDatabase('pglite');
  const standIn = useStripeStandIn();
  const logged = useStripeAppWithLogLines(database, standIn);
  const { lines } = logged;

  it('one line per event with its type and booking, and nothing of the customer', async () => {
    const { id, sessionId } = await bookWithStripe(logged.app(), standIn());
    const session = standIn().markPaid(sessionId);
    const completed = standIn().event('checkout.session.completed', session);
    await postWebhook(logged.app(), standIn(), completed);
    await postWebhook(logged.app(), standIn(), completed);
    await postWebhook(logged.app(), standIn(), standIn().event('customer.created', { id: 'cus_1' }));

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
