/**
 * The client address each account last signed in from, as limit keys (hashes): the one address the
 * account-wide ceiling of failed sign-ins never holds back (sign-in-limits.ts).
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInAddresses } from '../db/schema';
import type { LimitsDeps } from '../limits/counters';
import { instant } from '../limits/limit-time';

export async function isLastSignInAddress(
  db: Database,
  accountKey: string,
  addressKey: string,
): Promise<boolean> {
  const rows = await db
    .select({ accountKey: signInAddresses.accountKey })
    .from(signInAddresses)
    .where(and(eq(signInAddresses.accountKey, accountKey), eq(signInAddresses.addressKey, addressKey)));
  return rows.length > 0;
}

export async function rememberSignInAddress(
  deps: LimitsDeps,
  accountKey: string,
  addressKey: string,
): Promise<void> {
  const now = instant(deps.clock);
  await deps.db.execute(
    sql`insert into sign_in_addresses (account_key, address_key, signed_in_at)
    values (${accountKey}, ${addressKey}, ${now})
    on conflict (account_key) do update set address_key = excluded.address_key, signed_in_at = excluded.signed_in_at`,
  );
}

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
