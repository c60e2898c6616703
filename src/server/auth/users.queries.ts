import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { type UserRow, users } from '../db/schema';

/** The user with this e-mail in any case (users_email_idx is on lower(email)). */
export async function findUserByEmail(
  db: Database | Transaction,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A new password (a reset), and with `role` a new role too (the CLI's `user add` on a known e-mail). */
export async function setUserPassword(
  tx: Database | Transaction,
  userId: string,
  values: { passwordHash: string; role?: string },
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Adds the user unless one has this e-mail in any case; whether this call added it. */
export async function insertUserIfMissing(
  db: Database | Transaction,
  values: { email: string; passwordHash: string; role: string },
): Promise<boolean> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return rows.length > 0;
}

export async function markSignedIn(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}
