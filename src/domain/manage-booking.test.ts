import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing/domain/field-errors';
import {
  cancellationOutcome,
  cancellationSentence,
  childSeatsText,
  isPastManageCutoff,
  manageRefusal,
  refundReferenceAfterChange,
  refundReferenceTime,
  refundSentence,
} from './manage-booking';
import { manageChangesSchema } from './schemas/manage-booking';

const HOUR = 60 * 60 * 1000;
/** 14:30 in Cancun (UTC-5) on 10 March 2026. */
const FLIGHT = new Date('2026-03-10T19:30:00Z');
const arrival = { serviceType: 'arrival' as const, flightDateTime: FLIGHT, pickupTimeCalc: null };
/** A departure whose pickup is 4 hours before the same flight: its reference time is the pickup. */
const PICKUP = new Date(FLIGHT.getTime() - 4 * HOUR);
const departure = { serviceType: 'departure' as const, flightDateTime: FLIGHT, pickupTimeCalc: PICKUP };
const before = (instant: Date, hours: number, extraMs = 0) =>
  new Date(instant.getTime() - hours * HOUR + extraMs);

describe('the 48-hour cut-off, in America/Cancun whatever the process zone', () => {
  it.each([
    ['exactly 48 hours before the flight: still in time', before(FLIGHT, 48), false],
    ['a second earlier: in time', before(FLIGHT, 48, -1000), false],
    ['a second later: past the cut-off', before(FLIGHT, 48, 1000), true],
  ])('an arrival %s', (_name, now, past) => {
    expect(isPastManageCutoff(arrival, now)).toBe(past);
  });

  it('times a departure by its pickup, not its flight', () => {
    expect(isPastManageCutoff(departure, before(PICKUP, 48))).toBe(false);
    expect(isPastManageCutoff(departure, before(PICKUP, 48, 1000))).toBe(true);
    expect(isPastManageCutoff(departure, before(FLIGHT, 48))).toBe(true);
  });

  it('refuses closed bookings, past rides and cut-off rides with their reason', () => {
    const now = before(FLIGHT, 100);
    expect(manageRefusal({ ...arrival, status: 'paid' }, now)).toBeNull();
    expect(manageRefusal({ ...arrival, status: 'pending' }, now)).toBeNull();
    expect(manageRefusal({ ...arrival, status: 'cancelled' }, now)).toBe('closed');
    expect(manageRefusal({ ...arrival, status: 'refunded' }, now)).toBe('closed');
    expect(manageRefusal({ ...arrival, status: 'completed' }, now)).toBe('closed');
    expect(manageRefusal({ ...arrival, status: 'paid' }, before(FLIGHT, 47))).toBe('cutoff');
    expect(manageRefusal({ ...arrival, status: 'paid' }, before(FLIGHT, -25))).toBe('closed');
  });

  it('closes a booking whose personal data was erased, whatever its status and time', () => {
    const now = before(FLIGHT, 100);
    const erasedAt = before(FLIGHT, 120);
    expect(manageRefusal({ ...arrival, status: 'paid', erasedAt }, now)).toBe('closed');
    expect(manageRefusal({ ...arrival, status: 'paid', erasedAt: null }, now)).toBeNull();
  });
});

describe('what cancelling gives (SPEC section 9)', () => {
  const paid = { ...arrival, status: 'paid' as const, paidCents: 19900 };
  it.each([
    ['exactly 30 days (720 hours) before', before(FLIGHT, 720), 'refund'],
    ['a second more than 30 days before', before(FLIGHT, 720, -1000), 'refund'],
    ['a second less than 30 days before', before(FLIGHT, 720, 1000), 'no-refund'],
  ])('a paid ride %s: %s', (_name, now, kind) => {
    expect(cancellationOutcome(paid, now).kind).toBe(kind);
  });

  it('refunds 95% of what was paid, cents kept, in the contract sentence', () => {
    const outcome = cancellationOutcome(paid, before(FLIGHT, 1000));
    expect(outcome).toEqual({ kind: 'refund', refundCents: 18905, paidCents: 19900 });
    expect(cancellationSentence(outcome)).toBe('You will be refunded $189.05 (95% of $199).');
    expect(refundSentence(4655, 4900)).toBe('You will be refunded $46.55 (95% of $49).');
    expect(refundSentence(1900, 2000)).toBe('You will be refunded $19 (95% of $20).');
  });

  it('takes a departure at its pickup time for the 30 days', () => {
    const paidDeparture = { ...departure, status: 'paid' as const, paidCents: 19900 };
    expect(cancellationOutcome(paidDeparture, before(PICKUP, 720)).kind).toBe('refund');
    expect(cancellationOutcome(paidDeparture, before(PICKUP, 720, 1)).kind).toBe('no-refund');
  });

  it('costs nothing for an unpaid booking, whenever', () => {
    const outcome = cancellationOutcome(
      { ...arrival, status: 'pending', paidCents: 0 },
      before(FLIGHT, 1000),
    );
    expect(outcome).toEqual({ kind: 'unpaid' });
    expect(cancellationSentence(outcome)).toBe(
      'This booking has not been paid, so cancelling it costs nothing.',
    );
  });

  it('gives nothing less than 30 days before, in so many words', () => {
    expect(cancellationSentence(cancellationOutcome(paid, before(FLIGHT, 100)))).toBe(
      'Your ride is less than 30 days away, so no refund is due under our terms.',
    );
  });
});

describe('the refund follows the promise made at payment', () => {
  /** Paid 5 days before the flight, then moved 40 days ahead: the attack of the security review. */
  const paidAt = before(FLIGHT, 5 * 24);
  const moved = { ...arrival, flightDateTime: new Date(paidAt.getTime() + 40 * 24 * HOUR) };
  const paidThenMoved = { ...moved, status: 'paid' as const, paidCents: 19900, refundReferenceAt: FLIGHT };

  it('gives no refund for a ride paid 5 days ahead and moved 40 days ahead, and says why', () => {
    const outcome = cancellationOutcome(paidThenMoved, paidAt);
    expect(outcome).toEqual({ kind: 'no-refund', moved: true });
    expect(cancellationSentence(outcome)).toBe(
      'Your ride was less than 30 days away when it was paid or since, so no refund is due under our terms, even after a change of date.',
    );
  });

  it.each([
    ['exactly 720 hours before the kept time', before(FLIGHT, 720), 'refund'],
    ['a second less than 720 hours before the kept time', before(FLIGHT, 720, 1000), 'no-refund'],
  ])('judges by the kept time, whatever the new one: %s gives %s', (_name, now, kind) => {
    expect(cancellationOutcome({ ...paidThenMoved, flightDateTime: before(FLIGHT, -2000) }, now).kind).toBe(
      kind,
    );
  });

  it('takes a ride moved earlier at its new, earlier time', () => {
    const earlier = { ...arrival, flightDateTime: before(FLIGHT, 24 * 10) };
    expect(refundReferenceTime({ ...earlier, refundReferenceAt: FLIGHT })).toEqual(earlier.flightDateTime);
    expect(
      cancellationOutcome(
        { ...earlier, status: 'paid', paidCents: 19900, refundReferenceAt: FLIGHT },
        before(FLIGHT, 720),
      ).kind,
    ).toBe('no-refund');
  });

  it('keeps the earliest time through any number of moves, and nothing before payment', () => {
    let kept: Date | null = FLIGHT;
    for (const hours of [-500, 300, -900]) {
      kept = refundReferenceAfterChange(kept, { ...arrival, flightDateTime: before(FLIGHT, hours) });
    }
    expect(kept).toEqual(before(FLIGHT, 300));
    expect(refundReferenceAfterChange(null, arrival)).toBeNull();
  });

  it("keeps a departure's pickup, not its flight", () => {
    const kept = refundReferenceAfterChange(FLIGHT, departure);
    expect(kept).toEqual(PICKUP);
  });

  it('still refunds a ride paid 40 days ahead and moved later again', () => {
    const farAhead = { ...arrival, status: 'paid' as const, paidCents: 19900, refundReferenceAt: FLIGHT };
    expect(
      cancellationOutcome({ ...farAhead, flightDateTime: before(FLIGHT, -48) }, before(FLIGHT, 40 * 24)).kind,
    ).toBe('refund');
  });
});

describe('the Change Details form', () => {
  const form = {
    phone: '+52 998 123 4567',
    hotelName: 'Hotel Azul',
    flightNumber: 'AA 1',
    flightAirline: 'American',
    flightDate: '2026-03-10',
    flightTime: '14:30',
    specialInstructions: '',
    childSeats: 0,
  };
  it('takes 0 to 4 child seats and refuses 5 and fractions', () => {
    expect(manageChangesSchema.safeParse({ ...form, childSeats: 4 }).success).toBe(true);
    for (const childSeats of [5, -1, 1.5]) {
      const result = manageChangesSchema.safeParse({ ...form, childSeats });
      expect(result.success).toBe(false);
      if (!result.success)
        expect(fieldErrors(result.error).childSeats).toBe('Child seats must be a whole number from 0 to 4');
    }
  });

  it("refuses the route and the passengers with the contact sentence, and the booking form's messages", () => {
    for (const extra of [
      { passengers: 2 },
      { to: 'Tulum' },
      { from: 'Cancun' },
      { serviceType: 'arrival' },
    ]) {
      const result = manageChangesSchema.safeParse({ ...form, ...extra });
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(Object.values(fieldErrors(result.error))).toContain(
          'To change the route or the number of passengers, please contact us.',
        );
      }
    }
    const result = manageChangesSchema.safeParse({ ...form, phone: '123', hotelName: ' ' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toMatchObject({
        phone: 'Phone number must be at least 10 digits',
        hotelName: 'Hotel/AirBNB/Stay name or address is required',
      });
    }
  });

  it("shows child seats as 'None' for 0", () => {
    expect(childSeatsText(0)).toBe('None');
    expect(childSeatsText(2)).toBe('2');
  });
});
