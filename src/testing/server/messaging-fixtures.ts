/** The messaging set-up the API tests share: a Twilio stand-in, the config that points at it, a worker. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loadConfig, type MessagingConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import type { MessagingDeps } from '../../server/messaging/message-worker';
import { twilioSender } from '../../server/messaging/twilio-sender';
import type { TwilioRequest, TwilioStandIn } from '../twilio-stand-in/twilio-stand-in';

export const PUBLIC_URL = 'http://localhost:3000';
export const WHATSAPP_FROM = '+14155238886';
export const SMS_FROM = '+15005550006';
export const SUPPORT_PHONE = '+529980001111';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** The messaging configuration of an app whose Twilio is the stand-in. */
export function messagingConfig(standIn: TwilioStandIn, env: Record<string, string> = {}): MessagingConfig {
  const messaging = loadConfig({
    TWILIO_ACCOUNT_SID: standIn.accountSid,
    TWILIO_AUTH_TOKEN: standIn.authToken,
    TWILIO_WHATSAPP_FROM: WHATSAPP_FROM,
    TWILIO_SMS_FROM: SMS_FROM,
    TWILIO_API_URL: standIn.apiUrl,
    ...env,
  }).messaging;
  if (!messaging) throw new Error('messaging is not configured');
  return messaging;
}

/** A message worker on `db` sending through the stand-in, on the test's clock. */
export function messageWorker(
  db: Database,
  standIn: TwilioStandIn,
  options: { now: () => Date; workerId?: string; env?: Record<string, string> },
): MessagingDeps {
  const messaging = messagingConfig(standIn, options.env);
  return {
    db,
    sender: twilioSender(messaging),
    publicUrl: PUBLIC_URL,
    supportEmail: 'help@example.com',
    supportPhone: SUPPORT_PHONE,
    templates: messaging.whatsappTemplates,
    dailyCap: messaging.dailyCap,
    log: silentLog,
    now: options.now,
    workerId: options.workerId ?? 'test-worker',
  };
}

/** Sends Twilio's signed request to the app, as Twilio would. */
export function postTwilio(app: FastifyInstance, request: TwilioRequest) {
  return app.inject({
    method: 'POST',
    url: request.path,
    headers: request.headers,
    payload: request.payload,
  });
}
