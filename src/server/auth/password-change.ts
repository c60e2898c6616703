/**
 * What setting a password means, whichever way it is set (a reset link, an invitation link, the CLI): the
 * new hash, every session of the account ended, every open reset link used up, and a 'Your password was
 * changed' e-mail, all in the caller's transaction.
 */
import { APP_ROUTES } from '../../domain/routes';
import type { Transaction } from '../db/client';
import type { MailSettings } from '../mail';
import { passwordChangedEmail, queueEmail } from '../mail';
import { useUpResetLinks } from './password-resets.queries';
import { deletePendingSignInsOfUser } from './pending-sign-ins.queries';
import { deleteSessionsOfUser } from './sessions.queries';
import { setUserPassword } from './users.queries';

export type AccountMail = Pick<MailSettings, 'publicUrl' | 'supportEmail'>;

export async function recordNewPassword(
  tx: Transaction,
  user: { id: string; email: string },
  values: { passwordHash: string; role?: string },
  context: { now: Date; mail: AccountMail },
): Promise<void> {
  await setUserPassword(tx, user.id, values, context.now);
  await deleteSessionsOfUser(tx, user.id);
  await deletePendingSignInsOfUser(tx, user.id);
  await useUpResetLinks(tx, user.id, context.now);
  await queueEmail(tx, {
    kind: 'password-changed',
    to: user.email,
    // The sign-in page's address only.
    carriesSecret: false,
    ...passwordChangedEmail({
      loginUrl: `${context.mail.publicUrl}${APP_ROUTES.adminLogin}`,
      supportEmail: context.mail.supportEmail,
    }),
  });
}
