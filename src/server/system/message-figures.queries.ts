/** The message outbox's figures for the System page: what waits, since when, what failed, what went. */
import { and, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { messages } from '../db/messaging-schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const outgoing = eq(messages.direction, 'out');
const waiting = and(outgoing, inArray(messages.status, ['pending', 'sending']));

export async function readMessageFigures(db: Database, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
      oldestQueuedAt: sql<Date | null>`min(${messages.createdAt}) filter (where ${waiting})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
      failedLastDay: sql<number>`count(*) filter (where ${and(
        outgoing,
        inArray(messages.status, ['failed', 'undelivered']),
        gte(messages.updatedAt, since),
      )})`.mapWith(Number),
      lastSentAt: max(messages.sentAt),
    })
    .from(messages);
  return {
    queued: row?.queued ?? 0,
    oldestQueuedAt: row?.oldestQueuedAt ?? null,
    failedLastDay: row?.failedLastDay ?? 0,
    lastSentAt: row?.lastSentAt ?? null,
  };
}
