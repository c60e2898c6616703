import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_MESSAGES } from '../../domain/messages';
import { contactSchema, isSpamSubmission } from '../../domain/schemas/contact';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { MailSettings } from '../mail';
import { receiveContactMessage } from './contact.service';

export interface ContactRouteDeps {
  db: Database;
  mail: MailSettings;
  /** Messages per client and hour. */
  perHour: number;
}

export function contactRoutes(deps: ContactRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact',
      {
        config: { rateLimit: { max: deps.perHour, timeWindow: '1 hour' } },
        schema: {
          summary: 'The footer contact form: stores the message and e-mails the support inbox',
          tags: ['contact'],
          body: contactSchema,
          response: { 201: z.object({ received: z.literal(true) }) },
        },
        // A bot that fills the hidden field is told so before anything else is checked. Only text counts: any
        // other value (an object, a number) is left to the schema, which refuses it with 400.
        preValidation: async (request) => {
          const body = request.body as { website?: unknown } | undefined;
          const website = body && typeof body === 'object' ? body.website : undefined;
          if (typeof website === 'string' && isSpamSubmission({ website })) {
            request.log.info('contact form: honeypot filled, message dropped');
            throw new AppError('bad-request', CONTACT_MESSAGES.spamDetected);
          }
        },
      },
      async (request, reply) => {
        await receiveContactMessage(deps, request.body);
        return reply.status(201).send({ received: true });
      },
    );
  };
}
