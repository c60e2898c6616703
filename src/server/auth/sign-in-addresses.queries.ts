/**
 * The client address each account last signed in from, as limit keys (hashes): the one address the
 * account-wide ceiling of failed sign-ins never holds back (sign-in-limits.ts; read and written by
 * sign-in-limits.queries.ts). Forgotten after 30 days without a sign-in.
 */
import { lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInAddresses } from '../db/schema';

/** An account that has not signed in for this long loses its address (the exemption is a convenience). */
const KEPT_FOR_MS = 30 * 24 * 60 * 60_000;

/** Forgets the addresses of accounts that have not signed in for 30 days before `now`; answers how many. */
export async function forgetStaleSignInAddresses(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(signInAddresses)
    .where(lte(signInAddresses.signedInAt, new Date(now.getTime() - KEPT_FOR_MS)))
    .returning({ accountKey: signInAddresses.accountKey });
  return rows.length;
}
