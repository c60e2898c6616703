/**
 * Sends the outbox. Each pass claims a batch of due rows with `FOR UPDATE SKIP LOCKED` and a lease
 * (`locked_until`): several server processes on one PostgreSQL never claim the same row, a row in
 * flight is not sent twice, and a row whose worker died is claimed again once its lease has passed.
 * Without SMTP the rows stay in the outbox and are printed to the log once, so the embedded default
 * still shows what would be sent; they go out when the server starts with SMTP_URL.
 */

import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { type EmailRow, emails } from '../db/schema';
import type { MailTransport } from './mail-transport';
import { isPermanentFailure, MAX_ATTEMPTS, retryDelayMs } from './retry-schedule';

/** Longer than an SMTP send can take (see mail-transport.ts timeouts). */
const LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 20;
/** Kinds of mail whose text must not be printed. */
const SECRET_KINDS = new Set(['password-reset']);
export const NOT_SENT_WITHOUT_SMTP = 'Not sent: SMTP_URL is not set (printed to the log)';

export interface MailWorkerDeps {
  db: Database;
  /** null when SMTP_URL is not set. */
  transport: MailTransport | null;
  from: string;
  log: FastifyBaseLogger;
  now: () => Date;
  random?: () => number;
}

export interface PassResult {
  sent: number;
  retried: number;
  failed: number;
  logged: number;
}

/** Claims due rows for this worker: pending and due, or sending with an expired lease. */
async function claimDueEmails(db: Database, now: Date): Promise<EmailRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emails.id })
      .from(emails)
      .where(
        or(
          and(eq(emails.status, 'pending'), lte(emails.nextAttemptAt, now)),
          and(eq(emails.status, 'sending'), lte(emails.lockedUntil, now)),
        ),
      )
      .orderBy(asc(emails.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emails)
      .set({ status: 'sending', lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          emails.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

async function deliver(
  deps: MailWorkerDeps,
  transport: MailTransport,
  row: EmailRow,
): Promise<keyof PassResult> {
  const attempts = row.attempts + 1;
  try {
    await transport.send({
      from: deps.from,
      to: row.toAddress,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      headers: row.bookingId ? { 'X-Booking-Id': row.bookingId } : {},
      attachments: (row.attachments ?? []).map(({ filename, content, contentType }) => ({
        filename,
        content,
        contentType,
      })),
    });
    await deps.db
      .update(emails)
      .set({ status: 'sent', attempts, sentAt: deps.now(), lockedUntil: null, lastError: null })
      .where(eq(emails.id, row.id));
    deps.log.info({ emailId: row.id, kind: row.kind, bookingId: row.bookingId }, 'e-mail sent');
    return 'sent';
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const giveUp = attempts >= MAX_ATTEMPTS || isPermanentFailure(error);
    const nextAttemptAt = new Date(
      deps.now().getTime() + retryDelayMs(attempts, (deps.random ?? Math.random)()),
    );
    await deps.db
      .update(emails)
      .set({
        status: giveUp ? 'failed' : 'pending',
        attempts,
        lastError: message,
        lockedUntil: null,
        nextAttemptAt,
      })
      .where(eq(emails.id, row.id));
    deps.log.warn(
      { emailId: row.id, kind: row.kind, bookingId: row.bookingId, attempts, error: message },
      giveUp ? 'e-mail failed for good: an operator must act' : 'e-mail failed; will retry',
    );
    return giveUp ? 'failed' : 'retried';
  }
}

/** Prints the mails nobody has seen yet when there is no SMTP server, and marks them as printed. */
async function logUnsendable(deps: MailWorkerDeps): Promise<number> {
  const rows = await deps.db
    .select()
    .from(emails)
    .where(and(eq(emails.status, 'pending'), isNull(emails.lastError)))
    .orderBy(asc(emails.createdAt))
    .limit(BATCH_SIZE);
  for (const row of rows) {
    // A reset link is a credential: it never goes to the log (an operator uses `npm run user` instead).
    const text = SECRET_KINDS.has(row.kind) ? '(withheld: it holds a password reset link)' : row.textBody;
    deps.log.info(
      {
        emailId: row.id,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        text,
        attachments: row.attachments?.map((attachment) => attachment.filename),
      },
      'e-mail queued, not sent (SMTP_URL is not set)',
    );
  }
  if (rows.length > 0) {
    await deps.db
      .update(emails)
      .set({ lastError: NOT_SENT_WITHOUT_SMTP })
      .where(
        inArray(
          emails.id,
          rows.map((row) => row.id),
        ),
      );
  }
  return rows.length;
}

/** One pass over the outbox: claims what is due and sends it (or logs it without SMTP). */
export async function sendDueEmails(deps: MailWorkerDeps): Promise<PassResult> {
  const result: PassResult = { sent: 0, retried: 0, failed: 0, logged: 0 };
  if (!deps.transport) {
    result.logged = await logUnsendable(deps);
    return result;
  }
  const claimed = await claimDueEmails(deps.db, deps.now());
  for (const row of claimed) result[await deliver(deps, deps.transport, row)]++;
  return result;
}

export interface MailWorker {
  /** Runs a pass soon, e.g. right after a transaction queued a mail. */
  wake(): void;
  /** Stops polling and waits for the pass under way. */
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs`, one pass at a time, until stopped. */
export function startMailWorker(deps: MailWorkerDeps, intervalMs = 5_000): MailWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const result = await sendDueEmails(deps);
          // A full batch means more may be waiting.
          if (result.sent + result.retried + result.failed >= BATCH_SIZE) again = true;
        } while (again && !stopped);
      } catch (error) {
        deps.log.error({ err: error }, 'mail worker pass failed');
      } finally {
        running = null;
      }
    })();
  };

  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    wake: pass,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      deps.transport?.close();
    },
  };
}
