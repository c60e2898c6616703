import type { Config } from '../config';
import type { Database } from '../db/client';
import { createDemoProvider } from './demo/demo-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripeClient, createStripeProvider } from './stripe/stripe-provider';

/** The payment provider the configuration names; config.ts has already checked Stripe's keys. */
export function providerFromConfig(deps: { config: Config; db: Database; now: () => Date }): PaymentProvider {
  if (deps.config.paymentProvider === 'stripe') {
    if (!deps.config.stripe) {
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    }
    return createStripeProvider({ stripe: createStripeClient(deps.config.stripe), now: deps.now });
  }
  return createDemoProvider({ db: deps.db, now: deps.now, publicUrl: deps.config.publicUrl });
}
