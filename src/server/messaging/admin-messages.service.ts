/**
 * The admin card's 'Messages' section: the booking's messaging state and its messages, and 'Reply'.
 * A reply is queued for the message worker, woken at once; by WhatsApp inside the 24
 * hours after the traveller's last message, as free text, else as the 'reply' template when one is set
 * (TWILIO_WHATSAPP_TEMPLATES); by SMS when the traveller last wrote by SMS.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { MESSAGING_CARD_TEXTS, type MessageChannel, mayMessage } from '../../domain/message-delivery';
import { insideReplyWindow } from '../../domain/message-replies';
import type { PhoneMessages } from '../../domain/schemas/phone-messages';
import type { Database } from '../db/client';
import { messages } from '../db/messaging-schema';
import { bookings } from '../db/schema';
import { AppError } from '../errors';
import { queueMessage } from './outbox.queries';

export interface AdminMessagesDeps {
  db: Database;
  now: () => Date;
  /** Whether a Twilio account is set; without it the card says 'Messages off'. */
  messagingOn: boolean;
  /** Runs the message worker soon, so a reply goes within seconds rather than at the next pass. */
  wake?: () => void;
}

const NOT_FOUND = 'Booking not found';

async function bookingOf(deps: AdminMessagesDeps, id: string) {
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, id));
  if (!booking) throw new AppError('not-found', NOT_FOUND);
  return booking;
}

function stateOf(deps: AdminMessagesDeps, booking: typeof bookings.$inferSelect): PhoneMessages['state'] {
  if (!deps.messagingOn) return 'off';
  if (booking.phoneE164 === null) return 'notMessageable';
  if (booking.messagesConsentAt === null) return 'noConsent';
  if (booking.messagesOptedOutAt !== null) return 'stopped';
  return mayMessage(booking) ? 'on' : 'notMessageable';
}

export async function getPhoneMessages(deps: AdminMessagesDeps, id: string): Promise<PhoneMessages> {
  const booking = await bookingOf(deps, id);
  const rows = await deps.db
    .select()
    .from(messages)
    .where(eq(messages.bookingId, id))
    .orderBy(asc(messages.createdAt));
  const state = stateOf(deps, booking);
  return {
    state,
    stateText: MESSAGING_CARD_TEXTS[state],
    insideWindow: insideReplyWindow(booking.lastReplyAt, deps.now()),
    messages: rows.map((row) => ({
      id: row.id,
      direction: row.direction as 'out' | 'in',
      channel: row.channel as MessageChannel,
      body: row.body,
      status: row.status,
      at: row.createdAt.toISOString(),
      sentBy: row.sentBy,
    })),
  };
}

export async function replyToTraveller(
  deps: AdminMessagesDeps,
  id: string,
  text: string,
  admin: string,
): Promise<PhoneMessages> {
  const booking = await bookingOf(deps, id);
  const state = stateOf(deps, booking);
  if (state !== 'on' || booking.phoneE164 === null) {
    throw new AppError('conflict', `No reply can go: ${MESSAGING_CARD_TEXTS[state]}`);
  }
  // The channel the traveller last wrote on; WhatsApp when they never wrote.
  const [last] = await deps.db
    .select({ channel: messages.channel })
    .from(messages)
    .where(and(eq(messages.bookingId, id), eq(messages.direction, 'in')))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  await queueMessage(
    deps.db,
    {
      bookingId: id,
      channel: (last?.channel as MessageChannel | undefined) ?? 'whatsapp',
      phone: booking.phoneE164,
      body: text,
      sentBy: admin,
    },
    deps.now(),
  );
  deps.wake?.();
  return getPhoneMessages(deps, id);
}
