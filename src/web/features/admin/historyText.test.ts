import { describe, expect, it } from 'vitest';
import { eventText } from './historyText';

describe('the history line of an event', () => {
  it("shows the traveller's own change, field by field, and their cancellations", () => {
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

describe('the history lines of dispatch', () => {
  const at = '2026-03-10T19:31:00.000Z';
  const line = (type: string, data: Record<string, unknown>, actor = 'provider') =>
    eventText({ type, actor, at, data });

  it('says to whom the ride was offered, for how much and until when, and what the provider answered', () => {
    expect(
      line(
        'offer-sent',
        { company: 'Transportes Mayab', costCents: 12000, respondBy: '2026-03-10T21:30:00.000Z' },
        'ops@example.com',
      ),
    ).toBe(
      'Offered to Transportes Mayab, for $120, respond by Tuesday, March 10, 2026 at 4:30 PM (Cancun time)',
    );
    expect(
      line('offer-accepted', {
        company: 'Transportes Mayab',
        driverName: 'Efraín Poot',
        driverPhone: '+52 998 123 4567',
        vehicle: 'Toyota Hiace, white',
        plateNumber: 'YUC-1234',
      }),
    ).toBe('Accepted by Transportes Mayab: Efraín Poot, +52 998 123 4567, Toyota Hiace, white, YUC-1234');
    expect(line('offer-declined', { company: 'Caribe Vans', reason: 'No van free' })).toBe(
      'Declined by Caribe Vans: No van free',
    );
    expect(line('offer-expired', { company: 'Caribe Vans' }, 'system')).toBe('Offer expired (Caribe Vans)');
  });

  it('tells a withdrawal before and after acceptance from an end by cancellation', () => {
    expect(line('offer-withdrawn', { company: 'Caribe Vans', wasAccepted: false, reason: 'withdrawn' })).toBe(
      'Offer withdrawn (Caribe Vans)',
    );
    expect(line('offer-withdrawn', { company: 'Caribe Vans', wasAccepted: true, reason: 'withdrawn' })).toBe(
      'Ride withdrawn from Caribe Vans',
    );
    expect(line('offer-withdrawn', { company: 'Caribe Vans', wasAccepted: true, reason: 'cancelled' })).toBe(
      'Offer ended by the cancellation (Caribe Vans)',
    );
  });

  it('names each mark of the driver, and the provider’s confirmations and corrections', () => {
    expect(line('ride-mark', { company: 'Caribe Vans', mark: 'at-meeting-point' })).toBe(
      'At meeting point (Caribe Vans)',
    );
    expect(line('ride-mark', { company: 'Caribe Vans', mark: 'no-show' })).toBe('No-show (Caribe Vans)');
    expect(line('changes-confirmed', { company: 'Caribe Vans', changes: [] })).toBe(
      'Changes confirmed by Caribe Vans',
    );
    expect(
      line('driver-changed', { company: 'Caribe Vans', driverName: 'Luis Chan', plateNumber: 'Q-1' }),
    ).toBe('Driver changed by Caribe Vans: Luis Chan, Q-1');
  });
});
