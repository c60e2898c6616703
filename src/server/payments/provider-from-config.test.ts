import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { testConfig } from '../test/test-app';
import { providerFromConfig } from './provider-from-config';

describe('choosing the payment provider', () => {
  const db = {} as Database;
  const now = () => new Date();

  it('uses the demo provider by default', () => {
    expect(providerFromConfig({ config: testConfig(), db, now }).name).toBe('demo');
  });

  it('refuses to start with Stripe until it is built, saying what to do', () => {
    const config = testConfig({ paymentProvider: 'stripe' });
    expect(() => providerFromConfig({ config, db, now })).toThrow(
      'PAYMENT_PROVIDER=stripe is not available yet: use PAYMENT_PROVIDER=demo for now',
    );
  });
});
