/**
 * The Security page: the signed-in admin's two-factor sign-in and active sessions.
 */
import type { FastifyBaseLogger } from 'fastify';
import { browserName } from '../../../domain/browser-name';
import { APP_ROUTES } from '../../../domain/routes';
import type { SecurityOverview } from '../../../domain/schemas/two-factor';
import { TWO_FACTOR_MESSAGES } from '../../../domain/two-factor';
import type { SignedInUser } from '../../auth';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  auditLog,
  beginSignIn,
  checkSecondFactor,
  confirmEnrolment,
  countUnusedRecoveryCodes,
  deleteOtherSessionsOfUser,
  deleteSessionOfUser,
  type Enrolment,
  findUserById,
  hashToken,
  isSessionExpired,
  listSessionsOfUser,
  markSessionTwoFactor,
  type SignInLimitsDeps,
  signInFailed,
  signInStepPassed,
  startEnrolment,
  type TwoFactorDeps,
} from '../../auth';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { MailSettings } from '../../mail';
import { queueEmail, twoFactorChangedEmail } from '../../mail';

export type SecurityDeps = TwoFactorDeps & { signInLimits: SignInLimitsDeps; mail: MailSettings };

interface RequestContext {
  sessionId: string | undefined;
  clientIp: string;
  log: FastifyBaseLogger;
}

export async function securityOverview(
  deps: SecurityDeps,
  admin: SignedInUser,
  context: Pick<RequestContext, 'sessionId'>,
): Promise<SecurityOverview> {
  const user = await findUserById(deps.db, admin.id);
  const now = deps.now();
  const current = context.sessionId ? hashToken(context.sessionId) : '';
  const sessions = (await listSessionsOfUser(deps.db, admin.id)).filter((row) => !isSessionExpired(row, now));
  return {
    twoFactorEnabled: Boolean(user?.totpEnabledAt),
    recoveryCodesLeft: await countUnusedRecoveryCodes(deps.db, admin.id),
    sessions: sessions.map((row) => ({
      id: row.publicId,
      startedAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastSeenAt.toISOString(),
      browser: browserName(row.userAgent),
      address: row.ipAddress ?? 'Unknown',
      current: row.idHash === current,
    })),
  };
}

/**
 * With two-factor sign-in on, setting it up again (a new phone) first takes a code of the current app or a
 * recovery code, counted as the sign-in counts codes: a stolen session alone cannot move the account to
 * the thief's phone.
 */
async function proveSecondFactor(
  deps: SecurityDeps,
  user: UserRow,
  code: string | undefined,
  context: RequestContext,
): Promise<void> {
  const attempt = await beginSignIn(deps.signInLimits, user.email, context.clientIp, 'code');
  if (code && (await checkSecondFactor(deps, user, code))) {
    await signInStepPassed(deps.signInLimits, attempt);
    return;
  }
  await signInFailed(deps.signInLimits, attempt);
  auditLog(context.log, 'two-factor-enrolment', {
    account: user.email,
    address: context.clientIp,
    outcome: 'failure',
    reason: 'current-code',
  });
  const message = TWO_FACTOR_MESSAGES.invalidCode;
  throw new AppError('bad-request', message, { currentCode: message });
}

export async function setUpTwoFactor(
  deps: SecurityDeps,
  admin: SignedInUser,
  currentCode: string | undefined,
  context: RequestContext,
): Promise<Enrolment> {
  const user = await findUserById(deps.db, admin.id);
  if (!user) throw new AppError('unauthenticated', AUTHENTICATION_REQUIRED_MESSAGE);
  if (user.totpEnabledAt) await proveSecondFactor(deps, user, currentCode, context);
  return startEnrolment(deps, user);
}

export async function turnOnTwoFactor(
  deps: SecurityDeps,
  admin: SignedInUser,
  code: string,
  context: RequestContext,
): Promise<string[]> {
  const fields = { account: admin.email, address: context.clientIp };
  const current = context.sessionId ? hashToken(context.sessionId) : '';
  try {
    const codes = await confirmEnrolment(deps, admin.id, code, async (tx, user) => {
      // This session has now shown a second factor (REQUIRE_ADMIN_2FA keeps it).
      await markSessionTwoFactor(tx, current);
      if (!user.totpEnabledAt) return;
      // Set up again over an enabled one: whoever else holds a session of the account is signed out,
      // and the account hears of it.
      await deleteOtherSessionsOfUser(tx, user.id, current);
      await queueEmail(tx, {
        kind: 'two-factor-changed',
        to: user.email,
        carriesSecret: false,
        ...twoFactorChangedEmail({
          loginUrl: `${deps.mail.publicUrl}${APP_ROUTES.adminLogin}`,
          supportEmail: deps.mail.supportEmail,
        }),
      });
    });
    deps.mail.wake();
    auditLog(context.log, 'two-factor-enrolment', { ...fields, outcome: 'success' });
    return codes;
  } catch (error) {
    auditLog(context.log, 'two-factor-enrolment', { ...fields, outcome: 'failure' });
    throw error;
  }
}

export const SESSION_NOT_FOUND_MESSAGE = 'Session not found';

/** 'End Session': any session of the signed-in admin's own, this one included. */
export async function endOwnSession(
  deps: SecurityDeps,
  admin: SignedInUser,
  publicId: string,
  context: RequestContext,
): Promise<void> {
  if (!(await deleteSessionOfUser(deps.db, admin.id, publicId)))
    throw new AppError('not-found', SESSION_NOT_FOUND_MESSAGE);
  auditLog(context.log, 'session-ended', {
    account: admin.email,
    address: context.clientIp,
    outcome: 'success',
  });
}
