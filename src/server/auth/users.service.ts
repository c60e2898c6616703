import { newPasswordProblem } from '../../domain/password-guessability';
import { loginSchema } from '../../domain/schemas/admin-login';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { recordAccountEvent } from './account-events.queries';
import { hashPassword } from './password';
import { type AccountMail, recordNewPassword } from './password-change';
import { findUserByEmail, insertUserIfMissing } from './users.queries';

export const USER_ROLES = ['admin', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

interface UserInput {
  email: string;
  password: string;
  role: UserRole;
}

/** The e-mail, trimmed, once it and the password pass the rules (SPEC section 5 and the common-password check). */
async function checkedInput(input: UserInput): Promise<{ email: string; passwordHash: string }> {
  const parsed = loginSchema.safeParse({ email: input.email, password: input.password });
  if (!parsed.success) throw new AppError('bad-request', parsed.error.issues[0]?.message ?? 'Invalid user');
  const problem = newPasswordProblem(input.password, [parsed.data.email]);
  if (problem) throw new AppError('bad-request', problem);
  return { email: parsed.data.email, passwordHash: await hashPassword(input.password) };
}

/**
 * `npm run user -- add`: adds a user, or sets the password and role of the one with that e-mail
 * (case-insensitive). Setting the password of an existing user ends its sessions, uses up its reset links
 * and e-mails it 'Your password was changed' (recordNewPassword).
 */
export async function upsertUser(
  db: Database,
  input: UserInput,
  context: { mail: AccountMail; now?: Date },
): Promise<{ created: boolean }> {
  const { email, passwordHash } = await checkedInput(input);
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    if (await insertUserIfMissing(tx, { email, passwordHash, role: input.role })) {
      await recordAccountEvent(tx, {
        actor: 'cli',
        action: 'added',
        account: email,
        data: { role: input.role },
      });
      return { created: true };
    }
    const existing = await findUserByEmail(tx, email);
    if (!existing) throw new Error(`the user ${email} was neither added nor found`);
    await recordNewPassword(tx, existing, { passwordHash, role: input.role }, { now, mail: context.mail });
    await recordAccountEvent(tx, {
      actor: 'cli',
      action: 'password-set',
      account: existing.email,
      data: { role: input.role },
    });
    return { created: false };
  });
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start: the admin is added when no account has that e-mail, and left
 * alone otherwise, so a password set since (a reset, the CLI) is never silently undone by a restart.
 * Several servers starting at once add it once (the insert does nothing on the unique e-mail).
 */
export async function ensureAdmin(
  db: Database,
  input: { email: string; password: string },
): Promise<{ created: boolean }> {
  if (await findUserByEmail(db, input.email)) return { created: false };
  const { email, passwordHash } = await checkedInput({ ...input, role: 'admin' });
  return db.transaction(async (tx) => {
    const created = await insertUserIfMissing(tx, { email, passwordHash, role: 'admin' });
    if (created)
      await recordAccountEvent(tx, {
        actor: 'system',
        action: 'added',
        account: email,
        data: { role: 'admin' },
      });
    return { created };
  });
}
