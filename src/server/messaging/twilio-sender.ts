/**
 * The Twilio adapter of the messaging port: Programmable Messaging's Messages resource through the
 * `twilio` package, WhatsApp as 'whatsapp:+…' addresses. TWILIO_API_URL moves the REST base (a stand-in
 * in tests) by rewriting each request's address in the package's own HTTP client. No retries inside: the
 * outbox retries with its own backoff, so one stalled call never holds a worker for long.
 */
import twilio from 'twilio';
import type { MessagingConfig } from '../config';
import {
  MessageSendError,
  type MessageSender,
  type OutgoingMessage,
  type SentMessage,
} from './message-sender';

const TWILIO_BASE = 'https://api.twilio.com';
/** A call that takes longer is given up and retried later. */
const TIMEOUT_MS = 10_000;

/** Twilio's HTTP client, sending to `apiUrl` what the package addresses to api.twilio.com. */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiUrl: string) {
    super({ timeout: TIMEOUT_MS, autoRetry: false });
  }

  override request: twilio.RequestClient['request'] = (options) => {
    const uri = options.uri.startsWith(TWILIO_BASE)
      ? this.apiUrl + options.uri.slice(TWILIO_BASE.length)
      : options.uri;
    return super.request({ ...options, uri });
  };
}

const address = (channel: OutgoingMessage['channel'], number: string) =>
  channel === 'whatsapp' ? `whatsapp:${number}` : number;

export function twilioSender(config: MessagingConfig): MessageSender {
  const client = twilio(config.accountSid, config.authToken, {
    httpClient: new RebasedRequestClient(config.apiUrl),
    autoRetry: false,
  });
  return {
    channels: { whatsapp: config.whatsappFrom !== undefined, sms: config.smsFrom !== undefined },
    async send(message): Promise<SentMessage> {
      const from = message.channel === 'whatsapp' ? config.whatsappFrom : config.smsFrom;
      if (from === undefined) throw new MessageSendError(`no ${message.channel} sender is set`, true, null);
      try {
        const sent = await client.messages.create({
          to: address(message.channel, message.to),
          from: address(message.channel, from),
          statusCallback: message.statusCallback,
          ...(message.template
            ? {
                contentSid: message.template.contentSid,
                contentVariables: JSON.stringify(message.template.variables),
              }
            : { body: message.body }),
        });
        return { sid: sent.sid, status: sent.status };
      } catch (error) {
        throw asSendError(error);
      }
    },
  };
}

/** Twilio's refusal (a RestException with its HTTP status and code) or a network failure, in our words. */
function asSendError(error: unknown): MessageSendError {
  if (error instanceof twilio.RestException) {
    const permanent = error.status >= 400 && error.status < 500 && error.status !== 429;
    // Twilio's message names the number it refused: only its code and status go further.
    return new MessageSendError(
      `Twilio answered ${error.status}`,
      permanent,
      error.code ? String(error.code) : null,
    );
  }
  return new MessageSendError('Twilio could not be reached', false, null);
}
