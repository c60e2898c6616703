import { describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/server/test-app';
import type { Database } from '../db/client';
import { providerFromConfig } from './provider-from-config';

describe('choosing the payment provider', () => {
  const db = {} as Database;
  const now = () => new Date();

  it('uses the demo provider by default', () => {
    expect(providerFromConfig({ config: testConfig(), db, now }).name).toBe('demo');
  });

  it('uses Stripe when PAYMENT_PROVIDER=stripe names it with its keys', () => {
    const config = testConfig({
      paymentProvider: 'stripe',
      stripe: { secretKey: 'sk_test_123', webhookSecret: 'whsec_123' },
    });
    expect(providerFromConfig({ config, db, now }).name).toBe('stripe');
  });

  it('refuses Stripe without its keys, saying which are missing', () => {
    const config = testConfig({ paymentProvider: 'stripe', stripe: undefined });
    expect(() => providerFromConfig({ config, db, now })).toThrow(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  });
});
