import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRefundConfirmed,
  REFUND_CONFIRMATION_WORD,
  REFUND_PERCENT,
  REFUND_POLICY,
  refundAmountCents,
} from './refunds';

describe('refunds', () => {
  it('refund 95% with a 5% fee, 30 days ahead, within 24 hours for short notice, in 5-10 business days', () => {
    expect(REFUND_PERCENT).toBe(95);
    expect(REFUND_POLICY).toEqual({
      minDaysBeforeTravel: 30,
      refundPercent: 95,
      processingFeePercent: 5,
      shortNoticeRefundHours: 24,
      creditBusinessDaysMin: 5,
      creditBusinessDaysMax: 10,
    });
  });

  it.each([
    [4900, 4655],
    [9900, 9405],
    [19900, 18905],
    [119400, 113430],
    [1, 0],
    [19, 18],
    [21, 19],
    [0, 0],
    [-4900, 0],
    [Number.NaN, 0],
  ])('paying %d cents refunds %i cents', (paid, refund) => {
    expect(refundAmountCents(paid)).toBe(refund);
  });

  it('never refunds more than 95% nor a cent less than its floor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (paid) => {
        const refund = refundAmountCents(paid);
        expect(Number.isInteger(refund)).toBe(true);
        expect(refund * 100).toBeLessThanOrEqual(paid * 95);
        expect((refund + 1) * 100).toBeGreaterThan(paid * 95);
      }),
    );
  });

  it('is confirmed by typing REFUND exactly', () => {
    expect(REFUND_CONFIRMATION_WORD).toBe('REFUND');
    expect(isRefundConfirmed('REFUND')).toBe(true);
  });

  it.each(['', 'refund', 'Refund', 'REFUND ', ' REFUND', 'REFUNDS', 'REFUN'])(
    'is not confirmed by %j',
    (typed) => {
      expect(isRefundConfirmed(typed)).toBe(false);
    },
  );
});
