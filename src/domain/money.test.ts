import { describe, expect, it } from 'vitest';
import { wholeNumberSweep } from '../testing/domain/whole-number-sweep';
import { dollarsToCents, formatUsd, formatUsdCents } from './money';

describe('money', () => {
  it.each([
    [0, '$0'],
    [49, '$49'],
    [398, '$398'],
    [1194, '$1,194'],
    [12345, '$12,345'],
  ])('shows %d dollars as %j', (dollars, text) => {
    expect(formatUsd(dollars)).toBe(text);
  });

  it.each([
    [4655, '$46.55'],
    [0, '$0.00'],
    [5, '$0.05'],
    [113430, '$1,134.30'],
  ])('shows %i cents as %j', (cents, text) => {
    expect(formatUsdCents(cents)).toBe(text);
  });

  it.each([
    [49, 4900],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1194, 119400],
  ])('%d dollars are %i cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });
});

/** What the hand-written formats must match: Intl's en-US currency formats, as they were before. */
describe('money written as Intl writes it', () => {
  const intl = (digits: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const whole = intl(0);
  const cents = intl(2);
  const amounts = wholeNumberSweep();

  it('writes every whole dollar amount as Intl does', () => {
    const ours = amounts.map(formatUsd);
    expect(ours).toEqual(amounts.map((amount) => whole.format(amount)));
  });

  it('writes every whole cent amount of up to 15 digits as Intl does', () => {
    const upTo15Digits = amounts.filter((amount) => Math.abs(amount) < 1e15);
    const ours = upTo15Digits.map(formatUsdCents);
    expect(ours).toEqual(upTo15Digits.map((amount) => cents.format(amount / 100)));
  });

  it.each([-0, 49.5, 1194.45, 2 ** 60, Number.NaN])('leaves %d dollars to Intl', (amount) => {
    expect(formatUsd(amount)).toBe(whole.format(amount));
  });

  it.each([-0, 49.5, Number.MAX_SAFE_INTEGER, -(10 ** 15), Number.NaN])(
    'leaves %d cents to Intl',
    (amount) => {
      expect(formatUsdCents(amount)).toBe(cents.format(amount / 100));
    },
  );
});
