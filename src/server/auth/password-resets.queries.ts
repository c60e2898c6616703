import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { passwordResets } from '../db/schema';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

export async function insertPasswordReset(
  tx: Database | Transaction,
  values: { userId: string; tokenHash: string; refreshTokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResets).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    refreshTokenHash: values.refreshTokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

export async function countResetsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return row?.total ?? 0;
}

export async function findResetByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<PasswordResetRow | undefined> {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
  return row;
}

/**
 * Marks the reset used if it still is unused and unexpired; the user's id when it was, else undefined.
 * One conditional UPDATE, so two submissions of one link cannot both succeed.
 */
export async function claimPasswordReset(
  tx: Transaction,
  id: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Every open link of the user is used up (a password was just set some other way, or by one of them). */
export async function useUpResetLinks(tx: Database | Transaction, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
