/**
 * Sends the outbox. Each pass claims a batch of due rows with `FOR UPDATE SKIP LOCKED` and a lease
 * (`locked_until`, and `locked_by` naming the worker): several server processes on one PostgreSQL never
 * claim the same row, a row in flight is not sent twice, a row whose worker died is claimed again once
 * its lease has passed, and a worker that stops gives back at once what it claimed and has not sent.
 * Without SMTP the rows stay in the outbox and each is named in the log once (its id, kind and booking,
 * never its recipient, subject or body: mail-log.ts), so the embedded default still shows what would be
 * sent; they go out when the server starts with SMTP_URL. Once a mail that carries a secret link (a
 * manage, feedback, reset or invitation link) is sent, the outbox keeps no body of it (decision
 * 032).
 */

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { startOutboxPasses } from '../db/outbox-passes';
import type { EmailRow } from '../db/schema';
import { redactSecrets } from '../secret-links';
import { loggableText, loggedError, loggedMail } from './mail-log';
import type { MailTransport } from './mail-transport';
import {
  claimDueEmails,
  findUnloggedEmails,
  markEmailAttemptFailed,
  markEmailSent,
  markEmailsLogged,
  releaseEmailClaims,
} from './outbox.queries';
import { isPermanentFailure, MAX_ATTEMPTS, retryDelayMs } from './retry-schedule';

/** Longer than an SMTP send can take (see mail-transport.ts timeouts). */
const LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 20;
export const NOT_SENT_WITHOUT_SMTP = 'Not sent: SMTP_URL is not set (printed to the log)';

export interface MailWorkerDeps {
  db: Database;
  /** null when SMTP_URL is not set. */
  transport: MailTransport | null;
  from: string;
  log: FastifyBaseLogger;
  now: () => Date;
  random?: () => number;
  /** Names this worker's claims (emails.locked_by); one per server process. */
  workerId?: string;
}

/** A running worker's view of a pass: whether to stop after the mail under way, and which that is. */
interface PassControl {
  stopping: boolean;
  sending: string | null;
}

export interface PassResult {
  sent: number;
  retried: number;
  failed: number;
  logged: number;
}

/**
 * The Message-ID of an outbox row: a mail sent again after a crash between the SMTP server's acceptance and
 * our record of it (at least once, decision 005) carries the same one, so mail clients show it once.
 */
function messageIdOf(row: EmailRow, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${row.id}@${domain}>`;
}

async function deliver(
  deps: MailWorkerDeps,
  transport: MailTransport,
  row: EmailRow,
): Promise<keyof PassResult> {
  const attempts = row.attempts + 1;
  try {
    await transport.send({
      messageId: messageIdOf(row, deps.from),
      from: deps.from,
      to: row.toAddress,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      headers: row.bookingId ? { 'X-Booking-Id': row.bookingId } : {},
      attachments: (row.attachments ?? []).map(({ filename, content, contentType, encoding }) => ({
        filename,
        content,
        contentType,
        ...(encoding ? { encoding } : {}),
      })),
    });
  } catch (error) {
    // An SMTP server's refusal may quote the message: no link of it goes to the log or the row.
    const message = redactSecrets(error instanceof Error ? error.message : String(error)).slice(0, 500);
    const giveUp = attempts >= MAX_ATTEMPTS || isPermanentFailure(error);
    const nextAttemptAt = new Date(
      deps.now().getTime() + retryDelayMs(attempts, (deps.random ?? Math.random)()),
    );
    await markEmailAttemptFailed(deps.db, row.id, { attempts, lastError: message, giveUp, nextAttemptAt });
    // The row keeps the refusal as it came (the dashboard shows it with the recipient); the log, without
    // the address it may quote.
    deps.log.warn(
      { ...loggedMail(row), attempts, error: loggableText(message) },
      giveUp ? 'e-mail failed for good: an operator must act' : 'e-mail failed; will retry',
    );
    return giveUp ? 'failed' : 'retried';
  }
  await recordSent(deps, row, attempts);
  deps.log.info(loggedMail(row), 'e-mail sent');
  return 'sent';
}

/** How often, and for how long, a mail already handed to SMTP tries to record that it was sent. */
const RECORD_SENT_EVERY_MS = 500;
const RECORD_SENT_FOR_MS = LEASE_MS / 2;

/**
 * The SMTP server has the mail: its row must say so before the lease ends, or another worker sends it
 * again. While the database is away the record is tried again, well within the lease, so an
 * outage of a minute doubles no mail; only a longer one leaves it to at-least-once (decision 005).
 */
async function recordSent(deps: MailWorkerDeps, row: EmailRow, attempts: number): Promise<void> {
  const giveUpAt = Date.now() + RECORD_SENT_FOR_MS;
  for (;;) {
    try {
      await markEmailSent(deps.db, row, attempts, deps.now());
      return;
    } catch (error) {
      if (Date.now() >= giveUpAt) throw error;
      deps.log.warn(
        { ...loggedMail(row), error: loggedError(error) },
        'e-mail sent but not yet recorded; trying again',
      );
      await new Promise((resolve) => setTimeout(resolve, RECORD_SENT_EVERY_MS));
    }
  }
}

/**
 * Names in the log, once, the mails nobody has seen yet when there is no SMTP server, and marks them as
 * printed. By id, kind, booking and attachments only: a recipient's address, a subject or a body (which
 * may hold an address, a phone number or a link) never reaches the log; the row keeps them until sent.
 */
async function logUnsendable(deps: MailWorkerDeps): Promise<number> {
  const rows = await findUnloggedEmails(deps.db, BATCH_SIZE);
  for (const row of rows) {
    deps.log.info(
      { ...loggedMail(row), attachments: row.attachments?.map((attachment) => attachment.filename) },
      'e-mail queued, not sent (SMTP_URL is not set)',
    );
  }
  if (rows.length > 0) {
    await markEmailsLogged(
      deps.db,
      rows.map((row) => row.id),
      NOT_SENT_WITHOUT_SMTP,
    );
  }
  return rows.length;
}

/**
 * One pass over the outbox: claims what is due and sends it (or logs it without SMTP). A worker that is
 * stopping sends no further mail of the batch; it gives the rest back (MailWorker.stop).
 */
export async function sendDueEmails(
  deps: MailWorkerDeps,
  control: PassControl = { stopping: false, sending: null },
): Promise<PassResult> {
  const result: PassResult = { sent: 0, retried: 0, failed: 0, logged: 0 };
  if (!deps.transport) {
    result.logged = await logUnsendable(deps);
    return result;
  }
  const now = deps.now();
  const claimed = await claimDueEmails(deps.db, now, BATCH_SIZE, {
    until: new Date(now.getTime() + LEASE_MS),
    lockedBy: deps.workerId ?? 'unnamed',
  });
  for (const row of claimed) {
    if (control.stopping) break;
    control.sending = row.id;
    result[await deliver(deps, deps.transport, row)]++;
    control.sending = null;
  }
  return result;
}

export interface MailWorker {
  /** Runs a pass soon, e.g. right after a transaction queued a mail. */
  wake(): void;
  /**
   * Stops polling, lets the mail under way finish (for up to `graceMs`), and gives back every other mail
   * this worker claimed, due at once for another server. Answers how many it gave back.
   */
  stop(graceMs?: number): Promise<number>;
}

/** Resolves true when `work` settles within `ms`, false when the time runs out first. */
function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  if (!Number.isFinite(ms)) return work.then(() => true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void work.finally(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Polls the outbox every `intervalMs`, one pass at a time, until stopped. */
export function startMailWorker(deps: MailWorkerDeps, intervalMs = 5_000): MailWorker {
  const workerId = deps.workerId ?? randomUUID();
  const claiming = { ...deps, workerId };
  const control: PassControl = { stopping: false, sending: null };
  let orphanedClaims = false;

  const passes = startOutboxPasses({
    intervalMs,
    pass: async () => {
      // A pass that failed (the database went away) may have left claims its worker never saw, e.g. a
      // claim committed as the connection dropped: they are this worker's, and no pass holds them now, so
      // they go back at once instead of waiting out their lease.
      if (orphanedClaims) {
        await releaseEmailClaims(deps.db, workerId);
        orphanedClaims = false;
      }
      const result = await sendDueEmails(claiming, control);
      // A full batch means more may be waiting.
      return result.sent + result.retried + result.failed >= BATCH_SIZE;
    },
    onFailure: (error) => {
      orphanedClaims = true;
      deps.log.error({ error: loggedError(error) }, 'mail worker pass failed');
    },
  });
  return {
    wake: passes.wake,
    stop: async (graceMs = Number.POSITIVE_INFINITY) => {
      control.stopping = true;
      passes.stopping();
      const running = passes.running();
      // The pass sends nothing more once stopping: everything it claimed but the mail under way goes back
      // now, and again once the pass has ended, for a claim that was committing meanwhile.
      let released = await releaseEmailClaims(deps.db, workerId, control.sending ?? undefined);
      const finished = running ? await settlesWithin(running, graceMs) : true;
      // A send that outlasts the grace keeps its claim: its lease runs out and another server retries it.
      released += await releaseEmailClaims(
        deps.db,
        workerId,
        finished ? undefined : (control.sending ?? undefined),
      );
      if (released > 0) deps.log.info({ released }, 'e-mails this server claimed were handed back');
      deps.transport?.close();
      return released;
    },
  };
}
