import { describe, expect, it } from 'vitest';
import {
  EXPIRY_HOURS,
  isExpired,
  isPayable,
  isShortNotice,
  referenceTime,
  SHORT_NOTICE_HOURS,
  sortForLookup,
  type TimedBooking,
} from './booking-timing';
import type { BookingStatus } from './statuses';

const now = new Date('2026-11-21T12:00:00.000Z');

describe('short notice', () => {
  it('is 12 hours', () => {
    expect(SHORT_NOTICE_HOURS).toBe(12);
  });

  it.each([
    ['2026-11-21T23:59:00.000Z', '11:59 away', true],
    ['2026-11-21T23:59:59.999Z', 'a millisecond under 12 hours away', true],
    ['2026-11-22T00:00:00.000Z', 'exactly 12 hours away', false],
    ['2026-11-22T00:01:00.000Z', '12:01 away', false],
    ['2026-11-21T12:00:00.000Z', 'now', true],
    ['2026-11-21T10:00:00.000Z', 'in the past', true],
    ['2026-12-01T12:00:00.000Z', 'ten days away', false],
  ])('a flight at %s (%s) is short notice: %s', (flight, _when, expected) => {
    expect(isShortNotice(new Date(flight), now)).toBe(expected);
  });
});

describe('reference time', () => {
  it.each<[string, TimedBooking, string]>([
    [
      'an arrival uses its flight',
      { serviceType: 'arrival', flightDateTime: '2026-11-21T19:30:00.000Z', pickupTimeCalc: null },
      '2026-11-21T19:30:00.000Z',
    ],
    [
      'an arrival ignores a stray pickup time',
      {
        serviceType: 'arrival',
        flightDateTime: '2026-11-21T19:30:00.000Z',
        pickupTimeCalc: '2026-11-21T15:30:00.000Z',
      },
      '2026-11-21T19:30:00.000Z',
    ],
    [
      'a departure uses its pickup',
      {
        serviceType: 'departure',
        flightDateTime: new Date('2026-11-21T19:30:00.000Z'),
        pickupTimeCalc: new Date('2026-11-21T15:30:00.000Z'),
      },
      '2026-11-21T15:30:00.000Z',
    ],
    [
      'a departure without a pickup falls back to its flight',
      { serviceType: 'departure', flightDateTime: '2026-11-21T19:30:00.000Z', pickupTimeCalc: null },
      '2026-11-21T19:30:00.000Z',
    ],
    [
      'a departure with no pickup field falls back to its flight',
      { serviceType: 'departure', flightDateTime: '2026-11-21T19:30:00.000Z' },
      '2026-11-21T19:30:00.000Z',
    ],
  ])('%s', (_name, booking, expected) => {
    expect(referenceTime(booking).toISOString()).toBe(expected);
  });
});

describe('expiry', () => {
  it('is 24 hours', () => {
    expect(EXPIRY_HOURS).toBe(24);
  });

  it.each([
    ['2026-11-20T12:01:00.000Z', '23:59 ago', false],
    ['2026-11-20T12:00:00.001Z', 'a millisecond under 24 hours ago', false],
    ['2026-11-20T12:00:00.000Z', 'exactly 24 hours ago', true],
    ['2026-11-20T11:59:00.000Z', '24:01 ago', true],
    ['2026-11-22T12:00:00.000Z', 'tomorrow', false],
  ])('an arrival whose flight was at %s (%s) is expired: %s', (flight, _when, expected) => {
    expect(isExpired({ serviceType: 'arrival', flightDateTime: flight }, now)).toBe(expected);
  });

  it('a departure expires 24 hours after its pickup, not its flight', () => {
    const booking: TimedBooking = {
      serviceType: 'departure',
      pickupTimeCalc: '2026-11-20T12:00:00.000Z',
      flightDateTime: '2026-11-20T16:00:00.000Z',
    };
    expect(isExpired(booking, now)).toBe(true);
    expect(isExpired(booking, new Date('2026-11-21T11:59:00.000Z'))).toBe(false);
  });
});

describe('lookup order', () => {
  const at = (id: string, serviceType: 'arrival' | 'departure', iso: string) => ({
    id,
    serviceType,
    flightDateTime: serviceType === 'arrival' ? iso : '2026-12-31T00:00:00.000Z',
    pickupTimeCalc: serviceType === 'departure' ? iso : null,
  });

  const bookings = [
    at('expired-old', 'arrival', '2026-11-01T10:00:00.000Z'),
    at('upcoming-late', 'arrival', '2026-12-10T10:00:00.000Z'),
    at('expired-recent', 'departure', '2026-11-19T10:00:00.000Z'),
    at('recent-not-expired', 'arrival', '2026-11-21T00:00:00.000Z'),
    at('upcoming-soon', 'departure', '2026-11-22T10:00:00.000Z'),
    at('expired-exactly', 'arrival', '2026-11-20T12:00:00.000Z'),
  ];

  it('lists upcoming bookings soonest first, then expired ones most recent first', () => {
    expect(sortForLookup(bookings, now).map((b) => b.id)).toEqual([
      'recent-not-expired',
      'upcoming-soon',
      'upcoming-late',
      'expired-exactly',
      'expired-recent',
      'expired-old',
    ]);
  });

  it('keeps bookings with the same time in their original order and leaves the input alone', () => {
    const twins = [
      at('first', 'arrival', '2026-12-01T10:00:00.000Z'),
      at('second', 'arrival', '2026-12-01T10:00:00.000Z'),
      at('old-first', 'arrival', '2026-10-01T10:00:00.000Z'),
      at('old-second', 'arrival', '2026-10-01T10:00:00.000Z'),
    ];
    const copy = [...twins];
    expect(sortForLookup(twins, now).map((b) => b.id)).toEqual([
      'first',
      'second',
      'old-first',
      'old-second',
    ]);
    expect(twins).toEqual(copy);
  });

  it('returns an empty list for no bookings', () => {
    expect(sortForLookup([], now)).toEqual([]);
  });
});

describe('paying', () => {
  it.each<[BookingStatus, string, boolean]>([
    ['pending', '2026-11-22T12:00:00.000Z', true],
    ['pending', '2026-11-20T12:01:00.000Z', true],
    ['pending', '2026-11-20T12:00:00.000Z', false],
    ['paid', '2026-11-22T12:00:00.000Z', false],
    ['confirmed', '2026-11-22T12:00:00.000Z', false],
    ['cancelled', '2026-11-22T12:00:00.000Z', false],
  ])('a %s arrival flying at %s can be paid: %s', (status, flight, expected) => {
    expect(isPayable({ serviceType: 'arrival', flightDateTime: flight, status }, now)).toBe(expected);
  });
});
