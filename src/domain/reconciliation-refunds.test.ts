import { describe, expect, it } from 'vitest';
import { RECONCILIATION_CLOCK_MARGIN_MS } from './reconciliation';
import { type OurRefund, refundsNotAtProvider } from './reconciliation-refunds';

const now = new Date('2026-11-21T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const window = { since: new Date(now.getTime() - 3 * DAY), now };
const ours = (overrides: Partial<OurRefund> = {}): OurRefund => ({
  bookingId: 'CT-1',
  paymentIntentId: 'pi_1',
  amountCents: 4750,
  providerRefundId: 're_1',
  completedAt: new Date(now.getTime() - DAY),
  ...overrides,
});
const listed = (overrides: Partial<{ refundId: string; amountCents: number; status: string }> = {}) => ({
  refundId: 're_1',
  paymentIntentId: 'pi_1',
  amountCents: 4750,
  currency: 'usd',
  status: 'succeeded',
  createdAt: new Date(now.getTime() - DAY),
  ...overrides,
});

describe('our refunds against the provider’s', () => {
  it('find nothing when the provider lists our refund, succeeded, for our amount', () => {
    expect(refundsNotAtProvider([ours()], [listed()], window)).toEqual([]);
  });

  it('flag a refund of ours the provider does not list', () => {
    expect(refundsNotAtProvider([ours()], [listed({ refundId: 're_2' })], window)).toMatchObject([
      { bookingId: 'CT-1', reference: 're_1', kind: 'refund', ours: '4750 refunded', theirs: 'not found' },
    ]);
  });

  it('flag a smaller amount, or a refund that did not succeed; a larger one is the forward check’s', () => {
    expect(refundsNotAtProvider([ours()], [listed({ amountCents: 4000 })], window)).toMatchObject([
      { reference: 're_1', ours: '4750 refunded', theirs: '4000 refunded' },
    ]);
    expect(refundsNotAtProvider([ours()], [listed({ status: 'failed' })], window)).toMatchObject([
      { reference: 're_1', theirs: 'failed' },
    ]);
    expect(refundsNotAtProvider([ours()], [listed({ amountCents: 5000 })], window)).toEqual([]);
  });

  it('match a refund known only from the provider’s event by its payment', () => {
    const fromEvent = ours({ providerRefundId: null });
    expect(refundsNotAtProvider([fromEvent], [listed({ refundId: 're_9' })], window)).toEqual([]);
    expect(refundsNotAtProvider([fromEvent], [], window)).toMatchObject([
      { reference: 'pi_1', theirs: 'not found' },
    ]);
    expect(refundsNotAtProvider([fromEvent], [listed({ amountCents: 1000 })], window)).toMatchObject([
      { reference: 'pi_1', theirs: '1000 refunded' },
    ]);
  });

  it('look only at refunds completed well inside the listed window', () => {
    const margin = RECONCILIATION_CLOCK_MARGIN_MS;
    const edge = (at: number) => refundsNotAtProvider([ours({ completedAt: new Date(at) })], [], window);
    expect(edge(now.getTime() - margin + 1)).toEqual([]);
    expect(edge(now.getTime() - margin)).toHaveLength(1);
    expect(edge(window.since.getTime() + margin)).toHaveLength(1);
    expect(edge(window.since.getTime() + margin - 1)).toEqual([]);
  });
});
