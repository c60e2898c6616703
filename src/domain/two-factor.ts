/**
 * Two-factor sign-in: the texts, and the shape of what the authentication-code field takes.
 * RFC 6238 codes of 6 digits, or one of the account's single-use recovery codes (`xxxx-xxxx-xxxx-xxxx`).
 */
export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'Invalid authentication code',
  /** The password step's pending sign-in ran out (5 minutes) or was used: start again. */
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  /** Verify and Turn On without a set-up under way. */
  noSetUp: "Press 'Set Up Two-Factor Authentication' first.",
} as const;

/** How many recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

const TOTP_CODE = /^\d{6}$/;

/** Spaces are dropped (apps show '123 456'); a code of 6 digits is a TOTP code, anything else a recovery code. */
export function readAuthenticationCode(input: string): { kind: 'totp' | 'recovery'; value: string } {
  const compact = input.replace(/\s+/g, '');
  if (TOTP_CODE.test(compact)) return { kind: 'totp', value: compact };
  return { kind: 'recovery', value: compact.replace(/-/g, '').toLowerCase() };
}
