import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IN_CI } from '../testing/ci';
import {
  ADMIN_ACTION_MESSAGES,
  BOOKING_DETAILS_MESSAGES,
  BOOKING_SUBMISSION_MESSAGES,
  CONFIRMATION_MESSAGES,
  CONTACT_MESSAGES,
  checkoutSessionFailedMessage,
  FORGOT_PASSWORD_MESSAGES,
  GENERIC_MESSAGES,
  httpErrorMessage,
  LIMIT_MESSAGES,
  LOGIN_MESSAGES,
  LOOKUP_MESSAGES,
  PASSWORD_RULE_MESSAGES,
  PAYMENT_MESSAGES,
  QUICK_FORM_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  textCharactersMessage,
  textTooLongMessage,
} from './messages';
import { REFUND_FAILED_TEXTS, REFUND_FAILURE_REASONS } from './refunds';

/** Texts that are ours, not the spec's: everything else must appear in SPEC.md word for word. */
const OURS = new Set<string>([
  BOOKING_DETAILS_MESSAGES.phoneInvalid,
  BOOKING_DETAILS_MESSAGES.flightInPast,
  BOOKING_DETAILS_MESSAGES.pickupInPast,
  BOOKING_DETAILS_MESSAGES.pickupHoursNotOffered,
  ADMIN_ACTION_MESSAGES.passengersMin,
  ADMIN_ACTION_MESSAGES.nothingToUpdate,
  // The 'Needs attention' view has no words in the spec for failing to load.
  ADMIN_ACTION_MESSAGES.attentionFailed,
  // Ours: the common-password refusal, beside SPEC section 5's rules.
  PASSWORD_RULE_MESSAGES.tooCommon,
  ...Object.values(LIMIT_MESSAGES),
  // Ours: a refund the provider's call failed, kept on the card with its reason and a retry.
  ...Object.values(REFUND_FAILED_TEXTS),
  ...Object.values(REFUND_FAILURE_REASONS),
]);

const groups = {
  QUICK_FORM_MESSAGES,
  BOOKING_DETAILS_MESSAGES,
  CONTACT_MESSAGES,
  LOOKUP_MESSAGES,
  LOGIN_MESSAGES,
  FORGOT_PASSWORD_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  PASSWORD_RULE_MESSAGES,
  ADMIN_ACTION_MESSAGES,
  LIMIT_MESSAGES,
  BOOKING_SUBMISSION_MESSAGES,
  PAYMENT_MESSAGES,
  CONFIRMATION_MESSAGES,
  GENERIC_MESSAGES,
  REFUND_FAILED_TEXTS,
  REFUND_FAILURE_REASONS,
};

const specPath = new URL('../../../shared/SPEC.md', import.meta.url);
const spec = (() => {
  try {
    return readFileSync(specPath, 'utf8');
  } catch {
    return null;
  }
})();

describe('messages', () => {
  it('spell the texts of the spec exactly', () => {
    expect(QUICK_FORM_MESSAGES).toEqual({
      serviceType: 'Please select a service type',
      from: 'Please select a pickup location',
      to: 'Please select a destination',
      passengers: 'Please select the number of passengers',
    });
    expect(BOOKING_DETAILS_MESSAGES).toMatchObject({
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email address',
      phoneRequired: 'Phone number is required',
      phoneTooShort: 'Phone number must be at least 10 digits',
      hotelRequired: 'Hotel/AirBNB/Stay name or address is required',
      flightNumberRequired: 'Flight number is required',
      airlineRequired: 'Airline is required',
      flightDateTimeRequired: 'Flight date and time are required',
      flightDateTimeInvalid: 'Invalid flight date/time combination',
      pickupCalculationFailed: 'Failed to calculate pickup time',
    });
    expect(CONTACT_MESSAGES.spamDetected).toBe('Spam detected. Please try again.');
    expect(LOOKUP_MESSAGES.bothRequired).toBe('Please enter both email and last name');
    expect(LOGIN_MESSAGES.notAdmin).toBe('This account does not have admin access');
    expect(FORGOT_PASSWORD_MESSAGES.sent).toBe(
      'Password reset instructions have been sent to your email address. Please check your inbox and follow the link to reset your password.',
    );
    expect(PASSWORD_RULE_MESSAGES.special).toBe(
      'Password must contain at least one special character (!@#$%^&*)',
    );
    expect(ADMIN_ACTION_MESSAGES.messageRequired).toBe('Please enter a message');
    expect(GENERIC_MESSAGES.pageNotFound).toBe(
      "Oops! It seems the destination you're looking for doesn't exist.",
    );
  });

  it('has the texts of our own rules', () => {
    expect(BOOKING_DETAILS_MESSAGES.phoneInvalid).toBe(
      'Phone number may contain only digits, plus signs and spaces',
    );
    expect(BOOKING_DETAILS_MESSAGES.flightInPast).toBe('The flight date and time must be in the future');
    expect(BOOKING_DETAILS_MESSAGES.pickupInPast).toBe('The pickup time must be in the future');
    expect(ADMIN_ACTION_MESSAGES.passengersMin).toBe('Passengers must be at least 1');
    expect(LIMIT_MESSAGES).toEqual({
      passengersMax: 'Please enter no more than 100 passengers',
      flightTooFarAhead: 'Flight date must be within the next 18 months',
    });
  });

  it('builds the texts with a variable part', () => {
    expect(httpErrorMessage(502)).toBe('HTTP error! status: 502');
    expect(textTooLongMessage('Special instructions', 2000)).toBe(
      'Special instructions must be at most 2,000 characters',
    );
    expect(textCharactersMessage('First name')).toBe('First name contains characters that are not allowed');
    expect(checkoutSessionFailedMessage('card declined')).toBe(
      'Failed to create checkout session: card declined',
    );
  });

  const all = Object.entries(groups).flatMap(([group, messages]) =>
    Object.entries(messages).map(([key, text]) => [`${group}.${key}`, text] as const),
  );

  // Without ../shared/SPEC.md (a clone on its own) these are skipped; under CI they fail instead.
  it.runIf(spec !== null || IN_CI).each(all.filter(([, text]) => !OURS.has(text)))(
    '%s appears in SPEC.md word for word',
    (_name, text) => {
      if (spec === null)
        throw new Error(`CI=true and no spec at ${specPath.pathname} to check the wording against`);
      expect(spec).toContain(text);
    },
  );
});
