/**
 * The mail worker's reads and writes of the outbox (mail-worker.ts holds the loop and the retry policy):
 * claiming due rows under a lease, and recording what each attempt came to.
 */
import { and, asc, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { ERASED_MAIL_BODY } from '../../domain/retention';
import type { Database } from '../db/client';
import { dueBy } from '../db/due-at';
import { type EmailRow, emails } from '../db/schema';
import { BODY_NOT_KEPT } from './outbox';

/**
 * A mail about a booking whose personal data was erased while the mail was queued (a provider's
 * ride notice, which erasure lets go out: src/domain/retention.ts mailErasure) keeps no body once sent.
 */
const ofErasedBooking = sql`exists (select 1 from bookings b where b.id = ${emails.bookingId} and b.erased_at is not null)`;

function unlessErased(body: SQL | string): SQL {
  return sql`case when ${ofErasedBooking} then ${ERASED_MAIL_BODY} else ${body} end`;
}

/**
 * A mail that carried a secret link keeps no body once sent: its row still says what it was, to
 * whom and when, and the link it held lives only in the mailbox. (A mail given up on keeps its body, so an
 * operator can send it again once the cause is fixed: docs/operations/email.md.) Nor does the mail of an
 * erased booking.
 */
function bodiesOnceSent(row: Pick<EmailRow, 'carriesSecret'>) {
  const kept = (body: SQL) => (row.carriesSecret ? BODY_NOT_KEPT : body);
  return {
    textBody: unlessErased(kept(sql`${emails.textBody}`)),
    htmlBody: unlessErased(kept(sql`${emails.htmlBody}`)),
  };
}

/**
 * Claims up to `limit` due rows for `lockedBy` until `leaseUntil`: pending and due, or sending with an
 * expired lease. `FOR UPDATE SKIP LOCKED` keeps two workers from claiming the same row.
 */
export async function claimDueEmails(
  db: Database,
  now: Date,
  limit: number,
  lease: { until: Date; lockedBy: string },
): Promise<EmailRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emails.id })
      .from(emails)
      .where(
        or(
          and(eq(emails.status, 'pending'), dueBy(emails.nextAttemptAt, now)),
          and(eq(emails.status, 'sending'), lte(emails.lockedUntil, now)),
        ),
      )
      .orderBy(asc(emails.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emails)
      .set({ status: 'sending', lockedUntil: lease.until, lockedBy: lease.lockedBy })
      .where(
        inArray(
          emails.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markEmailSent(
  db: Database,
  row: Pick<EmailRow, 'id' | 'carriesSecret'>,
  attempts: number,
  at: Date,
): Promise<void> {
  await db
    .update(emails)
    .set({
      status: 'sent',
      attempts,
      sentAt: at,
      lockedUntil: null,
      lockedBy: null,
      lastError: null,
      ...bodiesOnceSent(row),
    })
    .where(eq(emails.id, row.id));
}

/**
 * A failed attempt: tried again at `nextAttemptAt`, or, when `giveUp`, failed for an operator to see. Only
 * while the row is still being sent: a mail an erasure cancelled meanwhile stays cancelled.
 */
export async function markEmailAttemptFailed(
  db: Database,
  id: string,
  attempt: { attempts: number; lastError: string; giveUp: boolean; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(emails)
    .set({
      status: attempt.giveUp ? 'failed' : 'pending',
      attempts: attempt.attempts,
      lastError: attempt.lastError,
      lockedUntil: null,
      lockedBy: null,
      nextAttemptAt: attempt.nextAttemptAt,
      // Nobody resends a given-up mail of an erased booking with its data.
      ...(attempt.giveUp
        ? { textBody: unlessErased(sql`${emails.textBody}`), htmlBody: unlessErased(sql`${emails.htmlBody}`) }
        : {}),
    })
    .where(and(eq(emails.id, id), eq(emails.status, 'sending')));
}

/**
 * Gives back what `lockedBy` claimed and has not sent (but `exceptId`, a send still under way), due at
 * once: a server that stops hands its claims to the others instead of making them wait for the lease.
 */
export async function releaseEmailClaims(db: Database, lockedBy: string, exceptId?: string): Promise<number> {
  const released = await db
    .update(emails)
    .set({ status: 'pending', lockedUntil: null, lockedBy: null })
    .where(
      and(
        eq(emails.status, 'sending'),
        eq(emails.lockedBy, lockedBy),
        exceptId === undefined ? undefined : ne(emails.id, exceptId),
      ),
    )
    .returning({ id: emails.id });
  return released.length;
}

/** Pending rows not yet printed to the log (no SMTP server), oldest first. */
export async function findUnloggedEmails(db: Database, limit: number): Promise<EmailRow[]> {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.status, 'pending'), isNull(emails.lastError)))
    .orderBy(asc(emails.createdAt))
    .limit(limit);
}

/** Marks printed rows with why they were not sent, so each is printed once. */
export async function markEmailsLogged(db: Database, ids: string[], note: string): Promise<void> {
  await db.update(emails).set({ lastError: note }).where(inArray(emails.id, ids));
}
