/**
 * The demo payment provider: a stand-in for Stripe that needs no account. Its checkouts and refunds live
 * in its own tables (demo_checkouts, demo_refunds), apart from our payments table, and its hosted
 * checkout page is served by demo-checkout.routes.ts.
 */
import { randomBytes } from 'node:crypto';
import { eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertBuiltOnce } from '../../db/insert-once';
import { type DemoCheckoutRow, demoCheckouts, demoRefunds } from '../../db/schema';
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderActivity,
  type VerifiedCheckout,
} from '../payment-provider';

/** Stripe's checkout sessions also live 24 hours. */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type DemoCheckoutStatus = 'open' | 'paid' | 'expired';

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

/** An open session past its expiry reads as expired, as it would on Stripe. */
export function demoCheckoutStatus(row: DemoCheckoutRow, now: Date): DemoCheckoutStatus {
  if (row.status === 'open' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status as DemoCheckoutStatus;
}

/** Where the browser goes after paying: the success URL with the session id filled in. */
export function demoSuccessUrl(row: DemoCheckoutRow): string {
  return row.successUrl.replaceAll(CHECKOUT_SESSION_ID_PLACEHOLDER, encodeURIComponent(row.sessionId));
}

export function demoCheckoutPath(sessionId: string): string {
  return `/checkout/demo/${encodeURIComponent(sessionId)}`;
}

/** The form of the ids randomId makes: anything else (a NUL, a long text) names no session of ours. */
const SESSION_ID = /^cs_demo_[0-9a-f]{1,64}$/;

export async function findDemoCheckout(
  db: Database,
  sessionId: string,
): Promise<DemoCheckoutRow | undefined> {
  if (!SESSION_ID.test(sessionId)) return undefined;
  const [row] = await db.select().from(demoCheckouts).where(eq(demoCheckouts.sessionId, sessionId));
  return row;
}

/** Marks an open, unexpired session paid; answers the row as it now is (paid once, whoever asks twice). */
export async function payDemoCheckout(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<DemoCheckoutRow | undefined> {
  await db
    .update(demoCheckouts)
    .set({ status: 'paid', paymentIntentId: randomId('pi_demo_') })
    .where(
      sql`${demoCheckouts.sessionId} = ${sessionId} and ${demoCheckouts.status} = 'open' and ${demoCheckouts.expiresAt} > ${now.toISOString()}`,
    );
  return findDemoCheckout(db, sessionId);
}

/** Our idempotency key names the booking (payments.service.ts), as Stripe's client_reference_id does. */
const BOOKING_OF_KEY = /^booking-(.+)-checkout-\d+$/;

export function createDemoProvider(deps: {
  db: Database;
  now: () => Date;
  publicUrl: string;
}): PaymentProvider {
  const { db, now } = deps;
  return {
    name: 'demo',
    checkoutsInOurDatabase: true,

    async createCheckout(input): Promise<CheckoutSession> {
      const createdAt = now();
      // The booking's transaction, when the checkout is opened with the booking (payments.service.ts).
      const via = input.transaction ?? db;
      const values = {
        sessionId: randomId('cs_demo_'),
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        customerEmail: input.customerEmail,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        idempotencyKey: input.idempotencyKey,
        expiresAt: new Date(createdAt.getTime() + CHECKOUT_LIFETIME_MS),
        createdAt,
      };
      const [inserted] = await insertBuiltOnce(via, 'demo-checkout', values, (db, given) =>
        db
          .insert(demoCheckouts)
          .values(given)
          .onConflictDoNothing({ target: demoCheckouts.idempotencyKey })
          .returning(),
      );
      // A request with the same key stored its checkout first: that one is answered, as Stripe does.
      const [row] = inserted
        ? [inserted]
        : await via
            .select()
            .from(demoCheckouts)
            .where(eq(demoCheckouts.idempotencyKey, input.idempotencyKey));
      if (!row) throw new Error('the demo checkout was not stored');
      return {
        sessionId: row.sessionId,
        url: `${deps.publicUrl}${demoCheckoutPath(row.sessionId)}`,
        expiresAt: row.expiresAt,
      };
    },

    async verifyCheckout(sessionId): Promise<VerifiedCheckout | null> {
      const row = await findDemoCheckout(db, sessionId);
      if (!row) return null;
      return {
        status: demoCheckoutStatus(row, now()),
        paymentIntentId: row.paymentIntentId,
        amountCents: row.amountCents,
      };
    },

    async expireCheckout(sessionId) {
      if (!SESSION_ID.test(sessionId)) return null;
      await db
        .update(demoCheckouts)
        .set({ status: 'expired' })
        .where(sql`${demoCheckouts.sessionId} = ${sessionId} and ${demoCheckouts.status} = 'open'`);
      const row = await findDemoCheckout(db, sessionId);
      return row ? demoCheckoutStatus(row, now()) : null;
    },

    async refund(input) {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ refundId: demoRefunds.refundId })
          .from(demoRefunds)
          .where(eq(demoRefunds.idempotencyKey, input.idempotencyKey));
        if (existing) return existing;
        // Like a card network: never refund more than was paid, counting earlier refunds.
        const [charged] = await tx
          .update(demoCheckouts)
          .set({ refundedCents: sql`${demoCheckouts.refundedCents} + ${input.amountCents}` })
          .where(
            sql`${demoCheckouts.paymentIntentId} = ${input.paymentIntentId} and ${demoCheckouts.status} = 'paid' and ${demoCheckouts.refundedCents} + ${input.amountCents} <= ${demoCheckouts.amountCents}`,
          )
          .returning({ sessionId: demoCheckouts.sessionId });
        if (!charged || input.amountCents <= 0) {
          throw new Error(`the demo provider cannot refund ${input.amountCents} cents of this payment`);
        }
        const refundId = randomId('re_demo_');
        await tx.insert(demoRefunds).values({
          refundId,
          paymentIntentId: input.paymentIntentId,
          amountCents: input.amountCents,
          idempotencyKey: input.idempotencyKey,
          createdAt: now(),
        });
        return { refundId };
      });
    },

    async listActivity(since): Promise<ProviderActivity> {
      const at = now();
      const checkouts = await db.select().from(demoCheckouts).where(gte(demoCheckouts.createdAt, since));
      const refunds = await db.select().from(demoRefunds).where(gte(demoRefunds.createdAt, since));
      const currencyOf = new Map(checkouts.map((row) => [row.paymentIntentId, row.currency]));
      return {
        payments: checkouts.map((row) => ({
          sessionId: row.sessionId,
          bookingId: BOOKING_OF_KEY.exec(row.idempotencyKey ?? '')?.[1] ?? null,
          status: demoCheckoutStatus(row, at),
          paymentIntentId: row.paymentIntentId,
          amountCents: row.amountCents,
          currency: row.currency,
          createdAt: row.createdAt,
        })),
        refunds: refunds.map((row) => ({
          refundId: row.refundId,
          paymentIntentId: row.paymentIntentId,
          amountCents: row.amountCents,
          currency: currencyOf.get(row.paymentIntentId) ?? 'usd',
          status: 'succeeded',
          createdAt: row.createdAt,
        })),
      };
    },
  };
}
