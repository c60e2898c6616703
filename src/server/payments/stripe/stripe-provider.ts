/**
 * The Stripe payment provider: hosted Checkout in payment mode, on the official SDK. Our state stays in
 * the `payments` table (payments.service.ts); Stripe's sessions stay at Stripe and are only read back.
 */
import Stripe from 'stripe';
import type {
  CheckoutSession,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  VerifiedCheckout,
} from '../payment-provider';

export interface StripeClientSettings {
  secretKey: string;
  /** Where the SDK connects, e.g. http://127.0.0.1:12111; https://api.stripe.com when unset. */
  apiBase?: string;
}

/**
 * The SDK client. Its own network retries reuse the request's idempotency key, so a retried create opens
 * no second session. Without apiBase the SDK's defaults (api.stripe.com over https) apply.
 */
export function createStripeClient(settings: StripeClientSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'cancun-transfers' },
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

/**
 * How long a session stays payable: a little under Stripe's 24-hour maximum, so a server clock slightly
 * ahead of Stripe's is not refused.
 */
const CHECKOUT_LIFETIME_MS = 23 * 60 * 60 * 1000;
/**
 * The expiry is rounded down to this step so that a replayed create (same idempotency key, a few seconds
 * later) sends identical parameters: Stripe refuses a key reused with different ones.
 */
const EXPIRY_STEP_MS = 10 * 60 * 1000;

export function checkoutExpiry(now: Date): Date {
  const at = now.getTime() + CHECKOUT_LIFETIME_MS;
  return new Date(at - (at % EXPIRY_STEP_MS));
}

function idOf(value: string | { id: string } | null): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Stripe's session states, as the PaymentProvider interface speaks them. */
export function checkoutStatusOf(session: Stripe.Checkout.Session): VerifiedCheckout['status'] {
  if (session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'expired';
  // 'complete' but unpaid is an asynchronous payment (a bank debit) still on its way: not paid yet.
  return 'open';
}

/** A listed session as the reconciliation reads it; its payment intent expanded, for what was received. */
export function providerPaymentOf(session: Stripe.Checkout.Session): ProviderPayment {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const status = checkoutStatusOf(session);
  return {
    sessionId: session.id,
    bookingId: session.client_reference_id ?? session.metadata?.booking_id ?? null,
    status,
    paymentIntentId: idOf(session.payment_intent),
    amountCents: status === 'paid' && intent ? intent.amount_received : (session.amount_total ?? 0),
    currency: intent?.currency ?? session.currency ?? '',
    createdAt: new Date(session.created * 1000),
  };
}

export function createStripeProvider(deps: { stripe: Stripe; now: () => Date }): PaymentProvider {
  const { stripe } = deps;
  return {
    name: 'stripe',

    async createCheckout(input): Promise<CheckoutSession> {
      const metadata = { booking_id: input.bookingId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
              quantity: 1,
            },
          ],
          customer_email: input.customerEmail,
          client_reference_id: input.bookingId,
          metadata,
          payment_intent_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(checkoutExpiry(deps.now()).getTime() / 1000),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async verifyCheckout(sessionId): Promise<VerifiedCheckout | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (err) {
        // A session Stripe does not know is "not found", not an outage.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
      return {
        status: checkoutStatusOf(session),
        paymentIntentId: idOf(session.payment_intent),
        amountCents: session.amount_total ?? 0,
      };
    },

    async expireCheckout(sessionId) {
      try {
        return checkoutStatusOf(await stripe.checkout.sessions.expire(sessionId));
      } catch (err) {
        // Not open any more (paid or expired already): read back what it is.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 400) {
          return checkoutStatusOf(await stripe.checkout.sessions.retrieve(sessionId));
        }
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },

    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return { refundId: refund.id };
    },

    async listActivity(since) {
      const created = { gte: Math.floor(since.getTime() / 1000) };
      const payments: ProviderPayment[] = [];
      // The SDK's auto-pagination follows `has_more` with `starting_after`, page after page.
      for await (const session of stripe.checkout.sessions.list({
        created,
        limit: 100,
        expand: ['data.payment_intent'],
      })) {
        payments.push(providerPaymentOf(session));
      }
      const refunds: ProviderRefund[] = [];
      for await (const refund of stripe.refunds.list({ created, limit: 100 })) {
        const paymentIntentId = idOf(refund.payment_intent);
        if (!paymentIntentId) continue;
        refunds.push({
          refundId: refund.id,
          paymentIntentId,
          amountCents: refund.amount,
          currency: refund.currency,
          status: refund.status ?? 'pending',
          createdAt: new Date(refund.created * 1000),
        });
      }
      return { payments, refunds };
    },
  };
}
