/**
 * What Twilio tells us (decision 059): a message's status, and a traveller's reply. Both arrive signed;
 * the routes check the signature first. A status moves the outbox row forward (a failure on WhatsApp
 * sends the same text by SMS); a reply is kept once per MessageSid and acted on: STOP and START on every
 * booking of the number, HELP to Needs attention and the provider's desk, the rest on the booking's card.
 * The answer, when there is one, goes back in the webhook's own response (TwiML): nothing calls Twilio here.
 */
import type { FastifyBaseLogger } from 'fastify';
import { departureMeetingPoint } from '../../domain/arrival-kit';
import { isFailedStatus, type MessageChannel } from '../../domain/message-delivery';
import { helpAnswer, replyKind, unknownNumberAnswer } from '../../domain/message-replies';
import { supportLine } from '../../domain/ride-messages';
import { meetingPointFor, type Terminal } from '../../domain/terminals';
import type { Database } from '../db/client';
import { readMeetingPoints } from '../db/meeting-points';
import { queueEmail } from '../mail';
import { travellerHelpEmail } from './help-email';
import { fallBackFrom } from './message-worker';
import { recordStatus } from './outbox.queries';
import {
  findReplyBooking,
  keepReply,
  type ReplyBooking,
  recordLastReply,
  setOptedOut,
} from './replies.queries';

export interface WebhookDeps {
  db: Database;
  authToken: string;
  publicUrl: string;
  supportEmail: string;
  supportPhone: string | undefined;
  smsConfigured: boolean;
  now: () => Date;
  /** Runs the mail worker soon (the HELP e-mail to the provider). */
  wakeMailer: () => void;
}

/** A status callback's fields we read. */
export interface StatusReport {
  MessageSid: string;
  MessageStatus: string;
  ErrorCode?: string | undefined;
}

export async function handleStatus(deps: WebhookDeps, report: StatusReport, log: FastifyBaseLogger) {
  const at = deps.now();
  const changed = await deps.db.transaction((tx) =>
    recordStatus(tx, {
      sid: report.MessageSid,
      status: report.MessageStatus,
      errorCode: report.ErrorCode ?? null,
      at,
    }),
  );
  if (!changed) {
    log.info('a status callback for a message we never sent was ignored');
    return;
  }
  const { before, after } = changed;
  if (after.status !== before.status && isFailedStatus(after.status)) {
    log.warn(
      { messageId: after.id, bookingId: after.bookingId, channel: after.channel, code: after.errorCode },
      'message not delivered',
    );
    await fallBackFrom({ db: deps.db, smsConfigured: deps.smsConfigured, now: deps.now, log }, after);
  }
}

/** An inbound message's fields we read. */
export interface InboundMessage {
  MessageSid: string;
  From: string;
  Body?: string | undefined;
  ButtonPayload?: string | undefined;
}

/** The number and channel of a sender: 'whatsapp:+52…' is WhatsApp, '+52…' SMS. */
export function senderOf(from: string): { channel: MessageChannel; phone: string } {
  return from.startsWith('whatsapp:')
    ? { channel: 'whatsapp', phone: from.slice('whatsapp:'.length) }
    : { channel: 'sms', phone: from };
}

async function meetingPointOf(deps: WebhookDeps, booking: ReplyBooking): Promise<string> {
  if (booking.serviceType === 'departure') return departureMeetingPoint(booking.hotelName);
  return meetingPointFor(await readMeetingPoints(deps.db), booking.terminal as Terminal | null);
}

/** Takes a reply; answers the text to send back in the webhook's response, or null for none. */
export async function handleInbound(
  deps: WebhookDeps,
  message: InboundMessage,
  log: FastifyBaseLogger,
): Promise<string | null> {
  const now = deps.now();
  const { channel, phone } = senderOf(message.From);
  const body = message.Body ?? '';
  const kind = replyKind(body, message.ButtonPayload ?? null);
  const booking = await findReplyBooking(deps.db, phone, now);
  const support = supportLine(deps.supportPhone ?? null, deps.supportEmail);

  // STOP (and START) hold for the number on every booking of it, whichever ride is near.
  if (kind === 'stop' || kind === 'start') {
    const bookings = await deps.db.transaction(async (tx) => {
      const reply = { sid: message.MessageSid, bookingId: booking?.id ?? null, channel, kind };
      const kept = booking ? { ...reply, phone, body } : { ...reply, phone: '', body: '' };
      if (!(await keepReply(tx, kept, now))) return null;
      return setOptedOut(tx, phone, kind === 'stop' ? now : null);
    });
    if (bookings !== null) log.info({ channel, kind, bookings }, 'a traveller stopped or restarted messages');
    return null;
  }

  if (!booking) {
    // Kept without the number or the text: only that a message came, so a retried webhook is taken once.
    const first = await deps.db.transaction((tx) =>
      keepReply(tx, { sid: message.MessageSid, bookingId: null, channel, phone: '', body: '', kind }, now),
    );
    if (!first) return null;
    log.info({ channel }, 'a message from a number with no ride within two days was answered');
    return unknownNumberAnswer(deps.supportEmail);
  }

  const meetingPoint = await meetingPointOf(deps, booking);
  const first = await deps.db.transaction(async (tx) => {
    if (
      !(await keepReply(
        tx,
        { sid: message.MessageSid, bookingId: booking.id, channel, phone, body, kind },
        now,
      ))
    ) {
      return false;
    }
    await recordLastReply(tx, booking.id, kind, now);
    if (kind === 'help' && booking.dispatchEmail) {
      await queueEmail(tx, {
        kind: 'traveller-help',
        to: booking.dispatchEmail,
        bookingId: booking.id,
        carriesSecret: false,
        ...travellerHelpEmail({
          bookingId: booking.id,
          lastName: booking.lastName,
          travellerPhone: phone,
          meetingPoint,
          supportEmail: deps.supportEmail,
        }),
      });
    }
    return true;
  });
  if (!first) return null;
  log.info({ bookingId: booking.id, channel, kind }, 'a traveller replied');
  if (kind === 'help') {
    deps.wakeMailer();
    return helpAnswer({ name: booking.driverName, phone: booking.driverPhone }, meetingPoint, support);
  }
  return null;
}
