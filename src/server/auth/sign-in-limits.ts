/**
 * Failed sign-ins, counted in the database so they hold across server processes and restarts
 * (docs/decisions/016-failed-sign-ins-in-the-database.md):
 *
 * - per account and client address, a progressive delay: three failures are free (typos), then that
 *   address waits 1 s before its next attempt at that account, then 2 s, 4 s … up to 15 minutes; the
 *   password and the authentication code have a delay each, and only a whole sign-in (a session started)
 *   clears them (so a right password alone cannot lift the limits on guessing codes);
 * - per account, from every address, a ceiling (RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT in 15 minutes), after
 *   which other addresses wait for the window to end, but never the address the account last signed in
 *   from: it keeps only its own delay, so nobody can lock the operator out from afar.
 *
 * Keys are hashes of the lowercased e-mail (whether or not an account has it, so the limit reveals
 * nothing) and of the client address (IPv6 per /64). The ceiling counts an attempt before the password is
 * checked, in one atomic statement, so attempts sent at once to any number of servers cannot get past it
 * together; a right password or code then takes its count back.
 */
import { AppError } from '../errors';
import { TOO_MANY_REQUESTS_MESSAGE } from '../http/error-handler';
import { type BackoffPolicy, recordAttempt } from '../limits/backoffs';
import { type LimitsDeps, uncountHit } from '../limits/counters';
import { clientAddress, limitKey } from '../limits/limit-keys';
import { FAILED_LOGIN_WINDOW_MS } from './session-policy';
import { checkAndCountSignIn, settleWholeSignIn } from './sign-in-limits.queries';

/**
 * Per account and address: three failures without a wait, then 1 s doubling to 15 minutes; forgotten after
 * a day without a failure.
 */
const SIGN_IN_DELAYS: BackoffPolicy = {
  freeAttempts: 3,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

export interface SignInLimitsDeps {
  limits: LimitsDeps;
  /** Failed sign-ins of one account, from all addresses, in FAILED_LOGIN_WINDOW_MS. */
  failedLoginsPerAccount: number;
}

/** Which step of a sign-in an attempt is: the password, or the code (or enrolment) that follows it. */
export type SignInStep = 'password' | 'code';

/** The keys of one attempt, kept to settle it once its password or code is checked. */
export interface SignInAttempt {
  accountKey: string;
  addressKey: string;
  /** The delay of this step's failures from this address: a right password never clears a code's. */
  pairKey: string;
  /** Both steps' delay keys, cleared together when the whole sign-in succeeds. */
  pairKeys: readonly string[];
}

function refuse(retryAfterMs: number): AppError {
  return new AppError('rate-limited', TOO_MANY_REQUESTS_MESSAGE, undefined, {
    retryAfterSeconds: retryAfterMs / 1000,
  });
}

/**
 * Refuses an attempt with 429 and Retry-After while this address must wait for this account at this step,
 * or while the account has had its failures for now (unless this is the address it last signed in from);
 * otherwise counts it against the account's ceiling, as a failure until it proves right.
 */
export async function beginSignIn(
  deps: SignInLimitsDeps,
  email: string,
  ip: string,
  step: SignInStep = 'password',
): Promise<SignInAttempt> {
  const account = email.trim().toLowerCase();
  const address = clientAddress(ip);
  const passwordPair = limitKey('login-account-address', account, address);
  const codePair = limitKey('login-code-account-address', account, address);
  const attempt: SignInAttempt = {
    accountKey: limitKey('login-account', account),
    addressKey: limitKey('login-address', address),
    pairKey: step === 'code' ? codePair : passwordPair,
    pairKeys: [passwordPair, codePair],
  };
  const check = await checkAndCountSignIn(deps.limits, attempt, {
    limit: deps.failedLoginsPerAccount,
    windowMs: FAILED_LOGIN_WINDOW_MS,
  });
  if (check.outcome === 'wait') throw refuse(check.waitMs);
  if (check.outcome === 'ceiling') throw refuse(check.resetInMs);
  return attempt;
}

/** The password or code was wrong: this address waits longer before its next try at this step. */
export async function signInFailed(deps: SignInLimitsDeps, attempt: SignInAttempt): Promise<void> {
  await recordAttempt(deps.limits, attempt.pairKey, SIGN_IN_DELAYS);
}

/**
 * The step was right but the sign-in is not whole yet (a code is still to come, or the account may not
 * sign in at all): the attempt is taken off the account's failures, and nothing else changes. A password
 * alone clears no delay and makes no address the trusted one.
 */
export async function signInStepPassed(deps: SignInLimitsDeps, attempt: SignInAttempt): Promise<void> {
  await uncountHit(deps.limits, attempt.accountKey);
}

/**
 * The whole sign-in succeeded (a session starts): the attempt was no failure, the address's delays at both
 * steps are cleared, and this address becomes the one the account's ceiling never holds back.
 */
export async function signInSucceeded(deps: SignInLimitsDeps, attempt: SignInAttempt): Promise<void> {
  await settleWholeSignIn(deps.limits, attempt);
}
