/**
 * The admin card's 'Messages' section: whether the booking's traveller can be messaged by WhatsApp or
 * SMS, the messages to and from them, and the admin's 'Reply'.
 */
import { z } from 'zod';
import { MESSAGING_CARD_TEXTS } from '../message-delivery';
import { requiredText } from './fields';

export const MESSAGING_STATES = ['off', 'noConsent', 'notMessageable', 'stopped', 'on'] as const;

export const phoneMessagesSchema = z.object({
  state: z.enum(MESSAGING_STATES),
  /** The state in the card's words ('Messages off', 'Messages on', …). */
  stateText: z.enum(Object.values(MESSAGING_CARD_TEXTS) as [string, ...string[]]),
  /** Whether a free-text reply may go by WhatsApp now (the traveller wrote within 24 hours). */
  insideWindow: z.boolean(),
  messages: z.array(
    z.object({
      id: z.string(),
      direction: z.enum(['out', 'in']),
      channel: z.enum(['whatsapp', 'sms']),
      body: z.string(),
      status: z.string(),
      at: z.string(),
      /** The admin who wrote an outgoing reply; null for the ride's own messages and the traveller's. */
      sentBy: z.string().nullable(),
    }),
  ),
});
export type PhoneMessages = z.infer<typeof phoneMessagesSchema>;

export const REPLY_TEXT_REQUIRED = 'Please write a reply';
/** One or two SMS segments: a reply at the kerb is short. */
export const REPLY_MAX_LENGTH = 300;

export const phoneReplySchema = z.object({
  text: requiredText(REPLY_TEXT_REQUIRED, { label: 'Reply', max: REPLY_MAX_LENGTH }),
});
