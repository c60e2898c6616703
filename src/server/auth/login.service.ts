/**
 * Admin sign-in: the password check, the limits on failed sign-ins, then either a new session for an admin
 * or, when the account has two-factor sign-in (or must set it up: REQUIRE_ADMIN_2FA), a short-lived pending
 * sign-in in the database that the second step finishes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_MESSAGES } from '../../domain/messages';
import type { LoginInput } from '../../domain/schemas/admin-login';
import { isAdminUser, type SessionUser } from '../../domain/schemas/session';
import { TWO_FACTOR_MESSAGES } from '../../domain/two-factor';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { auditLog } from './audit-log';
import { decoyPasswordHash, verifyPassword } from './password';
import {
  claimPendingSignIn,
  codeAttemptsUsedUp,
  findPendingSignIn,
  insertPendingSignIn,
  type PendingPurpose,
  takeCodeAttempt,
} from './pending-sign-ins.queries';
import { CODE_ATTEMPTS_PER_PENDING_SIGN_IN, PENDING_SIGN_IN_MS } from './session-policy';
import { type SessionDeps, startSession } from './sessions.service';
import {
  beginSignIn,
  type SignInAttempt,
  type SignInLimitsDeps,
  type SignInStep,
  signInFailed,
  signInStepPassed,
  signInSucceeded,
} from './sign-in-limits';
import { hashToken, newSecretToken } from './tokens';
import {
  checkSecondFactor,
  confirmEnrolment,
  type Enrolment,
  startEnrolment,
  type TwoFactorDeps,
} from './two-factor.service';
import { findUserByEmail, findUserById, markSignedIn } from './users.queries';

export interface LoginDeps extends SessionDeps, TwoFactorDeps {
  signInLimits: SignInLimitsDeps;
  /** REQUIRE_ADMIN_2FA: an admin without two-factor sign-in sets it up before the session starts. */
  requireTwoFactor: boolean;
}

export interface LoginContext {
  clientIp: string;
  userAgent: string | undefined;
  previousSessionId: string | undefined;
  log: FastifyBaseLogger;
}

export type LoginOutcome =
  | { kind: 'signed-in'; sessionId: string; user: SessionUser }
  | { kind: 'second-step'; pendingId: string; step: PendingPurpose };

/** The limits' refusal, logged as a lockout before it answers 429. */
async function beginAttempt(
  deps: LoginDeps,
  account: string,
  context: LoginContext,
  step: SignInStep = 'password',
) {
  try {
    return await beginSignIn(deps.signInLimits, account, context.clientIp, step);
  } catch (error) {
    auditLog(context.log, 'sign-in-lockout', { account, address: context.clientIp, outcome: 'refused' });
    throw error;
  }
}

/** The whole sign-in succeeded: only now are the limits on this account and address cleared. */
async function openSession(
  deps: LoginDeps,
  user: UserRow,
  context: LoginContext,
  proof: { attempt: SignInAttempt; twoFactor: boolean },
): Promise<LoginOutcome> {
  await signInSucceeded(deps.signInLimits, proof.attempt);
  const sessionId = await startSession(deps, user.id, {
    previousSessionId: context.previousSessionId,
    userAgent: context.userAgent,
    ipAddress: context.clientIp,
    twoFactor: proof.twoFactor,
  });
  await markSignedIn(deps.db, user.id, deps.now());
  auditLog(context.log, 'sign-in', { account: user.email, address: context.clientIp, outcome: 'success' });
  return { kind: 'signed-in', sessionId, user: { email: user.email, role: user.role } };
}

/**
 * Checks the password. A wrong e-mail and a wrong password get the same answer after the same work (an
 * unknown e-mail is checked against a decoy hash), and so does a disabled account. A right password of a
 * non-admin is refused with no session, and does not count as a failure. The limits on failed sign-ins
 * (sign-in-limits.ts) may refuse the attempt before any check.
 */
export async function login(
  deps: LoginDeps,
  input: LoginInput,
  context: LoginContext,
): Promise<LoginOutcome> {
  const address = context.clientIp;
  const attempt = await beginAttempt(deps, input.email, context);

  const user = await findUserByEmail(deps.db, input.email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  // A disabled account is answered, and counted, exactly as a wrong password: nothing tells its right
  // password apart.
  if (!user || !matches || user.disabledAt) {
    await signInFailed(deps.signInLimits, attempt);
    const reason = user && matches ? 'disabled' : 'wrong-password';
    auditLog(context.log, 'sign-in', { account: input.email, address, outcome: 'failure', reason });
    throw new AppError('unauthenticated', LOGIN_MESSAGES.authenticationFailed);
  }
  if (!isAdminUser(user)) {
    // A right password is no failure; but it is not a sign-in either, so it clears nothing.
    await signInStepPassed(deps.signInLimits, attempt);
    auditLog(context.log, 'sign-in', {
      account: user.email,
      address,
      outcome: 'refused',
      reason: 'not-admin',
    });
    throw new AppError('forbidden', LOGIN_MESSAGES.unauthorizedAccess);
  }

  const step: PendingPurpose | null = user.totpEnabledAt ? 'code' : deps.requireTwoFactor ? 'enrol' : null;
  if (!step) return openSession(deps, user, context, { attempt, twoFactor: false });
  // The password was right, and a code is still to come: no failure, and nothing cleared yet.
  await signInStepPassed(deps.signInLimits, attempt);
  const pendingId = newSecretToken();
  const now = deps.now();
  await insertPendingSignIn(deps.db, {
    idHash: hashToken(pendingId),
    userId: user.id,
    purpose: step,
    now,
    expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_MS),
  });
  auditLog(context.log, 'sign-in', {
    account: user.email,
    address,
    outcome: 'success',
    reason: step === 'code' ? 'code-required' : 'enrolment-required',
  });
  return { kind: 'second-step', pendingId, step };
}

const expired = () => new AppError('unauthenticated', TWO_FACTOR_MESSAGES.signInExpired);

/** The account of a live pending sign-in of this purpose, still an enabled admin; else 401 'expired'. */
async function pendingUser(deps: LoginDeps, pendingId: string | undefined, purpose: PendingPurpose) {
  if (!pendingId) throw expired();
  const pending = await findPendingSignIn(deps.db, hashToken(pendingId), purpose, deps.now());
  const user = pending ? await findUserById(deps.db, pending.userId) : undefined;
  if (!user || user.disabledAt || !isAdminUser(user)) throw expired();
  return user;
}

/**
 * A code typed for a pending sign-in: the address's code delay and the account's ceiling first, then one
 * of the pending sign-in's five attempts. A wrong code counts as a failed sign-in; the fifth
 * wrong code ends the pending sign-in, and the password is asked again.
 */
async function checkCodeOf<T>(
  deps: LoginDeps,
  user: UserRow,
  context: LoginContext & { pendingId: string | undefined },
  check: () => Promise<T>,
  audit: 'two-factor-code' | 'two-factor-enrolment',
): Promise<{ result: T; attempt: SignInAttempt }> {
  const attempt = await beginAttempt(deps, user.email, context, 'code');
  const idHash = hashToken(context.pendingId ?? '');
  if (!(await takeCodeAttempt(deps.db, idHash, CODE_ATTEMPTS_PER_PENDING_SIGN_IN))) {
    await claimPendingSignIn(deps.db, idHash);
    await signInStepPassed(deps.signInLimits, attempt);
    throw expired();
  }
  let result: T;
  try {
    result = await check();
  } catch (error) {
    await signInFailed(deps.signInLimits, attempt);
    const fields = { account: user.email, address: context.clientIp, outcome: 'failure' as const };
    if (await codeAttemptsUsedUp(deps.db, idHash, CODE_ATTEMPTS_PER_PENDING_SIGN_IN)) {
      await claimPendingSignIn(deps.db, idHash);
      auditLog(context.log, audit, { ...fields, reason: 'attempts-used-up' });
      throw expired();
    }
    auditLog(context.log, audit, fields);
    throw error;
  }
  // Right: the session the caller opens settles the attempt; a pending sign-in taken meanwhile (the
  // same code sent twice) only takes it off the account's failures.
  if (!(await claimPendingSignIn(deps.db, idHash))) {
    await signInStepPassed(deps.signInLimits, attempt);
    throw expired();
  }
  return { result, attempt };
}

/**
 * The second step: the authentication code (or a recovery code) of the pending sign-in's account. A wrong,
 * reused or stale code answers 'Invalid authentication code' and counts as a failed sign-in with the same
 * limits as a wrong password (per account and address delays, the account's ceiling).
 */
export async function completeSignInWithCode(
  deps: LoginDeps,
  code: string,
  context: LoginContext & { pendingId: string | undefined },
): Promise<LoginOutcome> {
  const user = await pendingUser(deps, context.pendingId, 'code');
  const { attempt } = await checkCodeOf(
    deps,
    user,
    context,
    async () => {
      if (!(await checkSecondFactor(deps, user, code))) {
        throw new AppError('unauthenticated', TWO_FACTOR_MESSAGES.invalidCode);
      }
    },
    'two-factor-code',
  );
  auditLog(context.log, 'two-factor-code', {
    account: user.email,
    address: context.clientIp,
    outcome: 'success',
  });
  return openSession(deps, user, context, { attempt, twoFactor: true });
}

/** REQUIRE_ADMIN_2FA, after the password: the QR code and secret of a new enrolment. */
export async function startSignInEnrolment(
  deps: LoginDeps,
  pendingId: string | undefined,
): Promise<Enrolment> {
  const user = await pendingUser(deps, pendingId, 'enrol');
  return startEnrolment(deps, user);
}

/** REQUIRE_ADMIN_2FA: the enrolment's first code turns two-factor sign-in on and starts the session. */
export async function completeSignInEnrolment(
  deps: LoginDeps,
  code: string,
  context: LoginContext & { pendingId: string | undefined },
): Promise<{ outcome: LoginOutcome; recoveryCodes: string[] }> {
  const user = await pendingUser(deps, context.pendingId, 'enrol');
  const { result: recoveryCodes, attempt } = await checkCodeOf(
    deps,
    user,
    context,
    () => confirmEnrolment(deps, user.id, code),
    'two-factor-enrolment',
  );
  auditLog(context.log, 'two-factor-enrolment', {
    account: user.email,
    address: context.clientIp,
    outcome: 'success',
  });
  return { outcome: await openSession(deps, user, context, { attempt, twoFactor: true }), recoveryCodes };
}
