/**
 * Beside the rules of SPEC section 5, a new password must not be one a guesser tries early. The
 * estimate comes from @zxcvbn-ts (run by the server, whose dictionaries stay out of the web app's bundle);
 * this is the rule that reads it.
 */
import { PASSWORD_RULE_MESSAGES } from './messages';

/** zxcvbn's scores run 0 to 4; 3 is "safely unguessable" (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;

export interface PasswordEstimate {
  /** zxcvbn's score, 0 (too guessable) to 4 (very unguessable). */
  score: number;
  /** The whole password is an entry of the common-password list (in any case). */
  isCommonPassword: boolean;
}

/** 'This password is too common. Please choose another.' when the estimate says so, else null. */
export function commonPasswordViolation(estimate: PasswordEstimate): string | null {
  return estimate.isCommonPassword || estimate.score < MIN_PASSWORD_SCORE
    ? PASSWORD_RULE_MESSAGES.tooCommon
    : null;
}
