/**
 * The messaging port (decision 059): what we ask a messaging provider to send, in our words. Adapters:
 * none (messages off) and Twilio (twilio-sender.ts), one API for WhatsApp and SMS. An adapter throws a
 * MessageSendError on any failure, saying whether trying again could help.
 */
import type { MessageChannel } from '../../domain/message-delivery';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** The traveller's number in E.164. */
  to: string;
  body: string;
  /** An approved WhatsApp template (Content SID) and its variables, sent instead of the body. */
  template?: { contentSid: string; variables: Record<string, string> };
  /** Where the provider reports the message's status (PUBLIC_URL + the status path). */
  statusCallback: string;
}

export interface SentMessage {
  /** The provider's id of the message (Twilio's MessageSid). */
  sid: string;
  /** The provider's first status: queued, accepted, sent… */
  status: string;
}

export class MessageSendError extends Error {
  constructor(
    message: string,
    /** True when the provider refused the message itself (a 4xx): the same request will fail again. */
    readonly permanent: boolean,
    /** The provider's error code ('21211'), when it gave one. */
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'MessageSendError';
  }
}

export interface MessageSender {
  /** The channels a sender is set for. */
  readonly channels: { whatsapp: boolean; sms: boolean };
  send(message: OutgoingMessage): Promise<SentMessage>;
}
