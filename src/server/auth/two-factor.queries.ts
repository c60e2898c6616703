/** Two-factor state of an account: its TOTP secret and last step, and its recovery codes. */
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { recoveryCodes, users } from '../db/schema';

export async function setPendingTotpSecret(db: Database, userId: string, sealed: string): Promise<void> {
  await db.update(users).set({ totpPendingSecret: sealed }).where(eq(users.id, userId));
}

/**
 * Turns two-factor sign-in on with the pending secret `sealed`, if it is still the pending one (a second
 * set-up meanwhile wins); the enrolment code's step counts as used. True when this call turned it on.
 */
export async function enableTotp(
  tx: Transaction,
  userId: string,
  values: { sealed: string; step: number; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({
      totpSecret: values.sealed,
      totpPendingSecret: null,
      totpEnabledAt: values.now,
      totpLastStep: values.step,
      updatedAt: values.now,
    })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecret, values.sealed)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Records `step` as used, unless this or a later step already was: true when this call used it. */
export async function useTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(tx: Transaction, userId: string, hashes: string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks the unused recovery code with this hash used: true when this call used it. */
export async function useRecoveryCode(db: Database, userId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.total ?? 0;
}

/** Two-factor sign-in off: secret, pending secret, last step and recovery codes gone. */
export async function clearTwoFactor(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * Seals anew, under the box's current key, every stored TOTP secret that is plain or under an older key
 * (decision 044); run at start. Answers how many accounts changed.
 */
export async function resealTotpSecrets(
  db: Database,
  reseal: (stored: string) => string | null,
): Promise<number> {
  const rows = await db
    .select({ id: users.id, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(or(sql`${users.totpSecret} is not null`, sql`${users.totpPendingSecret} is not null`));
  let changed = 0;
  for (const row of rows) {
    const secret = row.secret ? reseal(row.secret) : null;
    const pending = row.pending ? reseal(row.pending) : null;
    if (!secret && !pending) continue;
    await db
      .update(users)
      .set({ ...(secret ? { totpSecret: secret } : {}), ...(pending ? { totpPendingSecret: pending } : {}) })
      // Unless the account changed meanwhile (another server on the same database).
      .where(
        and(
          eq(users.id, row.id),
          sql`${users.totpSecret} is not distinct from ${row.secret}`,
          sql`${users.totpPendingSecret} is not distinct from ${row.pending}`,
        ),
      );
    changed += 1;
  }
  return changed;
}
