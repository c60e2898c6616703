import { describe, expect, it } from 'vitest';
import { changedSincePaid, paidOnText, statementFilename } from './provider-statement';

const ride = (bookingId: string, costCents = 11_000, outcome = 'completed') => ({
  bookingId,
  costCents,
  outcome,
});

describe('a statement changed after payment', () => {
  it('is unchanged while it holds the same rides at the same cost and outcome, in any order', () => {
    expect(changedSincePaid([ride('A'), ride('B')], [ride('B'), ride('A')])).toBe(false);
    expect(changedSincePaid([], [])).toBe(false);
  });

  it('changed when a ride was added, removed, repriced or its outcome changed', () => {
    expect(changedSincePaid([ride('A')], [ride('A'), ride('B')])).toBe(true);
    expect(changedSincePaid([ride('A'), ride('B')], [ride('A')])).toBe(true);
    expect(changedSincePaid([ride('A')], [ride('A', 12_000)])).toBe(true);
    expect(changedSincePaid([ride('A')], [ride('A', 11_000, 'no-show')])).toBe(true);
  });
});

describe("a statement's texts", () => {
  it("says when it was paid in Cancun's calendar, with the reference", () => {
    // 03:00 UTC on 1 April is still 31 March in Cancun.
    expect(paidOnText({ paidAt: '2026-04-01T03:00:00Z', reference: 'SPEI 4471' })).toBe(
      'Paid on 2026-03-31 (SPEI 4471)',
    );
  });

  it('names the download after the company and the month, in safe letters', () => {
    expect(statementFilename('Riviera Vans', '2026-03', 'csv')).toBe('statement-riviera-vans-2026-03.csv');
    expect(statementFilename('Tránsito "Ñ" & Co.', '2026-03', 'pdf')).toBe(
      'statement-transito-n-co-2026-03.pdf',
    );
    expect(statementFilename('***', '2026-03', 'pdf')).toBe('statement-provider-2026-03.pdf');
  });
});
