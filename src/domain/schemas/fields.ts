import { z } from 'zod';
import { LOCATION_NAMES } from '../locations';
import {
  BOOKING_DETAILS_MESSAGES,
  CONFIRMATION_MESSAGES,
  LIMIT_MESSAGES,
  textCharactersMessage,
  textTooLongMessage,
} from '../messages';
import { MAX_PASSENGERS } from '../passengers';
import { SERVICE_TYPES } from '../service-types';
import { CONTROL_CHARACTER, TEXT_LIMITS } from '../text-limits';

/**
 * Field schemas several forms share, so "required" and "looks like an address" mean the same everywhere.
 * A missing key and an empty string get the same message: forms send '' and APIs may omit the key.
 *
 * Every text has a maximum length and refuses control characters (text-limits.ts), each with a
 * message naming the field: 'First name must be at most 100 characters'. The label is the field's name as
 * the form shows it.
 */
export type TextLimit = { label: string; max: number };

/** Matches a text without any CONTROL_CHARACTER (a JSON Schema `pattern` in the API documentation too). */
const WITHOUT_CONTROL_CHARACTERS = new RegExp(`^[^${CONTROL_CHARACTER.source.slice(1, -1)}]*$`);

/**
 * Half of a surrogate pair with no other half: no character at all. JSON carries it as an escape
 * (`\ud83c`) that PostgreSQL's jsonb refuses, and UTF-8 cannot encode it, so it is refused here with the
 * other characters no text may hold.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No longer than the limit, no control characters, and only whole characters. */
function limited(schema: z.ZodString, limit: TextLimit): z.ZodString {
  return schema
    .max(limit.max, textTooLongMessage(limit.label, limit.max))
    .regex(WITHOUT_CONTROL_CHARACTERS, textCharactersMessage(limit.label))
    .refine((text) => !LONE_SURROGATE.test(text), textCharactersMessage(limit.label));
}

/** A trimmed text that may be empty, within its limit. */
export function boundedText(limit: TextLimit): z.ZodString {
  return limited(z.string().trim(), limit);
}

/** A password as typed (never trimmed: spaces may be part of it), within its limit. */
export function passwordText(schema: z.ZodString = z.string()): z.ZodString {
  return limited(schema, { label: 'Password', max: TEXT_LIMITS.password });
}

/** A trimmed string that must not end up empty, within its limit. */
export function requiredText(message: string, limit: TextLimit): z.ZodString {
  return limited(z.string({ error: message }).trim().min(1, message), limit);
}

const EMAIL_LIMIT: TextLimit = { label: 'Email', max: TEXT_LIMITS.email };

/** A trimmed e-mail address: one message when it is missing, another when it does not look like one. */
export function emailAddress(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(EMAIL_LIMIT.max, textTooLongMessage(EMAIL_LIMIT.label, EMAIL_LIMIT.max))
    .pipe(z.email(invalidMessage));
}

/** An e-mail address as a lookup takes it: required, within its limit, not checked for its form. */
export function emailText(requiredMessage: string) {
  return requiredText(requiredMessage, EMAIL_LIMIT);
}

export const PHONE_MIN_LENGTH = 10;
const PHONE_CHARACTERS = /^[0-9+ ]+$/;

/** Digits, plus signs and spaces, at least 10 characters once trimmed (SPEC section 5), at most 30. */
export const phoneNumber = z
  .string({ error: BOOKING_DETAILS_MESSAGES.phoneRequired })
  .trim()
  .min(1, BOOKING_DETAILS_MESSAGES.phoneRequired)
  .min(PHONE_MIN_LENGTH, BOOKING_DETAILS_MESSAGES.phoneTooShort)
  .max(TEXT_LIMITS.phone, textTooLongMessage('Phone number', TEXT_LIMITS.phone))
  .regex(PHONE_CHARACTERS, BOOKING_DETAILS_MESSAGES.phoneInvalid);

export function serviceType(message: string) {
  return z.enum(SERVICE_TYPES, { error: message });
}

export function locationName(message: string) {
  return z.enum(LOCATION_NAMES, { error: message });
}

/** A whole number of passengers, at least 1 and at most MAX_PASSENGERS ('Please enter no more than 100 passengers'). */
export function passengerCount(message: string) {
  return z.int({ error: message }).min(1, message).max(MAX_PASSENGERS, LIMIT_MESSAGES.passengersMax);
}

/**
 * A booking id as a path carries it, at most 64 characters and no control characters, else 'Invalid booking
 * ID'; the services' own id check answers the rest.
 */
export const bookingIdParam = z
  .string()
  .max(TEXT_LIMITS.bookingId, CONFIRMATION_MESSAGES.invalidBookingId)
  .regex(WITHOUT_CONTROL_CHARACTERS, CONFIRMATION_MESSAGES.invalidBookingId);

/** An instant as the API sends it: ISO 8601 with Z or an offset. */
export const isoInstant = z.iso.datetime({ offset: true });
