/** Sign-ins waiting for their second step (schema.ts, pendingSignIns). */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { pendingSignIns } from '../db/schema';

export type PendingPurpose = 'code' | 'enrol';

export async function insertPendingSignIn(
  db: Database,
  values: { idHash: string; userId: string; purpose: PendingPurpose; now: Date; expiresAt: Date },
): Promise<void> {
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, values.now));
  await db.insert(pendingSignIns).values({
    idHash: values.idHash,
    userId: values.userId,
    purpose: values.purpose,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

export async function findPendingSignIn(db: Database, idHash: string, purpose: PendingPurpose, now: Date) {
  const [row] = await db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.idHash, idHash), eq(pendingSignIns.purpose, purpose)));
  return row && row.expiresAt.getTime() > now.getTime() ? row : undefined;
}

/**
 * Takes one of the pending sign-in's code attempts: true while it had one left. Taken before the
 * code is checked, in one statement, so codes sent at once cannot get past the cap together.
 */
export async function takeCodeAttempt(db: Database, idHash: string, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(pendingSignIns)
    .set({ codeAttempts: sql`${pendingSignIns.codeAttempts} + 1` })
    .where(and(eq(pendingSignIns.idHash, idHash), lt(pendingSignIns.codeAttempts, maxAttempts)))
    .returning({ codeAttempts: pendingSignIns.codeAttempts });
  return rows.length > 0;
}

/** Whether the pending sign-in has used all its code attempts. */
export async function codeAttemptsUsedUp(
  db: Database,
  idHash: string,
  maxAttempts: number,
): Promise<boolean> {
  const [row] = await db
    .select({ codeAttempts: pendingSignIns.codeAttempts })
    .from(pendingSignIns)
    .where(eq(pendingSignIns.idHash, idHash));
  return !row || row.codeAttempts >= maxAttempts;
}

/** Deletes the row; true when this call deleted it (so two requests cannot both finish one sign-in). */
export async function claimPendingSignIn(tx: Database | Transaction, idHash: string): Promise<boolean> {
  const rows = await tx
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.idHash, idHash))
    .returning({ idHash: pendingSignIns.idHash });
  return rows.length > 0;
}

export async function deletePendingSignInsOfUser(tx: Database | Transaction, userId: string): Promise<void> {
  await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}
