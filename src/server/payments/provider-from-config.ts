import type { Config } from '../config';
import type { Database } from '../db/client';
import { createDemoProvider } from './demo/demo-provider';
import type { PaymentProvider } from './payment-provider';

/**
 * The payment provider the configuration names. Stripe can be configured already but is not built yet:
 * refuse to start with a clear reason rather than take bookings nobody can pay.
 */
export function providerFromConfig(deps: { config: Config; db: Database; now: () => Date }): PaymentProvider {
  if (deps.config.paymentProvider === 'stripe') {
    throw new Error('PAYMENT_PROVIDER=stripe is not available yet: use PAYMENT_PROVIDER=demo for now');
  }
  return createDemoProvider({ db: deps.db, now: deps.now, publicUrl: deps.config.publicUrl });
}
