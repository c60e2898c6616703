/**
 * The Accounts page: admins manage admins and staff in the app. Adding a user e-mails an
 * invitation with a set-password link (the reset link's machinery, 72 hours); a role change and disabling
 * apply at once (a disabled account's sessions end in the same transaction); the last enabled admin can
 * be neither disabled nor demoted, which a lock makes hold for requests arriving together; every action
 * goes to the audit table shown on the page, and to the audit log.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  type AccountRole,
  type AccountsOverview,
  type InviteAccountInput,
} from '../../../domain/schemas/accounts';
import { isAdminUser } from '../../../domain/schemas/session';
import type { SignedInUser } from '../../auth';
import {
  auditLog,
  deletePendingSignInsOfUser,
  deleteSessionsOfUser,
  findUserByEmail,
  hashPassword,
  INVITATION_LINK_LIFETIME_MS,
  insertUserIfMissing,
  latestAccountEvents,
  mailSetPasswordLink,
  recordAccountEvent,
} from '../../auth';
import type { Transaction } from '../../db/client';
import { AppError } from '../../errors';
import { accountInvitationEmail } from '../../mail';
import type { AdminDeps } from '../admin-deps';
import {
  countOtherEnabledAdmins,
  findAccountForUpdate,
  listAccounts,
  lockAdminChanges,
  updateAccount,
} from './accounts.queries';

/** How many events of the audit table the page shows. */
const AUDIT_ROWS = 100;

interface ActionContext {
  admin: SignedInUser;
  clientIp: string;
  log: FastifyBaseLogger;
}

function eventDetail(action: string, data: Record<string, unknown>): string {
  if (action === 'role-changed') return `${data.from} → ${data.to}`;
  if (typeof data.role === 'string') return `role ${data.role}`;
  return '';
}

export async function accountsOverview(deps: AdminDeps): Promise<AccountsOverview> {
  const [rows, events] = await Promise.all([listAccounts(deps.db), latestAccountEvents(deps.db, AUDIT_ROWS)]);
  return {
    accounts: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      twoFactorEnabled: row.totpEnabledAt !== null,
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      disabled: row.disabledAt !== null,
    })),
    audit: events.map((event) => ({
      id: event.id,
      at: event.createdAt.toISOString(),
      actor: event.actor,
      action: event.action,
      account: event.account,
      detail: eventDetail(event.action, event.data),
    })),
  };
}

/** Adds the user with an unusable password and e-mails the invitation with its set-password link. */
export async function inviteAccount(
  deps: AdminDeps,
  input: InviteAccountInput,
  context: ActionContext,
): Promise<void> {
  // Nobody knows this password: the invited user sets theirs through the link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const added = await insertUserIfMissing(tx, { email: input.email, passwordHash, role: input.role });
    if (!added) throw new AppError('conflict', ACCOUNT_MESSAGES.exists);
    const user = await findUserByEmail(tx, input.email);
    if (!user) throw new Error('the invited user was not found after its insert');
    // A 72-hour set-password link: whoever holds it becomes this user.
    await mailSetPasswordLink(
      tx,
      deps.mail,
      { userId: user.id, to: input.email, now, lifetimeMs: INVITATION_LINK_LIFETIME_MS },
      {
        kind: 'account-invitation',
        render: (setPasswordUrl) =>
          accountInvitationEmail({
            setPasswordUrl,
            role: input.role,
            invitedBy: context.admin.email,
            supportEmail: deps.mail.supportEmail,
          }),
      },
    );
    await recordAccountEvent(tx, {
      actor: context.admin.email,
      action: 'invited',
      account: input.email,
      data: { role: input.role },
    });
  });
  deps.mail.wake();
  auditLog(context.log, 'account-change', {
    account: input.email,
    address: context.clientIp,
    outcome: 'success',
    reason: 'invited',
    by: context.admin.email,
  });
}

/**
 * One account change under the last-admin lock: `change` sees the account locked, and is refused with 409
 * when it would leave no enabled admin.
 */
async function changeAccount(
  deps: AdminDeps,
  userId: string,
  context: ActionContext,
  reason: string,
  change: (
    tx: Transaction,
    account: { id: string; email: string; role: string; disabledAt: Date | null },
  ) => Promise<{ leavesAdmin: boolean; event: { action: string; data?: Record<string, unknown> } } | null>,
): Promise<void> {
  let email = '';
  try {
    await deps.db.transaction(async (tx) => {
      await lockAdminChanges(tx);
      const account = await findAccountForUpdate(tx, userId);
      if (!account) throw new AppError('not-found', ACCOUNT_MESSAGES.notFound);
      email = account.email;
      const outcome = await change(tx, account);
      if (!outcome) return;
      const wasEnabledAdmin = isAdminUser(account) && account.disabledAt === null;
      if (wasEnabledAdmin && !outcome.leavesAdmin && (await countOtherEnabledAdmins(tx, account.id)) === 0)
        throw new AppError('conflict', ACCOUNT_MESSAGES.lastAdmin);
      await recordAccountEvent(tx, { actor: context.admin.email, account: account.email, ...outcome.event });
    });
  } catch (error) {
    if (error instanceof AppError && email) {
      auditLog(context.log, 'account-change', {
        account: email,
        address: context.clientIp,
        outcome: 'refused',
        reason,
        by: context.admin.email,
      });
    }
    throw error;
  }
  auditLog(context.log, 'account-change', {
    account: email,
    address: context.clientIp,
    outcome: 'success',
    reason,
    by: context.admin.email,
  });
}

export async function changeRole(
  deps: AdminDeps,
  userId: string,
  role: AccountRole,
  context: ActionContext,
): Promise<void> {
  await changeAccount(deps, userId, context, 'role-changed', async (tx, account) => {
    if (account.role === role) return null;
    await updateAccount(tx, account.id, { role, now: deps.now() });
    return {
      leavesAdmin: role === 'admin',
      event: { action: 'role-changed', data: { from: account.role, to: role } },
    };
  });
}

/** Disables the account: its sessions and pending sign-ins end in the same transaction. */
export async function disableAccount(deps: AdminDeps, userId: string, context: ActionContext): Promise<void> {
  await changeAccount(deps, userId, context, 'disabled', async (tx, account) => {
    if (account.disabledAt) return null;
    await updateAccount(tx, account.id, { disabledAt: deps.now(), now: deps.now() });
    await deleteSessionsOfUser(tx, account.id);
    await deletePendingSignInsOfUser(tx, account.id);
    return { leavesAdmin: false, event: { action: 'disabled' } };
  });
}

export async function enableAccount(deps: AdminDeps, userId: string, context: ActionContext): Promise<void> {
  await changeAccount(deps, userId, context, 'enabled', async (tx, account) => {
    if (!account.disabledAt) return null;
    await updateAccount(tx, account.id, { disabledAt: null, now: deps.now() });
    return { leavesAdmin: true, event: { action: 'enabled' } };
  });
}
