import { describe, expect, it } from 'vitest';
import { PAY_NOW_MESSAGES, payNowRefusal } from './payment-refusals';

const now = new Date('2026-03-10T12:00:00Z');
const arrival = (flight: string, status: Parameters<typeof payNowRefusal>[0]['status']) => ({
  serviceType: 'arrival' as const,
  flightDateTime: flight,
  status,
});

describe('whether a booking can be paid now', () => {
  it('lets a pending booking be paid until 24 hours after its flight', () => {
    expect(payNowRefusal(arrival('2026-03-12T12:00:00Z', 'pending'), now)).toBeNull();
    expect(payNowRefusal(arrival('2026-03-09T12:00:01Z', 'pending'), now)).toBeNull();
  });

  it('refuses a pending booking 24 hours or more after its flight', () => {
    expect(payNowRefusal(arrival('2026-03-09T12:00:00Z', 'pending'), now)).toBe(PAY_NOW_MESSAGES.expired);
    expect(PAY_NOW_MESSAGES.expired).toBe('Payment no longer available');
  });

  it('uses a departure’s pickup time as its reference time', () => {
    const departure = {
      serviceType: 'departure' as const,
      flightDateTime: '2026-03-09T16:00:00Z',
      pickupTimeCalc: '2026-03-09T12:00:00Z',
      status: 'pending' as const,
    };
    expect(payNowRefusal(departure, now)).toBe(PAY_NOW_MESSAGES.expired);
  });

  it.each([
    ['paid', 'This booking has already been paid'],
    ['confirmed', 'This booking has already been paid'],
    ['completed', 'This booking has already been paid'],
    ['cancelled', 'This booking has been cancelled'],
    ['refunded', 'This booking has been refunded'],
  ] as const)('refuses a %s booking: %s', (status, message) => {
    expect(payNowRefusal(arrival('2026-03-12T12:00:00Z', status), now)).toBe(message);
  });
});
