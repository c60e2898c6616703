import { describe, expect, it } from 'vitest';
import { eventText } from './historyText';

describe('the history line of an event', () => {
  it("shows the traveller's own change, field by field, and their cancellations (issue 16)", () => {
    const at = '2026-03-01T12:00:00.000Z';
    expect(
      eventText({
        type: 'updated',
        actor: 'customer',
        at,
        data: {
          changes: { flightNumber: { before: 'AA 1', after: 'AA 2' }, childSeats: { before: 0, after: 2 } },
        },
      }),
    ).toBe('Updated: flightNumber: AA 1 → AA 2; childSeats: 0 → 2');
    expect(eventText({ type: 'cancelled', actor: 'customer', at, data: { outcome: 'no-refund' } })).toBe(
      'Cancelled by the traveller: no refund due (less than 30 days before the ride)',
    );
    expect(eventText({ type: 'cancelled', actor: 'customer', at, data: { outcome: 'unpaid' } })).toBe(
      'Cancelled by the traveller: not paid',
    );
    expect(eventText({ type: 'refunded', actor: 'customer', at, data: { refundCents: 18905 } })).toBe(
      'Refunded (cancelled by the traveller): $189.05',
    );
  });

  it('says a booking was cancelled automatically because nobody paid it before the ride', () => {
    const event = {
      type: 'cancelled-unpaid',
      actor: 'system',
      at: '2026-03-10T19:31:00.000Z',
      data: { changes: { status: { before: 'pending', after: 'cancelled' } } },
    };
    expect(eventText(event)).toBe('Cancelled automatically: not paid by the time of the ride');
  });

  it('says which e-mail the mail cap held back, and why', () => {
    const event = {
      type: 'mail-withheld',
      actor: 'system',
      at: '2026-03-01T12:00:00.000Z',
      data: {
        kind: 'booking-received',
        to: 'someone@example.com',
        reason:
          '3 booking e-mails in 24 hours already went to this address, which has never paid for a booking',
      },
    };
    expect(eventText(event)).toBe(
      'E-mail not sent (booking received, with the payment link): 3 booking e-mails in 24 hours already went ' +
        'to this address, which has never paid for a booking',
    );
  });
});
