/** Stripe mode for API tests: the app's Stripe SDK talks to a local stand-in, never to Stripe. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { type DatabaseHandle, queryRows } from '../../server/db/client';
import type { PaymentProvider } from '../../server/payments/payment-provider';
import { createStripeClient, createStripeProvider } from '../../server/payments/stripe/stripe-provider';
import { type StripeStandIn, startStripeStandIn } from '../stripe-stand-in/stripe-stand-in';
import { createBooking, NOW } from './booking-fixtures';
import { testConfig } from './test-app';

export const STRIPE_TEST_KEYS = { secretKey: 'sk_test_stand_in', webhookSecret: 'whsec_stand_in' };

/** Inside a describe block, before useTestApp: one stand-in for the block, its records emptied per test. */
export function useStripeStandIn(): () => StripeStandIn {
  let standIn: StripeStandIn | undefined;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  beforeEach(() => {
    standIn?.requests.splice(0);
  });
  afterAll(async () => {
    await standIn?.close();
  });
  return () => {
    if (!standIn) throw new Error('the Stripe stand-in is not started yet');
    return standIn;
  };
}

/** The official SDK, talking to the stand-in instead of api.stripe.com. */
export function standInClient(standIn: StripeStandIn, secretKey = STRIPE_TEST_KEYS.secretKey) {
  return createStripeClient({ secretKey, apiBase: standIn.apiBase });
}

/**
 * useTestApp's options for Stripe mode: the configuration of test keys, and the Stripe provider on an SDK
 * pointed at the stand-in (the configuration itself has no such setting: production always talks to Stripe).
 */
export function stripeMode(standIn: () => StripeStandIn, now: () => Date) {
  return {
    now,
    config: (): Partial<Config> => ({ paymentProvider: 'stripe', stripe: { ...STRIPE_TEST_KEYS } }),
    paymentProvider: (): PaymentProvider => createStripeProvider({ stripe: standInClient(standIn()), now }),
  };
}

/** Posts an event to the webhook the way Stripe does: signed, or with the signature given. */
export async function postWebhook(
  app: FastifyInstance,
  standIn: StripeStandIn,
  event: object,
  options: { secret?: string; signature?: string } = {},
) {
  const signed = standIn.sign(event, options.secret ?? STRIPE_TEST_KEYS.webhookSecret);
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': options.signature ?? signed.signature,
    },
    payload: signed.payload,
  });
}

/** A booking with its Stripe checkout open at the stand-in. */
export async function bookWithStripe(app: FastifyInstance, standIn: StripeStandIn) {
  const { id, checkoutUrl } = await createBooking(app);
  const sessionId = new URL(checkoutUrl as string).pathname.split('/').pop() as string;
  if (!standIn.session(sessionId)) throw new Error('the checkout was not opened at the stand-in');
  return { id, sessionId };
}

/** The success page's call: the server asks Stripe (the stand-in) about the session. */
export function confirmOnSuccessPage(app: FastifyInstance, sessionId: string) {
  return app.inject({ method: 'POST', url: '/api/payments/confirm', payload: { sessionId } });
}

export async function paymentOf(database: DatabaseHandle, bookingId: string) {
  const [row] = await queryRows<{
    status: string;
    payment_intent_id: string | null;
    refunded_cents: number;
  }>(
    database.db,
    sql`select status, payment_intent_id, refunded_cents from payments where booking_id = ${bookingId}
        order by created_at limit 1`,
  );
  return row;
}

export async function receiptsFor(database: DatabaseHandle, bookingId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from emails where booking_id = ${bookingId} and kind = 'payment-received'`,
  );
  return row?.count ?? 0;
}

/**
 * For one describe block: an app in Stripe mode (against `standIn`, at NOW) on the test database whose log
 * lines, parsed, collect in `lines`, for tests of what an operator reads in the logs.
 */
export function useStripeAppWithLogLines(
  database: () => DatabaseHandle,
  standIn: () => StripeStandIn,
): { app: () => FastifyInstance; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  let app: FastifyInstance | undefined;
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
    await app?.close();
  });
  return {
    app: () => {
      if (!app) throw new Error('the app is built in beforeAll');
      return app;
    },
    lines,
  };
}
