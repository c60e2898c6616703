import { describe, expect, it } from 'vitest';
import { statusChips } from './statusChips';

const none = { pending: 0, paid: 0, confirmed: 0, completed: 0, cancelled: 0, refunded: 0 };

describe('statusChips', () => {
  it('puts All with the total first, then the statuses present in alphabetical order', () => {
    const chips = statusChips({ ...none, pending: 3, paid: 2, cancelled: 1, refunded: 4 }, 10, null);
    expect(chips.map((chip) => chip.label)).toEqual([
      'All (10)',
      'Cancelled (1)',
      'Paid (2)',
      'Pending (3)',
      'Refunded (4)',
    ]);
  });

  it('leaves out statuses without bookings but keeps the chosen one so it can be seen', () => {
    expect(statusChips({ ...none, paid: 1 }, 1, null).map((chip) => chip.status)).toEqual([null, 'paid']);
    expect(statusChips({ ...none, paid: 1 }, 1, 'completed').map((chip) => chip.label)).toEqual([
      'All (1)',
      'Completed (0)',
      'Paid (1)',
    ]);
  });
});
