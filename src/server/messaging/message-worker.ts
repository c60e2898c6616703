/**
 * The message outbox's worker (decision 059), run by every server: each pass queues the ride moments
 * that fell due (moments.queries.ts; the unique index lets one server's row win), then claims due rows
 * under a lease and hands them to the messaging port. A failure Twilio calls final on WhatsApp queues the
 * same text by SMS; one on SMS leaves the row failed, which Needs attention reads ('Traveller unreachable by
 * phone'). A messaging outage holds nothing else up: it only delays rows, retried 1, 5, 15 and 60 minutes
 * later. The daily cap counts in limit_counters, across servers. No number or body reaches the log.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { addCancunDays, cancunDateTimeToInstant, cancunToday } from '../../domain/cancun-time';
import {
  afterFailure,
  firstChannel,
  type MessageChannel,
  nextMessageAttemptAt,
} from '../../domain/message-delivery';
import { MESSAGE_MOMENTS } from '../../domain/ride-messages';
import type { Database } from '../db/client';
import { readMeetingPoints } from '../db/meeting-points';
import { startOutboxPasses } from '../db/outbox-passes';
import { countHit } from '../limits/counters';
import { limitKey } from '../limits/limit-keys';
import { MessageSendError, type MessageSender } from './message-sender';
import { findDueMoments } from './moments.queries';
import {
  claimDueMessages,
  type MessageRow,
  markAttemptFailed,
  markHandedOver,
  postponeMessage,
  queueMessage,
  queueMoment,
  releaseMessageClaims,
} from './outbox.queries';
import { dueMessageText, type SupportContact } from './ride-message';

export const STATUS_CALLBACK_PATH = '/api/messaging/twilio/status';
const LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 20;

export interface MessagingDeps extends SupportContact {
  db: Database;
  sender: MessageSender;
  publicUrl: string;
  /** Message kind → approved WhatsApp Content SID. */
  templates: Record<string, string>;
  dailyCap: number;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Names this worker's claims (messages.locked_by); one per server process. */
  workerId?: string;
}

/** Queues every moment due now, once per booking across servers. Answers how many this server queued. */
export async function queueDueMoments(deps: MessagingDeps): Promise<number> {
  const channel = firstChannel(deps.sender.channels);
  if (channel === null) return 0;
  const now = deps.now();
  const points = await readMeetingPoints(deps.db);
  let queued = 0;
  for (const moment of MESSAGE_MOMENTS) {
    for (const due of await findDueMoments(deps.db, moment, now, BATCH_SIZE)) {
      const body = dueMessageText(due, points, deps);
      if (await queueMoment(deps.db, { ...due, channel, phone: due.phoneE164, body }, now)) queued++;
    }
  }
  return queued;
}

/** What a fallback needs: the database, whether an SMS sender is set, the clock and the log. */
export interface FallbackDeps {
  db: Database;
  smsConfigured: boolean;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** What failed on a channel leads to: the same text by SMS after WhatsApp, else nothing more here. */
export async function fallBackFrom(deps: FallbackDeps, row: MessageRow): Promise<void> {
  const next = afterFailure(row.channel as MessageChannel, deps.smsConfigured);
  if (next.kind !== 'send') return;
  const now = deps.now();
  const message = { bookingId: row.bookingId, channel: next.channel, phone: row.phone, body: row.body };
  if (row.moment !== null && row.bookingId !== null) {
    await queueMoment(deps.db, { ...message, bookingId: row.bookingId, moment: row.moment as never }, now);
  } else {
    await queueMessage(deps.db, { ...message, ...(row.sentBy ? { sentBy: row.sentBy } : {}) }, now);
  }
  deps.log.info({ messageId: row.id, bookingId: row.bookingId }, 'message failed on WhatsApp: sent by SMS');
}

/** The next midnight in Cancun, when the daily cap counts afresh. */
function nextCancunMidnight(now: Date): Date {
  return cancunDateTimeToInstant(addCancunDays(cancunToday(now), 1), '00:00') ?? now;
}

const cappedDays = new Set<string>();

async function underDailyCap(deps: MessagingDeps, now: Date): Promise<boolean> {
  const day = cancunToday(now);
  const hit = await countHit(
    { db: deps.db, clock: () => now },
    { key: limitKey('messages-day', day), windowMs: 26 * 60 * 60_000, limit: deps.dailyCap },
  );
  if (!hit.counted && !cappedDays.has(day)) {
    cappedDays.add(day);
    deps.log.warn(
      { day, cap: deps.dailyCap },
      'MESSAGES_DAILY_CAP reached: messages wait until midnight in Cancun',
    );
  }
  return hit.counted;
}

function templateOf(deps: MessagingDeps, row: MessageRow) {
  const contentSid = row.channel === 'whatsapp' ? deps.templates[row.moment ?? 'reply'] : undefined;
  return contentSid ? { template: { contentSid, variables: { 1: row.body } } } : {};
}

type Outcome = 'sent' | 'retried' | 'failed' | 'postponed';

async function deliver(deps: MessagingDeps, row: MessageRow): Promise<Outcome> {
  const now = deps.now();
  if (!(await underDailyCap(deps, now))) {
    await postponeMessage(deps.db, row.id, nextCancunMidnight(now));
    return 'postponed';
  }
  const attempts = row.attempts + 1;
  try {
    const sent = await deps.sender.send({
      channel: row.channel as MessageChannel,
      to: row.phone,
      body: row.body,
      statusCallback: `${deps.publicUrl}${STATUS_CALLBACK_PATH}`,
      ...templateOf(deps, row),
    });
    await markHandedOver(deps.db, row.id, { ...sent, attempts, at: deps.now() });
    return 'sent';
  } catch (error) {
    const failure =
      error instanceof MessageSendError ? error : new MessageSendError('send failed', false, null);
    const nextAttemptAt = failure.permanent ? null : nextMessageAttemptAt(attempts, deps.now());
    await markAttemptFailed(deps.db, row.id, {
      attempts,
      errorCode: failure.code ?? failure.message,
      nextAttemptAt,
      at: deps.now(),
    });
    deps.log.warn(
      { messageId: row.id, bookingId: row.bookingId, channel: row.channel, code: failure.code, attempts },
      nextAttemptAt ? 'message not sent: trying again later' : 'message not sent: given up',
    );
    if (nextAttemptAt) return 'retried';
    await fallBackFrom({ ...deps, smsConfigured: deps.sender.channels.sms }, row);
    return 'failed';
  }
}

interface PassControl {
  stopping: boolean;
  sending: string | null;
}

export type PassResult = Record<Outcome, number> & { queued: number };

/** One pass: the moments due now queued, then what is due sent. */
export async function sendDueMessages(
  deps: MessagingDeps,
  control: PassControl = { stopping: false, sending: null },
): Promise<PassResult> {
  const result: PassResult = {
    queued: await queueDueMoments(deps),
    sent: 0,
    retried: 0,
    failed: 0,
    postponed: 0,
  };
  const now = deps.now();
  const claimed = await claimDueMessages(deps.db, now, BATCH_SIZE, {
    until: new Date(now.getTime() + LEASE_MS),
    lockedBy: deps.workerId ?? 'unnamed',
  });
  for (const row of claimed) {
    if (control.stopping) break;
    control.sending = row.id;
    result[await deliver(deps, row)]++;
    control.sending = null;
  }
  return result;
}

export interface MessageWorker {
  wake(): void;
  /** Stops polling, lets the message under way finish, and gives back the rest this worker claimed. */
  stop(): Promise<number>;
}

/** Polls every `intervalMs` (the moments fall due by the clock), one pass at a time, until stopped. */
export function startMessageWorker(deps: MessagingDeps, intervalMs = 30_000): MessageWorker {
  const workerId = deps.workerId ?? randomUUID();
  const claiming = { ...deps, workerId };
  const control: PassControl = { stopping: false, sending: null };
  const passes = startOutboxPasses({
    intervalMs,
    pass: async () => {
      const result = await sendDueMessages(claiming, control);
      return result.sent + result.retried + result.failed >= BATCH_SIZE;
    },
    onFailure: async (error) => {
      await releaseMessageClaims(deps.db, workerId).catch(() => 0);
      deps.log.error(
        { error: error instanceof Error ? error.name : 'unknown' },
        'message worker pass failed',
      );
    },
  });
  return {
    wake: passes.wake,
    stop: async () => {
      control.stopping = true;
      passes.stopping();
      await passes.running();
      return releaseMessageClaims(deps.db, workerId);
    },
  };
}
