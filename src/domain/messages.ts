// The quick form's and the limits' messages live apart, so that the home page's quick form downloads
// them and not every message here (docs/decisions/039); imported from here like the rest.
import { formatWholeNumber } from './grouped-digits';

export { LIMIT_MESSAGES, QUICK_FORM_MESSAGES } from './quick-form-messages';

/**
 * Every text a user can read in an error or validation message (SPEC sections 5 and 8), spelled exactly as
 * the spec does. Texts marked "ours" are not in the spec; they cover rules the spec implies but never words.
 * Schemas, the server's errors and the screens all read them from here so a wording change is one edit.
 */

export const BOOKING_DETAILS_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneTooShort: 'Phone number must be at least 10 digits',
  /** Ours: the spec states the rule but gives no message. */
  phoneInvalid: 'Phone number may contain only digits, plus signs and spaces',
  hotelRequired: 'Hotel/AirBNB/Stay name or address is required',
  flightNumberRequired: 'Flight number is required',
  airlineRequired: 'Airline is required',
  flightDateTimeRequired: 'Flight date and time are required',
  flightDateTimeInvalid: 'Invalid flight date/time combination',
  pickupCalculationFailed: 'Failed to calculate pickup time',
  /** Ours. */
  flightInPast: 'The flight date and time must be in the future',
  /** Ours. */
  pickupInPast: 'The pickup time must be in the future',
  /** Ours: a departure's pickup hours must be one of the choices for its pickup place. */
  pickupHoursNotOffered: 'Please choose one of the pickup times offered for this location',
} as const;

export const CONTACT_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  emailInvalid: 'Invalid email address',
  spamDetected: 'Spam detected. Please try again.',
  serviceUnavailable: 'Service temporarily unavailable. Please try again later.',
  sendFailed: 'Failed to send message. Please try again.',
} as const;

export const LOOKUP_MESSAGES = {
  bothRequired: 'Please enter both email and last name',
  notFound: 'No bookings found for the provided email and last name',
  notFoundShort: 'No bookings found',
  verifyFailed: 'Failed to verify booking',
} as const;

export const LOGIN_MESSAGES = {
  bothRequired: 'Please enter both email and password',
  emailInvalid: 'Please enter a valid email address',
  /** Login service, 401: no user came back. */
  authenticationFailed: 'Authentication failed',
  /** Login service, 403: the user is not an admin. */
  unauthorizedAccess: 'Unauthorized access',
  /** Login service, 500. */
  serviceUnexpected: 'An unexpected error occurred',
  /** What the authentication service says for a wrong e-mail or password... */
  invalidLoginCredentials: 'Invalid login credentials',
  /** ...and what the login screen shows for it. */
  invalidEmailOrPassword: 'Invalid email or password',
  /** The login screen's words for 'Unauthorized access'. */
  notAdmin: 'This account does not have admin access',
  /** Login screen, anything unexpected. */
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export const FORGOT_PASSWORD_MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  sendFailed: 'Failed to send password reset email. Please try again.',
  sent: 'Password reset instructions have been sent to your email address. Please check your inbox and follow the link to reset your password.',
} as const;

export const RESET_PASSWORD_MESSAGES = {
  invalidOrExpiredLink: 'Invalid or expired password reset link',
  invalidLink: 'Invalid password reset link',
  resetFailed: 'Failed to reset password',
  /** SPEC section 2, reset password screen. */
  success: 'Password reset successful!',
  redirecting: 'Redirecting to login page...',
} as const;

export const PASSWORD_RULE_MESSAGES = {
  minLength: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  digit: 'Password must contain at least one number',
  special: 'Password must contain at least one special character (!@#$%^&*)',
  mismatch: 'Passwords do not match',
  /** Found in a common-password list, or guessed early by a password-strength estimate. */
  tooCommon: 'This password is too common. Please choose another.',
} as const;

export const ADMIN_ACTION_MESSAGES = {
  messageRequired: 'Please enter a message',
  refundFailed: 'Failed to process refund',
  messageSendFailed: 'Failed to send message',
  fetchFailed: 'Failed to fetch bookings',
  /** Ours: the 'Needs attention' view could not be read; the list below it still works. */
  attentionFailed: "Couldn't load 'Needs attention'",
  /** Ours: the spec sets the minimum without words. */
  passengersMin: 'Passengers must be at least 1',
  /** Ours: an update that changes nothing. */
  nothingToUpdate: 'Please change at least one field',
} as const;

/** Ours: 'First name must be at most 100 characters'. */
export function textTooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${formatWholeNumber(max)} characters`;
}

/** Ours: a control character (NUL, escape...) in a field, which no keyboard types. */
export function textCharactersMessage(label: string): string {
  return `${label} contains characters that are not allowed`;
}

/** Ours: the daily manifest has no words in the spec. */
export const MANIFEST_MESSAGES = {
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  fetchFailed: 'Failed to fetch the manifest',
  loading: 'Loading rides...',
  empty: 'No rides on this day',
} as const;

export const REPORT_MESSAGES = {
  fetchFailed: 'Failed to fetch the report',
  loading: 'Loading figures...',
} as const;

/** The admin message call's fallback when the failure has no JSON error (SPEC section 7). */
export function httpErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}

export const BOOKING_SUBMISSION_MESSAGES = {
  noDataReturned: 'Booking was created but no data was returned',
  checkoutSessionFailedPrefix: 'Failed to create checkout session: ',
  noCheckoutUrl: 'No checkout URL returned from server',
  createFailed: 'Failed to create booking',
  unexpected: 'An unexpected error occurred',
} as const;

/** 'Failed to create checkout session: ' followed by what the payment server said. */
export function checkoutSessionFailedMessage(serverText: string): string {
  return `${BOOKING_SUBMISSION_MESSAGES.checkoutSessionFailedPrefix}${serverText}`;
}

export const PAYMENT_MESSAGES = {
  processFailed: 'Failed to process payment',
  noCheckoutUrl: 'No checkout URL returned',
  modalTitle: 'Payment Failed',
  processingFailed: 'Payment processing failed',
  close: 'Close',
} as const;

export const CONFIRMATION_MESSAGES = {
  invalidBookingId: 'Invalid booking ID',
  notFound: 'Booking not found',
  retrieveFailed: 'Unable to retrieve booking details',
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;

export const GENERIC_MESSAGES = {
  unexpected: 'An unexpected error occurred',
  unexpectedTryAgain: 'An unexpected error occurred. Please try again.',
  unexpectedTryLater: 'An unexpected error occurred. Please try again later.',
  pageNotFoundTitle: 'Page Not Found',
  pageNotFound: "Oops! It seems the destination you're looking for doesn't exist.",
  backToHome: 'Back to Home',
} as const;
