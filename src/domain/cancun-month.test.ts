import { describe, expect, it } from 'vitest';
import { cancunMonth, cancunMonthBounds, isCancunMonth } from './cancun-month';

describe('months in Cancun', () => {
  it('spans a month from its first Cancun midnight to the next (UTC-5)', () => {
    expect(cancunMonthBounds('2026-03')).toEqual({
      start: new Date('2026-03-01T05:00:00Z'),
      end: new Date('2026-04-01T05:00:00Z'),
    });
    expect(cancunMonthBounds('2026-12').end).toEqual(new Date('2027-01-01T05:00:00Z'));
  });

  it("takes the month of Cancun's calendar, not UTC's", () => {
    // 03:00 UTC on 1 April is still 31 March in Cancun.
    expect(cancunMonth(new Date('2026-04-01T03:00:00Z'))).toBe('2026-03');
  });

  it('knows a month when it sees one', () => {
    expect(isCancunMonth('2026-03')).toBe(true);
    for (const text of ['2026-13', '2026-3', '26-03', '2026-03-01']) expect(isCancunMonth(text)).toBe(false);
    expect(() => cancunMonthBounds('2026-13')).toThrow(RangeError);
  });
});
