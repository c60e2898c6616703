/**
 * The message outbox's reads and writes: queueing a moment once (the unique index on booking, moment and
 * channel decides between servers), claiming due rows under a lease with `FOR UPDATE SKIP LOCKED` as the
 * e-mail outbox does, and recording what Twilio said of each.
 */
import { and, asc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { laterStatus, type MessageChannel, type MessageStatus } from '../../domain/message-delivery';
import type { MessageMoment } from '../../domain/ride-messages';
import { type Database, queryRows, type Transaction } from '../db/client';
import { dueBy } from '../db/due-at';
import { messages } from '../db/messaging-schema';

export type MessageRow = typeof messages.$inferSelect;

/** Queues one message of a moment; false when a server queued it already (the unique index). */
export async function queueMoment(
  db: Database | Transaction,
  message: { bookingId: string; moment: MessageMoment; channel: MessageChannel; phone: string; body: string },
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db as Database,
    sql`insert into messages (booking_id, direction, moment, channel, phone, body, status, next_attempt_at,
          created_at, updated_at)
        values (${message.bookingId}, 'out', ${message.moment}, ${message.channel}, ${message.phone},
                ${message.body}, 'pending', ${now}, ${now}, ${now})
        on conflict (booking_id, moment, channel) where moment is not null do nothing
        returning id`,
  );
  return rows.length > 0;
}

/** Queues a message that is no moment's: an answer to a keyword, an admin's reply, an SMS after WhatsApp. */
export async function queueMessage(
  db: Database | Transaction,
  message: {
    bookingId: string | null;
    channel: MessageChannel;
    phone: string;
    body: string;
    sentBy?: string;
  },
  now: Date,
): Promise<void> {
  await db.insert(messages).values({
    ...message,
    direction: 'out',
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

/** Claims up to `limit` due rows for `lockedBy` until `leaseUntil`: pending and due, or sending past its lease. */
export async function claimDueMessages(
  db: Database,
  now: Date,
  limit: number,
  lease: { until: Date; lockedBy: string },
): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        or(
          and(eq(messages.status, 'pending'), dueBy(messages.nextAttemptAt, now)),
          and(eq(messages.status, 'sending'), lte(messages.lockedUntil, now)),
        ),
      )
      .orderBy(asc(messages.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(messages)
      .set({ status: 'sending', lockedUntil: lease.until, lockedBy: lease.lockedBy, updatedAt: now })
      .where(
        inArray(
          messages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Twilio took the message: its id and first status. */
export async function markHandedOver(
  db: Database,
  id: string,
  sent: { sid: string; status: string; attempts: number; at: Date },
): Promise<void> {
  await db
    .update(messages)
    .set({
      status: laterStatus('sending', sent.status),
      providerSid: sent.sid,
      attempts: sent.attempts,
      sentAt: sent.at,
      lockedUntil: null,
      lockedBy: null,
      updatedAt: sent.at,
    })
    .where(and(eq(messages.id, id), eq(messages.status, 'sending')));
}

/** A failed try: again at `nextAttemptAt`, or failed for good (null) with the provider's code. */
export async function markAttemptFailed(
  db: Database,
  id: string,
  attempt: { attempts: number; errorCode: string; nextAttemptAt: Date | null; at: Date },
): Promise<void> {
  await db
    .update(messages)
    .set({
      status: attempt.nextAttemptAt === null ? 'failed' : 'pending',
      attempts: attempt.attempts,
      errorCode: attempt.errorCode,
      nextAttemptAt: attempt.nextAttemptAt ?? attempt.at,
      lockedUntil: null,
      lockedBy: null,
      updatedAt: attempt.at,
    })
    .where(and(eq(messages.id, id), eq(messages.status, 'sending')));
}

/** Puts a claimed row back, due at `at` (the daily cap reached). */
export async function postponeMessage(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(messages)
    .set({ status: 'pending', nextAttemptAt: at, lockedUntil: null, lockedBy: null })
    .where(and(eq(messages.id, id), eq(messages.status, 'sending')));
}

/** Gives back what `lockedBy` claimed and has not sent (but `exceptId`, a send under way). */
export async function releaseMessageClaims(
  db: Database,
  lockedBy: string,
  exceptId?: string,
): Promise<number> {
  const released = await db
    .update(messages)
    .set({ status: 'pending', lockedUntil: null, lockedBy: null })
    .where(
      and(
        eq(messages.status, 'sending'),
        eq(messages.lockedBy, lockedBy),
        exceptId === undefined ? undefined : ne(messages.id, exceptId),
      ),
    )
    .returning({ id: messages.id });
  return released.length;
}

/**
 * Twilio's word on a message, under the row's lock: the status moves only forward (callbacks may come out
 * of order). Answers the row before and after, or undefined for a sid we never sent.
 */
export async function recordStatus(
  tx: Transaction,
  report: { sid: string; status: string; errorCode: string | null; at: Date },
): Promise<{ before: MessageRow; after: MessageRow } | undefined> {
  const [before] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.providerSid, report.sid), eq(messages.direction, 'out')))
    .for('update');
  if (!before) return undefined;
  const status = laterStatus(before.status as MessageStatus, report.status);
  if (status === before.status) return { before, after: before };
  const [after] = await tx
    .update(messages)
    .set({ status, errorCode: report.errorCode ?? before.errorCode, updatedAt: report.at })
    .where(eq(messages.id, before.id))
    .returning();
  return after ? { before, after } : undefined;
}
