import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../testing/domain/field-errors';
import { checkBookingTiming, latestFlightDate } from '../request-timing';
import { createBookingRequestSchema } from './create-booking';

const details = {
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  phone: '9981234567',
  hotelName: 'Hotel Riu Cancun',
  flightNumber: 'AM 512',
  flightAirline: 'Aeromexico',
  flightDate: '2026-11-21',
  flightTime: '14:30',
};
const arrival = { serviceType: 'arrival', from: 'Cancun Airport', to: 'Tulum', passengers: 5, ...details };
const departure = {
  serviceType: 'departure',
  from: 'Tulum',
  to: 'Cancun Airport',
  passengers: 2,
  pickupHours: 4,
  ...details,
};

function errorsOf(input: unknown): Record<string, string> {
  const result = createBookingRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('create booking request', () => {
  it('accepts an arrival without pickup hours and fills the optional fields', () => {
    expect(createBookingRequestSchema.parse(arrival)).toMatchObject({
      ...arrival,
      reservationName: '',
      specialInstructions: '',
      hasBulkyLuggage: false,
    });
  });

  it('ignores pickup hours on an arrival', () => {
    expect(errorsOf({ ...arrival, pickupHours: 2 })).toEqual({});
  });

  it('accepts a departure from Tulum 4 hours before the flight', () => {
    expect(errorsOf(departure)).toEqual({});
  });

  it.each([
    ['Tulum', 3, false],
    ['Tulum', 5, true],
    ['Playa del Carmen', 2, false],
    ['Playa del Carmen', 3, true],
    ['Cancun', 2, true],
    ['Cancun', 6, false],
  ])('a departure from %s %i hours before the flight is accepted: %s', (from, pickupHours, ok) => {
    expect(errorsOf({ ...departure, from, pickupHours })).toEqual(
      ok ? {} : { pickupHours: 'Please choose one of the pickup times offered for this location' },
    );
  });

  it('needs pickup hours for a departure', () => {
    const { pickupHours: _omitted, ...withoutHours } = departure;
    expect(errorsOf(withoutHours)).toEqual({
      pickupHours: 'Please choose one of the pickup times offered for this location',
    });
  });

  it.each([
    [100, {}],
    [101, { passengers: 'Please enter no more than 100 passengers' }],
    [100_000, { passengers: 'Please enter no more than 100 passengers' }],
    [2 ** 31, { passengers: 'Please enter no more than 100 passengers' }],
  ])('takes at most 100 passengers: %i gives %j', (passengers, errors) => {
    expect(errorsOf({ ...arrival, passengers })).toEqual(errors);
  });

  it('refuses pickup hours no departure offers, however big', () => {
    expect(errorsOf({ ...departure, pickupHours: 2 ** 40 })).toEqual({
      pickupHours: 'Please choose one of the pickup times offered for this location',
    });
  });

  it('refuses a flight date or time longer than one can be', () => {
    expect(errorsOf({ ...arrival, flightDate: `2026-11-21${' x'.repeat(5000)}` })).toEqual({
      flightDate: 'Invalid flight date/time combination',
    });
  });

  it('refuses a route the form does not offer, under To', () => {
    expect(errorsOf({ ...arrival, to: 'Cancun Airport' })).toEqual({ to: 'Please select a destination' });
  });

  it('carries the messages of the quick form and of the details', () => {
    expect(errorsOf({ ...arrival, passengers: 0, phone: '998123456', flightTime: '' })).toEqual({
      passengers: 'Please select the number of passengers',
      phone: 'Phone number must be at least 10 digits',
      flightDate: 'Flight date and time are required',
    });
  });
});

describe('booking timing', () => {
  const now = new Date('2026-11-21T12:00:00.000Z'); // 07:00 in Cancun

  it('places an arrival flight in Cancun time, with no pickup', () => {
    expect(
      checkBookingTiming({ serviceType: 'arrival', flightDate: '2026-11-21', flightTime: '14:30' }, now),
    ).toEqual({
      flightDateTime: new Date('2026-11-21T19:30:00.000Z'),
      pickupTimeCalc: null,
      pickupTime: null,
      fieldErrors: {},
    });
  });

  it('collects a departure the chosen hours before its flight', () => {
    expect(
      checkBookingTiming(
        { serviceType: 'departure', flightDate: '2026-11-21', flightTime: '14:30', pickupHours: 4 },
        now,
      ),
    ).toEqual({
      flightDateTime: new Date('2026-11-21T19:30:00.000Z'),
      pickupTimeCalc: new Date('2026-11-21T15:30:00.000Z'),
      pickupTime: '4',
      fieldErrors: {},
    });
  });

  it.each([
    ['07:01', {}],
    ['07:00', { flightDate: 'The flight date and time must be in the future' }],
    ['06:59', { flightDate: 'The flight date and time must be in the future' }],
  ])('an arrival at %s when it is 07:00 in Cancun has errors %j', (flightTime, errors) => {
    const timing = checkBookingTiming({ serviceType: 'arrival', flightDate: '2026-11-21', flightTime }, now);
    expect(timing.fieldErrors).toEqual(errors);
  });

  it.each([
    ['10:01', 3, {}],
    ['10:00', 3, { pickupHours: 'The pickup time must be in the future' }],
    ['09:00', 3, { pickupHours: 'The pickup time must be in the future' }],
    ['06:00', 3, { flightDate: 'The flight date and time must be in the future' }],
  ])(
    'a departure flying at %s with pickup %i hours before, at 07:00, has errors %j',
    (flightTime, hours, errors) => {
      const timing = checkBookingTiming(
        { serviceType: 'departure', flightDate: '2026-11-21', flightTime, pickupHours: hours },
        now,
      );
      expect(timing.fieldErrors).toEqual(errors);
    },
  );

  it('takes a flight up to 18 months ahead, to the day, and refuses one a day later', () => {
    // 07:00 on 21 November 2026 in Cancun: the last date is 21 May 2028, whatever the hour.
    expect(latestFlightDate(now)).toBe('2028-05-21');
    const on = (flightDate: string, flightTime = '23:59') =>
      checkBookingTiming({ serviceType: 'arrival', flightDate, flightTime }, now).fieldErrors;
    expect(on('2028-05-21')).toEqual({});
    expect(on('2028-05-22', '00:00')).toEqual({
      flightDate: 'Flight date must be within the next 18 months',
    });
    expect(on('9999-12-31')).toEqual({ flightDate: 'Flight date must be within the next 18 months' });
  });

  it('reads the 18 months from the Cancun date, not the UTC one', () => {
    // 02:00 UTC on 1 December is still 30 November in Cancun: 30 May 2028 is the last date, not 1 June.
    expect(latestFlightDate(new Date('2026-12-01T02:00:00Z'))).toBe('2028-05-30');
  });

  it('cannot compute a departure pickup without hours', () => {
    const timing = checkBookingTiming(
      { serviceType: 'departure', flightDate: '2026-11-22', flightTime: '10:00' },
      now,
    );
    expect(timing.pickupTimeCalc).toBeNull();
    expect(timing.fieldErrors).toEqual({ pickupHours: 'Failed to calculate pickup time' });
  });

  it.each([
    ['2026-02-30', '10:00', 'Invalid flight date/time combination'],
    ['2026-11-21', '', 'Flight date and time are required'],
    ['', '10:00', 'Flight date and time are required'],
  ])('reports %j %j as %j with an invalid instant', (flightDate, flightTime, message) => {
    const timing = checkBookingTiming({ serviceType: 'arrival', flightDate, flightTime }, now);
    expect(timing.fieldErrors).toEqual({ flightDate: message });
    expect(Number.isNaN(timing.flightDateTime.getTime())).toBe(true);
  });
});
