import { describe, expect, it } from 'vitest';
import {
  isAbandoned,
  isDepartureReminderDue,
  isPaymentReminderDue,
  paymentReminderCutoffs,
} from './booking-reminders';
import type { BookingStatus } from './statuses';

/** Noon UTC, 06:00 in Cancun. */
const now = new Date('2026-11-21T12:00:00.000Z');

describe('the payment reminder of an unpaid booking', () => {
  const pending: Parameters<typeof isPaymentReminderDue>[0] = {
    serviceType: 'arrival',
    status: 'pending',
    createdAt: '2026-11-20T12:00:00.000Z',
    flightDateTime: '2026-11-25T18:00:00.000Z',
    pickupTimeCalc: null,
    paymentReminderSentAt: null,
  };

  it('is due for a booking exactly 24 hours old whose flight is days away', () => {
    expect(isPaymentReminderDue(pending, now)).toBe(true);
  });

  it.each<[string, Partial<typeof pending>, boolean]>([
    ['23:59 old', { createdAt: '2026-11-20T12:01:00.000Z' }, false],
    ['two days old', { createdAt: '2026-11-19T12:00:00.000Z' }, true],
    ['already reminded', { paymentReminderSentAt: '2026-11-21T11:00:00.000Z' }, false],
    ['paid', { status: 'paid' }, false],
    ['cancelled', { status: 'cancelled' }, false],
    ['flight exactly 24 hours away', { flightDateTime: '2026-11-22T12:00:00.000Z' }, false],
    ['flight 24 hours and a minute away', { flightDateTime: '2026-11-22T12:01:00.000Z' }, true],
    ['flight in 3 hours', { flightDateTime: '2026-11-21T15:00:00.000Z' }, false],
    [
      'a departure whose pickup is 20 hours away though its flight is 25',
      {
        serviceType: 'departure',
        flightDateTime: '2026-11-22T13:00:00.000Z',
        pickupTimeCalc: '2026-11-22T08:00:00.000Z',
      },
      false,
    ],
  ])('%s: %s', (_case, change, expected) => {
    expect(isPaymentReminderDue({ ...pending, ...change }, now)).toBe(expected);
  });

  it('selects with the same cut-offs: created a day ago or earlier, ride more than a day ahead', () => {
    expect(paymentReminderCutoffs(now)).toEqual({
      createdAtOrBefore: new Date('2026-11-20T12:00:00.000Z'),
      rideAfter: new Date('2026-11-22T12:00:00.000Z'),
    });
  });
});

describe('an abandoned booking', () => {
  it.each<[string, BookingStatus, string, string | null, boolean]>([
    ['pending, flight a minute ago', 'pending', '2026-11-21T11:59:00.000Z', null, true],
    ['pending, flight right now', 'pending', '2026-11-21T12:00:00.000Z', null, false],
    ['pending, flight in an hour', 'pending', '2026-11-21T13:00:00.000Z', null, false],
    ['paid, flight yesterday', 'paid', '2026-11-20T12:00:00.000Z', null, false],
    ['cancelled, flight yesterday', 'cancelled', '2026-11-20T12:00:00.000Z', null, false],
    // A departure counts from its pickup, four hours before its flight.
    [
      'pending departure picked up an hour ago',
      'pending',
      '2026-11-21T15:00:00.000Z',
      '2026-11-21T11:00:00.000Z',
      true,
    ],
  ])('%s: %s', (_case, status, flight, pickup, expected) => {
    const serviceType = pickup ? 'departure' : 'arrival';
    expect(isAbandoned({ serviceType, status, flightDateTime: flight, pickupTimeCalc: pickup }, now)).toBe(
      expected,
    );
  });
});

describe('the departure reminder', () => {
  const departure: Parameters<typeof isDepartureReminderDue>[0] = {
    serviceType: 'departure',
    status: 'paid',
    createdAt: '2026-11-10T12:00:00.000Z',
    pickupTimeCalc: '2026-11-22T12:00:00.000Z',
    departureReminderSentAt: null,
  };

  it('is due when the pickup is exactly 24 hours away', () => {
    expect(isDepartureReminderDue(departure, now)).toBe(true);
  });

  it.each<[string, Partial<typeof departure>, boolean]>([
    ['pickup 24 hours and a minute away', { pickupTimeCalc: '2026-11-22T12:01:00.000Z' }, false],
    ['pickup in an hour', { pickupTimeCalc: '2026-11-21T13:00:00.000Z' }, true],
    ['pickup right now', { pickupTimeCalc: '2026-11-21T12:00:00.000Z' }, false],
    ['confirmed', { status: 'confirmed' }, true],
    ['pending', { status: 'pending' }, false],
    ['completed', { status: 'completed' }, false],
    ['refunded', { status: 'refunded' }, false],
    ['already reminded', { departureReminderSentAt: '2026-11-21T11:00:00.000Z' }, false],
    ['an arrival', { serviceType: 'arrival' }, false],
    ['booked exactly 24 hours before the pickup', { createdAt: '2026-11-21T12:00:00.000Z' }, true],
    [
      'booked 23 hours before its pickup, 8 hours from now',
      { createdAt: '2026-11-20T21:00:00.000Z', pickupTimeCalc: '2026-11-21T20:00:00.000Z' },
      false,
    ],
    [
      'booked 25 hours before its pickup, 8 hours from now',
      { createdAt: '2026-11-20T19:00:00.000Z', pickupTimeCalc: '2026-11-21T20:00:00.000Z' },
      true,
    ],
  ])('%s: %s', (_case, change, expected) => {
    expect(isDepartureReminderDue({ ...departure, ...change }, now)).toBe(expected);
  });
});
