/**
 * The card's 'Messages' section, inside adminRoutes (admin/admin.routes.ts) behind its guard:
 * GET /api/admin/bookings/:id/phone-messages and POST …/phone-messages/reply.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneMessagesSchema, phoneReplySchema } from '../../domain/schemas/phone-messages';
import { actorOf } from '../auth';
import { ADMIN_TAGS, bookingIdParams } from '../http/admin-route-parts';
import { type AdminMessagesDeps, getPhoneMessages, replyToTraveller } from './admin-messages.service';

export function adminPhoneMessagesRoutes(deps: AdminMessagesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookings/:id/phone-messages',
      {
        schema: {
          summary: "The booking's WhatsApp and SMS messages, and whether its traveller can be messaged",
          tags: ADMIN_TAGS,
          params: bookingIdParams,
          response: { 200: phoneMessagesSchema },
        },
      },
      async (request) => getPhoneMessages(deps, request.params.id),
    );

    app.post(
      '/bookings/:id/phone-messages/reply',
      {
        schema: {
          summary: "'Reply': a message to the traveller, by the channel they last wrote on",
          tags: ADMIN_TAGS,
          params: bookingIdParams,
          body: phoneReplySchema,
          response: { 200: phoneMessagesSchema },
        },
      },
      async (request) => replyToTraveller(deps, request.params.id, request.body.text, actorOf(request)),
    );
  };
}
