import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../testing/domain/field-errors';
import { bookingDetailsSchema } from './booking-details';

const valid = {
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  phone: '+52 998 123 4567',
  hotelName: 'Hotel Riu Cancun',
  reservationName: 'Ana García',
  flightNumber: 'AM 512',
  flightAirline: 'Aeromexico',
  flightDate: '2026-11-21',
  flightTime: '14:30',
  hasBulkyLuggage: true,
  specialInstructions: 'A baby chair, please',
  childSeats: 1,
  messagesConsent: false,
};

function errorsOf(input: unknown): Record<string, string> {
  const result = bookingDetailsSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('booking details', () => {
  it('accepts complete details', () => {
    expect(bookingDetailsSchema.parse(valid)).toEqual(valid);
  });

  it('trims what the traveller typed', () => {
    const parsed = bookingDetailsSchema.parse({
      ...valid,
      firstName: '  Ana ',
      email: ' ana@example.com ',
      hotelName: ' Hotel Riu ',
      flightDate: ' 2026-11-21 ',
    });
    expect(parsed).toMatchObject({ firstName: 'Ana', email: 'ana@example.com', hotelName: 'Hotel Riu' });
  });

  it('fills the optional fields with their defaults', () => {
    const { reservationName: _r, specialInstructions: _s, hasBulkyLuggage: _h, ...required } = valid;
    expect(bookingDetailsSchema.parse(required)).toMatchObject({
      reservationName: '',
      specialInstructions: '',
      hasBulkyLuggage: false,
    });
  });

  it.each([
    ['firstName', '', 'firstName', 'First name is required'],
    ['firstName', '   ', 'firstName', 'First name is required'],
    ['lastName', ' ', 'lastName', 'Last name is required'],
    ['email', '', 'email', 'Email is required'],
    ['email', '  ', 'email', 'Email is required'],
    ['email', 'ana', 'email', 'Invalid email address'],
    ['email', 'ana@example', 'email', 'Invalid email address'],
    ['email', 'ana@@example.com', 'email', 'Invalid email address'],
    ['phone', '', 'phone', 'Phone number is required'],
    ['phone', '   ', 'phone', 'Phone number is required'],
    ['phone', '998123456', 'phone', 'Phone number must be at least 10 digits'],
    ['phone', '998-123-4567', 'phone', 'Phone number may contain only digits, plus signs and spaces'],
    ['phone', '(998)1234567', 'phone', 'Phone number may contain only digits, plus signs and spaces'],
    ['hotelName', '', 'hotelName', 'Hotel/AirBNB/Stay name or address is required'],
    ['flightNumber', ' ', 'flightNumber', 'Flight number is required'],
    ['flightAirline', '', 'flightAirline', 'Airline is required'],
    ['flightDate', '', 'flightDate', 'Flight date and time are required'],
    ['flightTime', '', 'flightDate', 'Flight date and time are required'],
    ['flightTime', '  ', 'flightDate', 'Flight date and time are required'],
    ['flightDate', '2026-02-30', 'flightDate', 'Invalid flight date/time combination'],
    ['flightTime', '25:00', 'flightDate', 'Invalid flight date/time combination'],
    ['flightDate', 'tomorrow', 'flightDate', 'Invalid flight date/time combination'],
  ])('%s of %j is reported under %s as %j', (field, value, path, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [path]: message });
  });

  it.each([
    ['998123456', 'Phone number must be at least 10 digits'],
    ['9981234567', null],
    ['+529981234', null],
    ['+52 998 12', null],
    ['  998123456  ', 'Phone number must be at least 10 digits'],
  ])('the phone %j is refused with %j', (phone, message) => {
    expect(errorsOf({ ...valid, phone })).toEqual(message === null ? {} : { phone: message });
  });

  it('reports a missing date and a missing time once, under the date', () => {
    expect(errorsOf({ ...valid, flightDate: '', flightTime: '' })).toEqual({
      flightDate: 'Flight date and time are required',
    });
  });

  it('still checks the flight date when other fields are wrong', () => {
    expect(errorsOf({ ...valid, firstName: '', flightDate: '' })).toEqual({
      firstName: 'First name is required',
      flightDate: 'Flight date and time are required',
    });
  });

  it('needs every required field of an empty form', () => {
    expect(
      errorsOf({
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        hotelName: '',
        flightNumber: '',
        flightAirline: '',
        flightDate: '',
        flightTime: '',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      hotelName: 'Hotel/AirBNB/Stay name or address is required',
      flightNumber: 'Flight number is required',
      flightAirline: 'Airline is required',
      flightDate: 'Flight date and time are required',
    });
  });
});
