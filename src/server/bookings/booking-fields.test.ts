import { describe, expect, it } from 'vitest';
import { adminBookingSchema, customerBookingSchema } from '../../domain/schemas/booking';
import {
  ADMIN_BOOKING_FIELDS,
  apiFields,
  BOOKING_COLUMN_OF,
  bookingColumns,
  CUSTOMER_BOOKING_FIELDS,
  INSTANT_FIELDS,
  rowValues,
  sqlColumnName,
} from './booking-fields';

/** Worked out from the row and the meeting points, never stored. */
const COMPUTED = ['meetingPoint', 'scheduledLandingAt', 'freeWaitUntil'];
/** The traveller's alone, read apart from the list so no admin shape, list or CSV carries it. */
const TRAVELLER_ONLY = ['signCode'];

describe('the booking fields', () => {
  it('are the customer and admin shapes, field for field and in their order, but those worked out', () => {
    expect(CUSTOMER_BOOKING_FIELDS).toEqual(
      Object.keys(customerBookingSchema.shape).filter(
        (field) => !COMPUTED.includes(field) && !TRAVELLER_ONLY.includes(field),
      ),
    );
    expect(ADMIN_BOOKING_FIELDS).toEqual(
      Object.keys(adminBookingSchema.shape).filter(
        (field) => field !== 'driverDetailsSent' && !COMPUTED.includes(field),
      ),
    );
    expect(Object.keys(adminBookingSchema.shape)).not.toContain('signCode');
  });

  it('store from and to in the location columns, every other field under its own name', () => {
    const renamed = Object.entries(BOOKING_COLUMN_OF).filter(([field, column]) => field !== column);
    expect(renamed).toEqual([
      ['from', 'fromLocation'],
      ['to', 'toLocation'],
    ]);
    expect(sqlColumnName('from')).toBe('from_location');
    expect(sqlColumnName('flightDateTime')).toBe('flight_date_time');
  });

  it('know which fields are instants', () => {
    expect(INSTANT_FIELDS).toEqual([
      'flightDateTime',
      'pickupTimeCalc',
      'createdAt',
      'expectedLandingAt',
      'landingLearntAt',
      'driverDetailsSentAt',
    ]);
  });

  it('read a row under the API names, instants as ISO strings and no value as null', () => {
    const row = {
      fromLocation: 'Cancun Airport',
      toLocation: 'Tulum',
      flightDateTime: new Date('2026-03-10T19:15:00Z'),
      pickupTimeCalc: null,
    };
    expect(apiFields(row, ['from', 'to', 'flightDateTime', 'pickupTimeCalc'])).toEqual({
      from: 'Cancun Airport',
      to: 'Tulum',
      flightDateTime: '2026-03-10T19:15:00.000Z',
      pickupTimeCalc: null,
    });
  });

  it('write API-shaped values under the column names, leaving other values out', () => {
    const request = { from: 'Cancun Airport', to: 'Tulum', passengers: 3, flightDate: '2026-03-10' };
    expect(rowValues(request, ['from', 'to', 'passengers'])).toEqual({
      fromLocation: 'Cancun Airport',
      toLocation: 'Tulum',
      passengers: 3,
    });
  });

  it('select the columns under the row names', () => {
    expect(Object.keys(bookingColumns(['id', 'from', 'pickupTimeCalc']))).toEqual([
      'id',
      'fromLocation',
      'pickupTimeCalc',
    ]);
  });
});
