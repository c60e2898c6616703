/**
 * Password reset by e-mail: a link with two random tokens (stored as SHA-256), valid one hour, used once.
 * Asking for a link answers the same whether or not the address has an account.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { RESET_PASSWORD_MESSAGES } from '../../domain/messages';
import { newPasswordProblem } from '../../domain/password-guessability';
import { APP_ROUTES } from '../../domain/routes';
import type { ForgotPasswordInput } from '../../domain/schemas/admin-login';
import {
  type ResetLink,
  type ResetPasswordRequest,
  resetLinkHash,
} from '../../domain/schemas/reset-password';
import type { Database, Transaction } from '../db/client';
import { AppError } from '../errors';
import type { MailSettings, RenderedEmail } from '../mail';
import { passwordResetEmail, queueEmail } from '../mail';
import { recordAccountEvent } from './account-events.queries';
import { auditLog } from './audit-log';
import { hashPassword } from './password';
import { recordNewPassword } from './password-change';
import {
  claimPasswordReset,
  countResetsSince,
  findResetByTokenHash,
  insertPasswordReset,
  type PasswordResetRow,
} from './password-resets.queries';
import { RESET_EMAILS_PER_ACCOUNT_PER_HOUR, RESET_LINK_LIFETIME_MS } from './session-policy';
import { hashToken, newSecretToken } from './tokens';
import { findUserByEmail, findUserById } from './users.queries';

export interface PasswordResetDeps {
  db: Database;
  mail: MailSettings;
  now: () => Date;
}

interface AuditContext {
  clientIp: string;
  log: FastifyBaseLogger;
}

const invalidLink = () => new AppError('bad-request', RESET_PASSWORD_MESSAGES.invalidOrExpiredLink);

/**
 * Queues the reset e-mail with its link in one transaction with the reset row. Unknown addresses, and
 * accounts that already got a few links this hour (a mailbox being flooded), get nothing, silently.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  input: ForgotPasswordInput,
  context: AuditContext,
): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  // A disabled account gets no link either: its sign-in is refused whatever its password.
  const refusal = !user ? 'no-account' : user.disabledAt ? 'disabled' : null;
  auditLog(context.log, 'password-reset-requested', {
    account: input.email,
    address: context.clientIp,
    outcome: refusal ? 'refused' : 'success',
    ...(refusal ? { reason: refusal } : {}),
  });
  if (!user || refusal) return;
  const now = deps.now();
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  if ((await countResetsSince(deps.db, user.id, hourAgo)) >= RESET_EMAILS_PER_ACCOUNT_PER_HOUR) return;

  await deps.db.transaction((tx) =>
    mailSetPasswordLink(
      tx,
      deps.mail,
      { userId: user.id, to: user.email, now, lifetimeMs: RESET_LINK_LIFETIME_MS },
      {
        kind: 'password-reset',
        render: (resetUrl) => passwordResetEmail({ resetUrl, supportEmail: deps.mail.supportEmail }),
      },
    ),
  );
  deps.mail.wake();
}

/**
 * E-mails the user a new set-password link (issueSetPasswordLink) in the caller's transaction, in the
 * e-mail `render` writes around it: a reset's or an invitation's. Whoever holds the link becomes the user,
 * so the e-mail is marked as carrying a secret (its body is not kept once sent).
 */
export async function mailSetPasswordLink(
  tx: Transaction,
  mail: Pick<MailSettings, 'publicUrl'>,
  link: { userId: string; to: string; now: Date; lifetimeMs: number },
  email: { kind: 'password-reset' | 'account-invitation'; render: (url: string) => RenderedEmail },
): Promise<void> {
  const url = await issueSetPasswordLink(tx, mail, link.userId, link);
  await queueEmail(tx, { kind: email.kind, to: link.to, carriesSecret: true, ...email.render(url) });
}

/**
 * A new link to /reset-password#access_token=…&refresh_token=…&type=recovery for the user, stored as the
 * two tokens' SHA-256 in the caller's transaction: a reset link (one hour), or an invitation's (72 hours).
 */
async function issueSetPasswordLink(
  tx: Transaction,
  mail: Pick<MailSettings, 'publicUrl'>,
  userId: string,
  options: { now: Date; lifetimeMs: number },
): Promise<string> {
  const link: ResetLink = { accessToken: newSecretToken(), refreshToken: newSecretToken() };
  await insertPasswordReset(tx, {
    userId,
    tokenHash: hashToken(link.accessToken),
    refreshTokenHash: hashToken(link.refreshToken),
    now: options.now,
    expiresAt: new Date(options.now.getTime() + options.lifetimeMs),
  });
  return `${mail.publicUrl}${APP_ROUTES.resetPassword}#${resetLinkHash(link)}`;
}

function sameHash(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The unused, unexpired reset both tokens point to; else 'Invalid or expired password reset link'. */
async function findUsableReset(deps: PasswordResetDeps, link: ResetLink): Promise<PasswordResetRow> {
  const reset = await findResetByTokenHash(deps.db, hashToken(link.accessToken));
  const usable =
    reset !== undefined &&
    sameHash(reset.refreshTokenHash, hashToken(link.refreshToken)) &&
    reset.usedAt === null &&
    reset.expiresAt.getTime() > deps.now().getTime();
  if (!usable) throw invalidLink();
  return reset;
}

/** The reset screen asks this before showing the form. */
export async function checkResetLink(deps: PasswordResetDeps, link: ResetLink): Promise<void> {
  await findUsableReset(deps, link);
}

/**
 * Sets the new password, uses up the link (and every other open link of the account), ends every session
 * of the user (whoever held one is signed out) and queues 'Your password was changed', all in one
 * transaction. The rules of SPEC section 5 were checked by the request schema; a common password is
 * refused here, before the link is used.
 */
export async function resetPassword(
  deps: PasswordResetDeps,
  request: ResetPasswordRequest,
  context: AuditContext,
): Promise<void> {
  let reset: PasswordResetRow;
  try {
    reset = await findUsableReset(deps, request);
  } catch (error) {
    auditLog(context.log, 'password-reset-used', {
      account: 'unknown',
      address: context.clientIp,
      outcome: 'failure',
    });
    throw error;
  }
  const user = await findUserById(deps.db, reset.userId);
  if (!user) throw invalidLink();
  const problem = newPasswordProblem(request.password, [user.email]);
  if (problem) throw new AppError('bad-request', problem, { password: problem });
  // Hashed before the transaction: scrypt takes a moment and needs no lock.
  const passwordHash = await hashPassword(request.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const userId = await claimPasswordReset(tx, reset.id, now);
    if (!userId) throw invalidLink();
    await recordNewPassword(tx, user, { passwordHash }, { now, mail: deps.mail });
    await recordAccountEvent(tx, { actor: user.email, action: 'password-reset', account: user.email });
  });
  auditLog(context.log, 'password-reset-used', {
    account: user.email,
    address: context.clientIp,
    outcome: 'success',
  });
  deps.mail.wake();
}
