/**
 * A traveller's phone as a number we can message: parsed with Google's libphonenumber, which knows every
 * country's numbering plan, and kept in E.164 ('+529981234567'), the form Twilio takes. Only a number
 * written with its country code is accepted: a booking is made from anywhere, so no country is assumed.
 * Server-side only: the library's metadata is too heavy for the light pages.
 */
import libphonenumber from 'google-libphonenumber';

const { PhoneNumberFormat, PhoneNumberType, PhoneNumberUtil } = libphonenumber;

export const MOBILE_NUMBER_MESSAGE = 'Please enter a mobile number with country code';

/** Kinds of number a text can reach; many countries (the US, Mexico) cannot tell mobiles from landlines. */
const MESSAGEABLE_TYPES: readonly number[] = [PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE_OR_MOBILE];

/** The number in E.164 when the text is a valid mobile number with its country code; null otherwise. */
export function mobileNumberE164(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('+') || trimmed.length > 40) return null;
  const util = PhoneNumberUtil.getInstance();
  try {
    const number = util.parse(trimmed, 'ZZ');
    // A number's type is UNKNOWN unless it is valid for its region, so a messageable type is also a valid
    // number: `isValidNumber` would work the same region and type out a second time.
    if (!MESSAGEABLE_TYPES.includes(util.getNumberType(number))) return null;
    return util.format(number, PhoneNumberFormat.E164);
  } catch {
    return null;
  }
}

/** Matches an E.164 number as stored: a plus sign and 8 to 15 digits, the first not 0. */
export const E164_PATTERN = /^\+[1-9][0-9]{7,14}$/;
