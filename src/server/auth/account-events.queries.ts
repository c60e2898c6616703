/** The accounts' audit table (schema.ts, accountEvents), shown on the Accounts page. */

import { desc } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { accountEvents } from '../db/schema';

export interface AccountEventInput {
  /** The admin's e-mail, 'cli' for `npm run user`, 'system' for ADMIN_EMAIL at start. */
  actor: string;
  action: string;
  account: string;
  data?: Record<string, unknown>;
}

export async function recordAccountEvent(
  tx: Database | Transaction,
  event: AccountEventInput,
): Promise<void> {
  await tx.insert(accountEvents).values({
    actor: event.actor,
    action: event.action,
    account: event.account,
    data: event.data ?? {},
  });
}

/** The Accounts page's audit table: the latest events first. */
export async function latestAccountEvents(db: Database, limit: number) {
  return db
    .select()
    .from(accountEvents)
    .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
    .limit(limit);
}
