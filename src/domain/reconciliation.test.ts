import { describe, expect, it } from 'vitest';
import {
  compareCheckout,
  compareRefunds,
  type ListedPayment,
  type OurPayment,
  paidButNotListed,
  RECONCILIATION_CLOCK_MARGIN_MS,
  reconciliationSince,
  reconciliationSummary,
} from './reconciliation';

const now = new Date('2026-11-21T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

const ours = (overrides: Partial<OurPayment> = {}): OurPayment => ({
  bookingId: 'CT-1',
  checkoutSessionId: 'cs_1',
  amountCents: 5000,
  currency: 'usd',
  status: 'paid',
  refundedCents: 0,
  ...overrides,
});
const listed = (overrides: Partial<ListedPayment> = {}): ListedPayment => ({
  sessionId: 'cs_1',
  status: 'paid',
  paymentIntentId: 'pi_1',
  amountCents: 5000,
  currency: 'usd',
  createdAt: daysAgo(1),
  ...overrides,
});

describe('where a reconciliation starts', () => {
  it('is 3 days back, or the oldest open difference, never more than 30 days', () => {
    expect(reconciliationSince(now, null)).toEqual(daysAgo(3));
    expect(reconciliationSince(now, daysAgo(1))).toEqual(daysAgo(3));
    expect(reconciliationSince(now, daysAgo(10))).toEqual(daysAgo(10));
    expect(reconciliationSince(now, daysAgo(45))).toEqual(daysAgo(30));
  });
});

describe('a listed checkout against ours', () => {
  it('agrees when both say paid for the same amount and currency', () => {
    expect(compareCheckout(listed(), ours())).toEqual({ record: false, differences: [] });
    expect(compareCheckout(listed({ currency: 'USD' }), ours())).toEqual({ record: false, differences: [] });
  });

  it('records a payment the provider took that we hold open, failed or expired', () => {
    for (const status of ['open', 'failed', 'expired']) {
      expect(compareCheckout(listed(), ours({ status }))).toEqual({ record: true, differences: [] });
    }
    expect(compareCheckout(listed({ status: 'open' }), ours({ status: 'open' })).record).toBe(false);
  });

  it('never records a payment short of the amount or in another currency, and flags it', () => {
    const short = compareCheckout(listed({ amountCents: 4999 }), ours({ status: 'open' }));
    expect(short.record).toBe(false);
    expect(short.differences).toMatchObject([{ kind: 'amount', ours: '5000 usd', theirs: '4999 usd' }]);
    const foreign = compareCheckout(listed({ currency: 'eur' }), ours({ status: 'open' }));
    expect(foreign.record).toBe(false);
    expect(foreign.differences).toMatchObject([{ kind: 'currency', ours: 'usd', theirs: 'eur' }]);
  });

  it('flags a payment we hold paid or refunded that the provider says is not paid', () => {
    expect(compareCheckout(listed({ status: 'expired' }), ours()).differences).toMatchObject([
      { kind: 'status', ours: 'paid', theirs: 'expired', reference: 'cs_1', bookingId: 'CT-1' },
    ]);
    expect(
      compareCheckout(listed({ status: 'open' }), ours({ status: 'refunded' })).differences,
    ).toHaveLength(1);
  });
});

describe('payments we hold paid that the provider did not list', () => {
  const window = { since: daysAgo(3), now };
  const at = (ms: number) => ({ ...ours(), createdAt: new Date(ms) });

  it('are flagged only well inside the listed window', () => {
    const inside = at(daysAgo(3).getTime() + RECONCILIATION_CLOCK_MARGIN_MS);
    const tooEarly = {
      ...at(daysAgo(3).getTime() + RECONCILIATION_CLOCK_MARGIN_MS - 1),
      checkoutSessionId: 'cs_2',
    };
    const tooLate = { ...at(now.getTime() - RECONCILIATION_CLOCK_MARGIN_MS + 1), checkoutSessionId: 'cs_3' };
    const open = { ...inside, checkoutSessionId: 'cs_4', status: 'open' };
    expect(paidButNotListed([inside, tooEarly, tooLate, open], new Set(), window)).toMatchObject([
      { reference: 'cs_1', kind: 'status', ours: 'paid', theirs: 'not found' },
    ]);
    expect(paidButNotListed([inside], new Set(['cs_1']), window)).toEqual([]);
  });
});

describe('refunds against ours', () => {
  const refund = (amountCents: number, status = 'succeeded') => ({
    refundId: `re_${amountCents}`,
    paymentIntentId: 'pi_1',
    amountCents,
    status,
    createdAt: daysAgo(1),
  });

  it('flags more refunded at the provider than we recorded, counting only succeeded refunds', () => {
    const byIntent = new Map([['pi_1', ours({ refundedCents: 4750 })]]);
    expect(compareRefunds([refund(4750)], byIntent).differences).toEqual([]);
    expect(compareRefunds([refund(4750), refund(250, 'pending')], byIntent).differences).toEqual([]);
    expect(compareRefunds([refund(4750), refund(250)], byIntent).differences).toMatchObject([
      { kind: 'refund', reference: 'pi_1', ours: '4750 refunded', theirs: '5000 refunded' },
    ]);
  });

  it('names the payment intents we have no record of', () => {
    expect(compareRefunds([refund(100)], new Map())).toEqual({ differences: [], unknownIntents: ['pi_1'] });
  });
});

it('says what a run found', () => {
  expect(reconciliationSummary({ checked: 12, differences: 2 })).toBe('Payments checked: 12; differences: 2');
});
