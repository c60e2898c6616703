/**
 * The Security page (issue 17): the signed-in admin's two-factor sign-in and active sessions.
 */
import type { FastifyBaseLogger } from 'fastify';
import { browserName } from '../../../domain/browser-name';
import type { SecurityOverview } from '../../../domain/schemas/two-factor';
import { auditLog } from '../../auth/audit-log';
import { isSessionExpired } from '../../auth/session-policy';
import { deleteSessionOfUser, listSessionsOfUser } from '../../auth/sessions.queries';
import type { SignedInUser } from '../../auth/sessions.service';
import { hashToken } from '../../auth/tokens';
import { countUnusedRecoveryCodes } from '../../auth/two-factor.queries';
import {
  confirmEnrolment,
  type Enrolment,
  startEnrolment,
  type TwoFactorDeps,
} from '../../auth/two-factor.service';
import { findUserById } from '../../auth/users.queries';
import { AppError } from '../../errors';

export type SecurityDeps = TwoFactorDeps;

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

export async function setUpTwoFactor(deps: SecurityDeps, admin: SignedInUser): Promise<Enrolment> {
  return startEnrolment(deps, admin);
}

export async function turnOnTwoFactor(
  deps: SecurityDeps,
  admin: SignedInUser,
  code: string,
  context: RequestContext,
): Promise<string[]> {
  const fields = { account: admin.email, address: context.clientIp };
  try {
    const codes = await confirmEnrolment(deps, admin.id, code);
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
