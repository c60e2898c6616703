/** The Accounts page's reads and writes of `users`. */
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema';

export async function listAccounts(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      totpEnabledAt: users.totpEnabledAt,
      lastSignInAt: users.lastSignInAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .orderBy(asc(sql`lower(${users.email})`));
}

/**
 * The lock every change that could leave no enabled admin takes first (a role change, disabling), so two
 * such changes on any number of servers run one after the other and the second sees the first's result.
 */
const LAST_ADMIN_LOCK = 1_700_017;

export async function lockAdminChanges(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LAST_ADMIN_LOCK})`);
}

/** Enabled admins other than `userId`. */
export async function countOtherEnabledAdmins(tx: Transaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, userId)));
  return row?.total ?? 0;
}

export async function findAccountForUpdate(tx: Transaction, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function updateAccount(
  tx: Transaction,
  userId: string,
  values: { role?: string; disabledAt?: Date | null; now: Date },
): Promise<void> {
  const { now, ...changes } = values;
  await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}
