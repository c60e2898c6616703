/**
 * POST /api/messaging/twilio/status and /api/messaging/twilio/inbound: Twilio's callbacks, set in
 * Twilio's console (docs/features/messaging.md). Each is taken only with a valid X-Twilio-Signature,
 * checked by the twilio package against PUBLIC_URL + the path (403 otherwise, before anything is read),
 * with a body of at most 16 KB in Twilio's form encoding. Registered only when a Twilio account is set.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import twilio from 'twilio';
import { z } from 'zod';
import { MESSAGE_BODY_MAX_LENGTH } from '../db/messaging-schema';
import { AppError } from '../errors';
import { STATUS_CALLBACK_PATH } from './message-worker';
import { handleInbound, handleStatus, type WebhookDeps } from './twilio-webhooks.service';

export const INBOUND_PATH = '/api/messaging/twilio/inbound';
export const INVALID_TWILIO_SIGNATURE = 'Invalid signature';
/** Twilio's callbacks are a few hundred bytes; a reply's text at most 1,600 characters. */
const BODY_LIMIT = 16 * 1024;

const messageSid = z.string().regex(/^(SM|MM)[0-9a-f]{32}$/);
const e164Address = z.string().regex(/^(whatsapp:)?\+[1-9][0-9]{7,14}$/);

const statusSchema = z.object({
  MessageSid: messageSid,
  MessageStatus: z.string().max(20),
  ErrorCode: z
    .string()
    .regex(/^[0-9]{1,6}$/)
    .optional(),
});
const inboundSchema = z.object({
  MessageSid: messageSid,
  From: e164Address,
  Body: z.string().max(MESSAGE_BODY_MAX_LENGTH).optional(),
  ButtonPayload: z.string().max(200).optional(),
});

/** The form as Twilio signed it: every field, as sent. */
type Form = Record<string, string>;

function checkSignature(deps: WebhookDeps, request: FastifyRequest, path: string): Form {
  const form = (request.body ?? {}) as Form;
  const signature = request.headers['x-twilio-signature'];
  const valid =
    typeof signature === 'string' &&
    twilio.validateRequest(deps.authToken, signature, `${deps.publicUrl}${path}`, form);
  if (!valid) {
    request.log.warn('a Twilio callback with an invalid signature was refused');
    throw new AppError('forbidden', INVALID_TWILIO_SIGNATURE);
  }
  return form;
}

function parsed<T>(schema: z.ZodType<T>, form: Form): T {
  const result = schema.safeParse(form);
  if (!result.success) throw new AppError('bad-request', 'Not a Twilio message this site sent or takes');
  return result.data;
}

/** TwiML: the answer Twilio sends the traveller, or none. */
function twiml(reply: FastifyReply, text: string | null) {
  const response = new twilio.twiml.MessagingResponse();
  if (text !== null) response.message(text);
  return reply.type('text/xml').send(response.toString());
}

export function twilioWebhookRoutes(deps: WebhookDeps): FastifyPluginAsync {
  return async (app) => {
    // Scoped to this plugin: Twilio posts forms; every other route keeps its own parsers.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const options = (summary: string) => ({
      schema: { summary, tags: ['messaging'], hide: true },
      bodyLimit: BODY_LIMIT,
    });

    app.post(
      STATUS_CALLBACK_PATH.replace('/api', ''),
      options("Twilio's status of a message we sent"),
      async (request, reply) => {
        const form = checkSignature(deps, request, STATUS_CALLBACK_PATH);
        await handleStatus(deps, parsed(statusSchema, form), request.log);
        return reply.status(204).send();
      },
    );

    app.post(
      INBOUND_PATH.replace('/api', ''),
      options("A traveller's message to our number"),
      async (request, reply) => {
        const form = checkSignature(deps, request, INBOUND_PATH);
        return twiml(reply, await handleInbound(deps, parsed(inboundSchema, form), request.log));
      },
    );
  };
}
