/**
 * How a message travels: WhatsApp first; WhatsApp failed or undelivered (or the number not on
 * WhatsApp) sends the same text by SMS; SMS failed puts the booking in Needs attention. Twilio's
 * statuses come from its callbacks; ours add the outbox's own (waiting, being sent, given up).
 */

export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Twilio's message statuses (its Message resource) we keep; 'pending' and 'sending' are the outbox's. */
export const MESSAGE_STATUSES = [
  'pending',
  'sending',
  'queued',
  'sent',
  'delivered',
  'read',
  'undelivered',
  'failed',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A status Twilio reports that ends the message badly. */
export function isFailedStatus(status: string): boolean {
  return status === 'failed' || status === 'undelivered';
}

/** Statuses only move forward: a late 'sent' callback never undoes 'delivered'. */
const RANK: Record<MessageStatus, number> = {
  pending: 0,
  sending: 1,
  queued: 2,
  sent: 3,
  delivered: 4,
  read: 5,
  undelivered: 6,
  failed: 6,
};

/** The status after a callback: Twilio's callbacks may arrive out of order. */
export function laterStatus(current: MessageStatus, reported: string): MessageStatus {
  if (!(MESSAGE_STATUSES as readonly string[]).includes(reported)) return current;
  const next = reported as MessageStatus;
  return RANK[next] > RANK[current] ? next : current;
}

export type NextStep = { kind: 'send'; channel: MessageChannel } | { kind: 'attention' } | { kind: 'none' };

/** What follows a message that failed on a channel: SMS after WhatsApp, Needs attention after SMS. */
export function afterFailure(channel: MessageChannel, smsConfigured: boolean): NextStep {
  if (channel === 'whatsapp' && smsConfigured) return { kind: 'send', channel: 'sms' };
  return { kind: 'attention' };
}

/** The first channel to try: WhatsApp when a WhatsApp sender is set, else SMS. */
export function firstChannel(senders: { whatsapp: boolean; sms: boolean }): MessageChannel | null {
  if (senders.whatsapp) return 'whatsapp';
  return senders.sms ? 'sms' : null;
}

/** Needs attention's words when neither channel reached the traveller. */
export const UNREACHABLE_TEXT = 'Traveller unreachable by phone';
/** Needs attention's words after a HELP reply. */
export const CANNOT_FIND_DRIVER_TEXT = 'Traveller can’t find the driver';

/** What may be messaged: a number in E.164, consent given, not stopped, not erased. */
export type MessagingConsent = {
  phoneE164: string | null;
  messagesConsentAt: Date | string | null;
  messagesOptedOutAt: Date | string | null;
  erasedAt: Date | string | null;
};

export function mayMessage(booking: MessagingConsent): boolean {
  return (
    booking.phoneE164 !== null &&
    booking.messagesConsentAt !== null &&
    booking.messagesOptedOutAt === null &&
    booking.erasedAt === null
  );
}

/** The booking step's and manage page's checkbox. */
export const MESSAGES_CONSENT_LABEL = 'Send me ride updates by WhatsApp or SMS';
export const MESSAGES_CONSENT_HINT =
  'Your driver and meeting point, and a message when you land. Reply STOP to end them.';

/** The admin card's words for the messaging state. */
export const MESSAGING_CARD_TEXTS = {
  off: 'Messages off',
  noConsent: 'No consent to messages',
  notMessageable: 'Phone cannot be messaged',
  stopped: 'Traveller sent STOP',
  on: 'Messages on',
} as const;

/** Retry waits of a message the provider did not take (network, 5xx): 1, 5, 15, 60 minutes, then give up. */
export const MESSAGE_RETRY_MINUTES = [1, 5, 15, 60] as const;

/** When to try again after `attempts` failed tries, or null to give up. */
export function nextMessageAttemptAt(attempts: number, now: Date): Date | null {
  const minutes = MESSAGE_RETRY_MINUTES[attempts - 1];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
}
