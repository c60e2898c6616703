import { describe, expect, it } from 'vitest';
import { eventText } from './historyText';

describe('the history line of an event', () => {
  it('says a booking was cancelled automatically because nobody paid it before the ride', () => {
    const event = {
      type: 'cancelled-unpaid',
      actor: 'system',
      at: '2026-03-10T19:31:00.000Z',
      data: { changes: { status: { before: 'pending', after: 'cancelled' } } },
    };
    expect(eventText(event)).toBe('Cancelled automatically: not paid by the time of the ride');
  });
});
