/**
 * Messages to and from travellers by WhatsApp or SMS (decision 059): the outbox of the ride's moments,
 * claimed once across servers like the e-mail outbox, and the travellers' replies. One row per booking,
 * moment and channel: the unique index is what makes each moment go once, whichever server queues it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '../../domain/message-delivery';
import { REPLY_KINDS } from '../../domain/message-replies';
import { MESSAGE_MOMENTS } from '../../domain/ride-messages';
import { createdAt, inList, instant, textLimit, updatedAt } from './columns';
import { bookings } from './schema';

/** The longest text we send or keep of a reply: WhatsApp's own limit is 4,096. */
export const MESSAGE_BODY_MAX_LENGTH = 1600;

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a reply from a number that matches no booking (kept without the number). */
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** 'out' (ours) or 'in' (the traveller's). */
    direction: text('direction').notNull(),
    /** The ride's moment of an outgoing message; null for an admin's reply or an answer to a keyword. */
    moment: text('moment'),
    channel: text('channel').notNull(),
    /** The traveller's number (to, or from for a reply) in E.164; blanked by erasure. */
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    /** Outgoing: pending, sending (claimed), then Twilio's statuses; incoming: 'received'. */
    status: text('status').notNull().default('pending'),
    /** The kind of a reply (landed, bags, help, stop, start, other). */
    replyKind: text('reply_kind'),
    /** Twilio's MessageSid: a callback or inbound message is taken once. */
    providerSid: text('provider_sid'),
    errorCode: text('error_code'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** A worker that claims a row holds it until then; a crashed worker's row is picked up again. */
    lockedUntil: instant('locked_until'),
    lockedBy: text('locked_by'),
    /** The admin who wrote a reply. */
    sentBy: text('sent_by'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('messages_direction_check', sql`${t.direction} in ('out', 'in')`),
    check('messages_moment_check', sql`${t.moment} in (${inList(MESSAGE_MOMENTS)})`),
    check('messages_channel_check', sql`${t.channel} in (${inList(MESSAGE_CHANNELS)})`),
    check('messages_status_check', sql`${t.status} in (${inList([...MESSAGE_STATUSES, 'received'])})`),
    check('messages_reply_kind_check', sql`${t.replyKind} in (${inList(REPLY_KINDS)})`),
    check('messages_body_check', textLimit(t.body, MESSAGE_BODY_MAX_LENGTH)),
    check('messages_phone_check', sql`${t.phone} = '' or ${t.phone} ~ '^\\+[1-9][0-9]{7,14}$'`),
    // Each moment once per booking and channel, whichever server queues it.
    uniqueIndex('messages_moment_idx')
      .on(t.bookingId, t.moment, t.channel)
      .where(sql`${t.moment} is not null`),
    uniqueIndex('messages_provider_sid_idx').on(t.providerSid),
    // The worker's due rows, without reading the sent ones.
    index('messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('messages_booking_idx').on(t.bookingId, t.createdAt),
    // Needs attention's messages that reached nobody, the few failed ones.
    index('messages_failed_idx')
      .on(t.updatedAt)
      .where(sql`${t.direction} = 'out' and ${t.status} in ('failed', 'undelivered')`),
  ],
);
