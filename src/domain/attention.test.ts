import { describe, expect, it } from 'vitest';
import {
  ATTENTION_REASONS,
  type AttentionBooking,
  type AttentionFacts,
  attentionReasons,
  NO_DRIVER_WARNING_HOURS,
} from './attention';
import { DRIVER_DETAILS_NOTICE_HOURS } from './constants';

const now = new Date('2026-11-21T12:00:00.000Z');
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
const noFacts: AttentionFacts = { checkoutFailed: false, undeliveredEmailKinds: [] };

function arrival(overrides: Partial<AttentionBooking> = {}): AttentionBooking {
  return {
    serviceType: 'arrival',
    flightDateTime: hoursFromNow(30),
    pickupTimeCalc: null,
    status: 'paid',
    driverName: null,
    driverDetailsSent: false,
    ...overrides,
  };
}

function departure(pickupInHours: number, overrides: Partial<AttentionBooking> = {}): AttentionBooking {
  return arrival({
    serviceType: 'departure',
    pickupTimeCalc: hoursFromNow(pickupInHours),
    flightDateTime: hoursFromNow(pickupInHours + 4),
    ...overrides,
  });
}

describe('the reasons', () => {
  it('are worded for admins with the hours of the rules', () => {
    expect(NO_DRIVER_WARNING_HOURS).toBe(48);
    expect(ATTENTION_REASONS['arrival-without-driver']).toBe('Arrival within 48 hours without a driver');
    expect(ATTENTION_REASONS['driver-details-not-sent']).toBe(
      `Ride within ${DRIVER_DETAILS_NOTICE_HOURS} hours: driver details not sent`,
    );
  });
});

describe('an arrival without a driver', () => {
  it.each([
    [0, true, 'landing now'],
    [30, true, 'in 30 hours'],
    [48, true, 'exactly 48 hours away'],
    [48.01, false, 'just over 48 hours away'],
    [-0.01, false, 'landed a moment ago'],
  ])('landing in %s hours needs a driver: %s (%s)', (hours, expected) => {
    const reasons = attentionReasons(arrival({ flightDateTime: hoursFromNow(hours) }), noFacts, now);
    expect(reasons.includes('arrival-without-driver')).toBe(expected);
  });

  it('counts only once paid or confirmed, and leaves once a driver is saved', () => {
    for (const status of ['paid', 'confirmed'] as const) {
      expect(attentionReasons(arrival({ status }), noFacts, now)).toEqual(['arrival-without-driver']);
    }
    for (const status of ['pending', 'completed', 'cancelled', 'refunded'] as const) {
      expect(attentionReasons(arrival({ status }), noFacts, now)).toEqual([]);
    }
    expect(attentionReasons(arrival({ driverName: '   ' }), noFacts, now)).toEqual([
      'arrival-without-driver',
    ]);
    expect(attentionReasons(arrival({ driverName: 'Jorge Pech' }), noFacts, now)).toEqual([]);
  });

  it('is not asked of a departure', () => {
    expect(attentionReasons(departure(30), noFacts, now)).toEqual([]);
  });
});

describe('driver details not sent', () => {
  it.each([
    [0, true],
    [10, true],
    [24, true],
    [24.01, false],
    [-0.01, false],
  ])('a departure picked up in %s hours is flagged: %s', (hours, expected) => {
    const reasons = attentionReasons(departure(hours, { driverName: 'Jorge' }), noFacts, now);
    // Paid, within 24 hours and offered to no provider: that is flagged too.
    expect(reasons).toEqual(expected ? ['driver-details-not-sent', 'no-provider-yet'] : []);
  });

  it('times an arrival by its flight, and flags one without a driver twice', () => {
    expect(attentionReasons(arrival({ flightDateTime: hoursFromNow(10) }), noFacts, now)).toEqual([
      'arrival-without-driver',
      'driver-details-not-sent',
      'no-provider-yet',
    ]);
  });

  it('leaves once the details of the current driver were sent', () => {
    const sent = departure(5, { driverName: 'Jorge', driverDetailsSent: true, status: 'confirmed' });
    expect(attentionReasons(sent, noFacts, now)).toEqual([]);
    expect(attentionReasons(departure(5, { status: 'pending' }), noFacts, now)).toEqual([]);
  });
});

describe('a failed checkout', () => {
  const failed = { ...noFacts, checkoutFailed: true };

  it('flags a pending booking that is not expired', () => {
    const pending = arrival({ status: 'pending', flightDateTime: hoursFromNow(200) });
    expect(attentionReasons(pending, failed, now)).toEqual(['checkout-failed']);
    expect(attentionReasons(pending, noFacts, now)).toEqual([]);
  });

  it('leaves once paid, or once expired (24 hours after the ride)', () => {
    expect(
      attentionReasons(arrival({ status: 'paid', flightDateTime: hoursFromNow(200) }), failed, now),
    ).toEqual([]);
    const justBefore = arrival({ status: 'pending', flightDateTime: hoursFromNow(-23.99) });
    expect(attentionReasons(justBefore, failed, now)).toEqual(['checkout-failed']);
    expect(
      attentionReasons(arrival({ status: 'pending', flightDateTime: hoursFromNow(-24) }), failed, now),
    ).toEqual([]);
  });
});

describe('an undelivered e-mail', () => {
  const undelivered = { ...noFacts, undeliveredEmailKinds: ['payment-received'] };

  it('flags any open booking until its ride has expired', () => {
    for (const status of ['pending', 'paid', 'confirmed', 'completed'] as const) {
      const booking = arrival({ status, flightDateTime: hoursFromNow(200), driverName: 'Jorge' });
      expect(attentionReasons(booking, undelivered, now), status).toEqual(['email-undelivered']);
    }
    const expired = arrival({ flightDateTime: hoursFromNow(-24), driverName: 'Jorge' });
    expect(attentionReasons(expired, undelivered, now)).toEqual([]);
  });

  it('leaves a cancelled or refunded booking alone', () => {
    for (const status of ['cancelled', 'refunded'] as const) {
      expect(attentionReasons(arrival({ status }), undelivered, now)).toEqual([]);
    }
  });
});

describe("the traveller's own changes", () => {
  const far = { flightDateTime: hoursFromNow(200), driverName: 'Efraín Poot', driverDetailsSent: true };

  it('flag a change after the driver details were sent while the booking is open and not past', () => {
    const facts = { ...noFacts, changedByTravellerAfterDriverDetails: true };
    expect(attentionReasons(arrival(far), facts, now)).toEqual(['changed-by-traveller']);
    expect(ATTENTION_REASONS['changed-by-traveller']).toBe(
      'Changed by the traveller after the driver details were sent',
    );
    expect(attentionReasons(arrival({ ...far, flightDateTime: hoursFromNow(-25) }), facts, now)).toEqual([]);
    expect(attentionReasons(arrival(far), noFacts, now)).toEqual([]);
  });

  it('flag a cancellation by the traveller only while a driver is assigned', () => {
    const facts = { ...noFacts, cancelledByTraveller: true };
    for (const status of ['cancelled', 'refunded'] as const) {
      expect(attentionReasons(arrival({ ...far, status }), facts, now)).toEqual(['cancelled-by-traveller']);
      expect(attentionReasons(arrival({ ...far, status, driverName: null }), facts, now)).toEqual([]);
    }
    expect(ATTENTION_REASONS['cancelled-by-traveller']).toBe(
      'Cancelled by the traveller with a driver assigned',
    );
  });
});

describe('a failed refund', () => {
  const facts = { ...noFacts, refundFailed: true };

  it('flags the booking whatever its status or ride time, until it is refunded', () => {
    for (const status of ['paid', 'confirmed', 'completed', 'cancelled'] as const) {
      const booking = arrival({ status, flightDateTime: hoursFromNow(-500), driverName: 'Jorge' });
      expect(attentionReasons(booking, facts, now), status).toEqual(['refund-failed']);
    }
    expect(attentionReasons(arrival({ status: 'refunded' }), facts, now)).toEqual([]);
    expect(
      attentionReasons(arrival({ flightDateTime: hoursFromNow(200), driverName: 'Jorge' }), noFacts, now),
    ).toEqual([]);
    expect(ATTENTION_REASONS['refund-failed']).toBe('Refund failed');
  });
});

describe('dispatching to providers', () => {
  const offer = (status: NonNullable<AttentionFacts['latestOffer']>['status'], extra = {}) => ({
    ...noFacts,
    latestOffer: { status, atMeetingPoint: false, changesUnconfirmed: false, ...extra },
  });
  const confirmed = (hours: number) =>
    arrival({
      status: 'confirmed',
      driverName: 'Jorge',
      driverDetailsSent: true,
      flightDateTime: hoursFromNow(hours),
    });

  it('flags an upcoming ride whose offer was declined or not answered in time, until another stands', () => {
    expect(attentionReasons(confirmed(100), offer('declined'), now)).toEqual(['declined-by-provider']);
    expect(attentionReasons(confirmed(100), offer('expired'), now)).toEqual(['offer-expired']);
    expect(attentionReasons(confirmed(100), offer('offered'), now)).toEqual([]);
    expect(attentionReasons(confirmed(-1), offer('declined'), now)).not.toContain('declined-by-provider');
  });

  it.each([
    [24, true],
    [24.01, false],
    [-0.01, false],
  ])('flags a paid ride %s hours away with no provider: %s', (hours, flagged) => {
    const paid = departure(hours, { driverName: 'Jorge', driverDetailsSent: true });
    expect(attentionReasons(paid, noFacts, now).includes('no-provider-yet')).toBe(flagged);
    expect(attentionReasons(paid, offer('offered'), now).includes('no-provider-yet')).toBe(flagged);
    expect(attentionReasons(paid, offer('accepted'), now)).not.toContain('no-provider-yet');
  });

  it('flags changes the accepted provider has not confirmed', () => {
    expect(attentionReasons(confirmed(10), offer('accepted', { changesUnconfirmed: true }), now)).toEqual([
      'changes-not-confirmed',
    ]);
  });

  it.each([
    [-0.25, true],
    [-0.24, false],
    [-23.9, true],
    [-24, false],
  ])('flags a driver not at the meeting point %s hours after the ride: %s', (hours, flagged) => {
    const reasons = attentionReasons(confirmed(hours), offer('accepted'), now);
    expect(reasons.includes('driver-not-at-meeting-point')).toBe(flagged);
    expect(attentionReasons(confirmed(hours), offer('accepted', { atMeetingPoint: true }), now)).toEqual([]);
  });

  it('flags a no-show the server found unanswered', () => {
    const done = arrival({ status: 'completed', flightDateTime: hoursFromNow(-3) });
    expect(attentionReasons(done, { ...noFacts, travellerNoShow: true }, now)).toEqual(['traveller-no-show']);
    expect(ATTENTION_REASONS['traveller-no-show']).toBe('Traveller no-show');
  });
});
