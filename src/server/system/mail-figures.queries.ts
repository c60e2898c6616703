/**
 * The outbox's figures (the e-mail part, the metrics) and 'Retry Failed E-mails', which sends again
 * exactly the e-mails given up on: due at once, their attempts counted from zero.
 */
import { eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emails } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const waiting = inArray(emails.status, ['pending', 'sending']);

export async function readMailFigures(db: Database, now: Date) {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
      oldestQueuedAt: sql<Date | null>`min(${emails.createdAt}) filter (where ${waiting})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
      failedLastDay:
        sql<number>`count(*) filter (where ${emails.status} = 'failed' and ${gte(emails.createdAt, new Date(now.getTime() - DAY_MS))})`.mapWith(
          Number,
        ),
      lastSentAt: max(emails.sentAt),
    })
    .from(emails);
  return {
    queued: row?.queued ?? 0,
    oldestQueuedAt: row?.oldestQueuedAt ?? null,
    failedLastDay: row?.failedLastDay ?? 0,
    lastSentAt: row?.lastSentAt ?? null,
  };
}

/** Queues every failed e-mail again, due now; answers how many. */
export async function requeueFailedEmails(db: Database, now: Date): Promise<number> {
  const requeued = await db
    .update(emails)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(eq(emails.status, 'failed'))
    .returning({ id: emails.id });
  return requeued.length;
}
