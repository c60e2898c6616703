import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { type UserRow, users } from '../db/schema';

/** The user with this e-mail in any case (users_email_idx is on lower(email)). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function setUserPasswordHash(
  tx: Database | Transaction,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
