/** The card's 'Messages' section: the booking's WhatsApp and SMS messages, and 'Reply'. */
import { type PhoneMessages, phoneMessagesSchema } from '../../../../domain/schemas/phone-messages';
import { fetchJson } from '../../../api/fetchJson';

const messagesPath = (bookingId: string) =>
  `/api/admin/bookings/${encodeURIComponent(bookingId)}/phone-messages`;

export function fetchPhoneMessages(bookingId: string, signal?: AbortSignal): Promise<PhoneMessages> {
  return fetchJson(messagesPath(bookingId), { schema: phoneMessagesSchema, signal });
}

export function sendPhoneReply(bookingId: string, text: string): Promise<PhoneMessages> {
  return fetchJson(`${messagesPath(bookingId)}/reply`, {
    method: 'POST',
    body: { text },
    schema: phoneMessagesSchema,
  });
}
