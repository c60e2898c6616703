/**
 * Every text a request carries has a length fit for its purpose and refuses the characters nobody types,
 * with a message naming the field. One table, every schema of the API.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../../testing/domain/field-errors';
import { adminBookingUpdateSchema } from './admin-booking-update';
import { forgotPasswordSchema, loginSchema } from './admin-login';
import { adminMessageSchema } from './admin-message';
import { bookingByIdQuerySchema, confirmPaymentRequestSchema } from './booking-api';
import { contactSchema } from './contact';
import { createBookingRequestSchema } from './create-booking';
import { bookingIdParam } from './fields';
import { lookupSchema } from './lookup';
import { resetPasswordRequestSchema } from './reset-password';

const booking = {
  serviceType: 'arrival',
  from: 'Cancun Airport',
  to: 'Tulum',
  passengers: 2,
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  phone: '+52 998 123 4567',
  hotelName: 'Hotel Riu Cancun',
  reservationName: '',
  flightNumber: 'AM 512',
  flightAirline: 'Aeromexico',
  flightDate: '2026-11-21',
  flightTime: '14:30',
  specialInstructions: '',
};
const contact = { name: 'Ana', email: 'ana@example.com', message: 'Do you have baby chairs?' };
const tokens = { accessToken: 'A'.repeat(43), refreshToken: 'B'.repeat(43) };

type Case = [schema: z.ZodType, valid: Record<string, unknown>, field: string, label: string, max: number];

const TEXT_FIELDS: Case[] = [
  [createBookingRequestSchema, booking, 'firstName', 'First name', 100],
  [createBookingRequestSchema, booking, 'lastName', 'Last name', 100],
  [createBookingRequestSchema, booking, 'hotelName', 'Hotel/AirBNB/Stay name or address', 300],
  [createBookingRequestSchema, booking, 'reservationName', 'Reservation name', 100],
  [createBookingRequestSchema, booking, 'flightNumber', 'Flight number', 30],
  [createBookingRequestSchema, booking, 'flightAirline', 'Airline', 100],
  [createBookingRequestSchema, booking, 'specialInstructions', 'Special instructions', 2000],
  [adminBookingUpdateSchema, {}, 'firstName', 'First name', 100],
  [adminBookingUpdateSchema, {}, 'hotelName', 'Hotel/AirBNB/Stay name or address', 300],
  [adminBookingUpdateSchema, {}, 'flightAirline', 'Airline', 100],
  [adminBookingUpdateSchema, {}, 'specialInstructions', 'Special instructions', 2000],
  [adminBookingUpdateSchema, {}, 'adminNotes', 'Admin notes', 2000],
  [adminBookingUpdateSchema, {}, 'driverName', 'Driver name', 100],
  [adminBookingUpdateSchema, {}, 'driverCompany', 'Driver company', 100],
  [adminMessageSchema, {}, 'message', 'Message', 5000],
  [lookupSchema, { email: 'ana@example.com', lastName: 'García' }, 'lastName', 'Last name', 100],
  [bookingByIdQuerySchema, {}, 'lastName', 'Last name', 100],
  [contactSchema, contact, 'name', 'Name', 100],
  [contactSchema, contact, 'message', 'Message', 5000],
  [loginSchema, { email: 'ana@example.com' }, 'password', 'Password', 200],
];

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe.each(TEXT_FIELDS)('%#: %s', (schema, valid, field, label, max) => {
  const withField = (value: string) => ({ ...valid, [field]: value });

  it(`takes ${field} of ${max} characters and refuses ${max + 1}`, () => {
    expect(errorsOf(schema, withField('x'.repeat(max)))).toEqual({});
    expect(errorsOf(schema, withField('x'.repeat(max + 1)))).toEqual({
      [field]: `${label} must be at most ${max.toLocaleString('en-US')} characters`,
    });
  });

  it.each(['\u0000', '\u0007', '\u001b', '\r', '\u007f', '\u0085'])(
    `refuses a control character %j inside ${field}`,
    (character) => {
      expect(errorsOf(schema, withField(`An${character}a`))).toEqual({
        [field]: `${label} contains characters that are not allowed`,
      });
    },
  );

  it.each(['\ud83c', '\udf34', 'a\ud83c\ud83cb'])(`refuses half a character %j inside ${field}`, (half) => {
    expect(errorsOf(schema, withField(`An${half}a`))).toEqual({
      [field]: `${label} contains characters that are not allowed`,
    });
  });

  it(`takes a tab and a line feed inside ${field}, and letters of any script`, () => {
    expect(errorsOf(schema, withField('Ana\tMaría\nLópez 🌴 北京'))).toEqual({});
  });
});

describe('e-mail addresses and other texts with a form of their own', () => {
  const longAddress = `${'a'.repeat(243)}@example.com`;

  it.each([
    [createBookingRequestSchema, booking],
    [adminBookingUpdateSchema, {}],
    [contactSchema, contact],
    [lookupSchema, { lastName: 'García' }],
    [loginSchema, { password: 'x' }],
    [forgotPasswordSchema, {}],
  ] as [z.ZodType, Record<string, unknown>][])(
    '%#: refuses an address over 254 characters',
    (schema, valid) => {
      expect(errorsOf(schema, { ...valid, email: longAddress })).toEqual({
        email: 'Email must be at most 254 characters',
      });
    },
  );

  it('refuses a NUL in the looked-up e-mail address', () => {
    expect(errorsOf(lookupSchema, { email: 'ana@example.com\u0000', lastName: 'García' })).toEqual({
      email: 'Email contains characters that are not allowed',
    });
  });

  it('refuses a phone number over 30 characters', () => {
    expect(errorsOf(createBookingRequestSchema, { ...booking, phone: '5'.repeat(31) })).toEqual({
      phone: 'Phone number must be at most 30 characters',
    });
  });

  it('refuses a booking id in a path that is too long or holds a NUL', () => {
    expect(bookingIdParam.safeParse('AB12CD34EF').success).toBe(true);
    for (const id of ['A'.repeat(65), 'AB12\u0000CD34']) {
      expect(bookingIdParam.safeParse(id).error?.issues[0]?.message).toBe('Invalid booking ID');
    }
  });

  it("refuses a payment confirmation's session id with a NUL or a space inside", () => {
    for (const sessionId of ['cs_\u0000', 'cs_ demo']) {
      expect(confirmPaymentRequestSchema.safeParse({ sessionId }).success).toBe(false);
    }
  });

  it('refuses a new password over 200 characters', () => {
    expect(errorsOf(resetPasswordRequestSchema, { ...tokens, password: `Aa1!${'x'.repeat(197)}` })).toEqual({
      password: 'Password must be at most 200 characters',
    });
  });
});
