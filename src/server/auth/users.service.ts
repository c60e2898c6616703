import { eq, sql } from 'drizzle-orm';
import { loginSchema } from '../../domain/schemas/admin-login';
import { firstPasswordViolation } from '../../domain/schemas/new-password';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { hashPassword } from './password';

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
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash, role: input.role, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return { created: false };
  }
  await db.insert(users).values({ email, passwordHash, role: input.role });
  return { created: true };
}
