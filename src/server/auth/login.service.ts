/**
 * Admin sign-in: the password check, the limits on failed sign-ins, then either a new session for an admin
 * or, when the account has two-factor sign-in (or must set it up: REQUIRE_ADMIN_2FA), a short-lived pending
 * sign-in in the database that the second step finishes (issue 17).
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
  findPendingSignIn,
  insertPendingSignIn,
  type PendingPurpose,
} from './pending-sign-ins.queries';
import { PENDING_SIGN_IN_MS } from './session-policy';
import { type SessionDeps, startSession } from './sessions.service';
import { beginSignIn, type SignInLimitsDeps, signInFailed, signInSucceeded } from './sign-in-limits';
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
async function beginAttempt(deps: LoginDeps, account: string, context: LoginContext) {
  try {
    return await beginSignIn(deps.signInLimits, account, context.clientIp);
  } catch (error) {
    auditLog(context.log, 'sign-in-lockout', { account, address: context.clientIp, outcome: 'refused' });
    throw error;
  }
}

async function openSession(deps: LoginDeps, user: UserRow, context: LoginContext): Promise<LoginOutcome> {
  const sessionId = await startSession(deps, user.id, {
    previousSessionId: context.previousSessionId,
    userAgent: context.userAgent,
    ipAddress: context.clientIp,
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
  await signInSucceeded(deps.signInLimits, attempt);
  if (!isAdminUser(user)) {
    auditLog(context.log, 'sign-in', {
      account: user.email,
      address,
      outcome: 'refused',
      reason: 'not-admin',
    });
    throw new AppError('forbidden', LOGIN_MESSAGES.unauthorizedAccess);
  }

  const step: PendingPurpose | null = user.totpEnabledAt ? 'code' : deps.requireTwoFactor ? 'enrol' : null;
  if (!step) return openSession(deps, user, context);
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
  const attempt = await beginAttempt(deps, user.email, context);
  if (!(await checkSecondFactor(deps, user, code))) {
    await signInFailed(deps.signInLimits, attempt);
    auditLog(context.log, 'two-factor-code', {
      account: user.email,
      address: context.clientIp,
      outcome: 'failure',
    });
    throw new AppError('unauthenticated', TWO_FACTOR_MESSAGES.invalidCode);
  }
  await signInSucceeded(deps.signInLimits, attempt);
  if (!(await claimPendingSignIn(deps.db, hashToken(context.pendingId ?? '')))) throw expired();
  auditLog(context.log, 'two-factor-code', {
    account: user.email,
    address: context.clientIp,
    outcome: 'success',
  });
  return openSession(deps, user, context);
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
  const attempt = await beginAttempt(deps, user.email, context);
  let recoveryCodes: string[];
  try {
    recoveryCodes = await confirmEnrolment(deps, user.id, code);
  } catch (error) {
    await signInFailed(deps.signInLimits, attempt);
    auditLog(context.log, 'two-factor-enrolment', {
      account: user.email,
      address: context.clientIp,
      outcome: 'failure',
    });
    throw error;
  }
  await signInSucceeded(deps.signInLimits, attempt);
  auditLog(context.log, 'two-factor-enrolment', {
    account: user.email,
    address: context.clientIp,
    outcome: 'success',
  });
  if (!(await claimPendingSignIn(deps.db, hashToken(context.pendingId ?? '')))) throw expired();
  return { outcome: await openSession(deps, user, context), recoveryCodes };
}
