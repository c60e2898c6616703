import { describe, expect, it } from 'vitest';
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
