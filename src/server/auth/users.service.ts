import { loginSchema } from '../../domain/schemas/admin-login';
import { firstPasswordViolation } from '../../domain/schemas/new-password';
import type { Database } from '../db/client';
import { uniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';
import { hashPassword } from './password';
import { findUserByEmail, insertUser, setUserPassword } from './users.queries';

export const USER_ROLES = ['admin', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Adds a user, or sets the password and role of the one with that e-mail (case-insensitive). The
 * password must meet the new-password rules of SPEC section 5.
 */
export async function upsertUser(
  db: Database,
  input: { email: string; password: string; role: UserRole },
): Promise<{ created: boolean }> {
  const parsed = loginSchema.safeParse({ email: input.email, password: input.password });
  if (!parsed.success) throw new AppError('bad-request', parsed.error.issues[0]?.message ?? 'Invalid user');
  const violation = firstPasswordViolation(input.password);
  if (violation) throw new AppError('bad-request', violation);

  const email = parsed.data.email;
  const passwordHash = await hashPassword(input.password);
  const update = async (id: string) => {
    await setUserPassword(db, id, { passwordHash, role: input.role }, new Date());
    return { created: false };
  };
  const existing = await findUserByEmail(db, email);
  if (existing) return update(existing.id);
  try {
    await insertUser(db, { email, passwordHash, role: input.role });
    return { created: true };
  } catch (error) {
    // Several servers starting at once with ADMIN_EMAIL: the one that inserted first wins, the others update.
    const winner =
      uniqueViolation(error) === 'users_email_idx' ? await findUserByEmail(db, email) : undefined;
    if (winner) return update(winner.id);
    throw error;
  }
}
