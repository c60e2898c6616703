import { z } from 'zod';
import { LOCATION_NAMES } from '../locations';
import { BOOKING_DETAILS_MESSAGES } from '../messages';
import { SERVICE_TYPES } from '../service-types';

/**
 * Field schemas several forms share, so "required" and "looks like an address" mean the same everywhere.
 * A missing key and an empty string get the same message: forms send '' and APIs may omit the key.
 */

/** A trimmed string that must not end up empty. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** A trimmed e-mail address: one message when it is missing, another when it does not look like one. */
export function emailAddress(requiredMessage: string, invalidMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).pipe(z.email(invalidMessage));
}

export const PHONE_MIN_LENGTH = 10;
const PHONE_CHARACTERS = /^[0-9+ ]+$/;

/** Digits, plus signs and spaces, at least 10 characters once trimmed (SPEC section 5). */
export const phoneNumber = z
  .string({ error: BOOKING_DETAILS_MESSAGES.phoneRequired })
  .trim()
  .min(1, BOOKING_DETAILS_MESSAGES.phoneRequired)
  .min(PHONE_MIN_LENGTH, BOOKING_DETAILS_MESSAGES.phoneTooShort)
  .regex(PHONE_CHARACTERS, BOOKING_DETAILS_MESSAGES.phoneInvalid);

export function serviceType(message: string) {
  return z.enum(SERVICE_TYPES, { error: message });
}

export function locationName(message: string) {
  return z.enum(LOCATION_NAMES, { error: message });
}

/** A whole number of passengers, at least 1. */
export function passengerCount(message: string) {
  return z.int({ error: message }).min(1, message);
}

/** An instant as the API sends it: ISO 8601 with Z or an offset. */
export const isoInstant = z.iso.datetime({ offset: true });
