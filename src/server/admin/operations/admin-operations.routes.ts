/**
 * The operator's tools that act on the bookings list: a message to the traveller (SPEC section 7), and
 * sending the driver's details and the 'Needs attention' view. Registered inside adminRoutes
 * (../admin.routes.ts), behind its admin guard and the CSRF check for admin calls.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingResponseSchema,
  adminMessageResponseSchema,
  attentionListSchema,
  attentionQuerySchema,
} from '../../../domain/schemas/admin-api';
import { adminMessageSchema } from '../../../domain/schemas/admin-message';
import { actorOf } from '../../auth';
import { ADMIN_TAGS, bookingActRoute, bookingIdParams } from '../../http/admin-route-parts';
import type { AdminDeps } from '../admin-deps';
import { listAttention } from './admin-attention.service';
import { sendDriverDetails } from './admin-driver-details.service';
import { sendAdminMessage } from './admin-messages.service';

export function adminOperationsRoutes(deps: AdminDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/bookings/:id/messages',
      {
        schema: {
          summary: 'Queue an e-mail to the traveller',
          tags: ADMIN_TAGS,
          params: bookingIdParams,
          body: adminMessageSchema,
          response: { 202: adminMessageResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await sendAdminMessage(deps, request.params.id, request.body, actorOf(request))),
    );

    app.post(
      '/bookings/:id/driver-details',
      bookingActRoute(
        "E-mail the driver's details to the traveller, once per driver",
        adminBookingResponseSchema,
      ),
      async (request) => sendDriverDetails(deps, request.params.id, actorOf(request)),
    );

    app.get(
      '/attention',
      {
        schema: {
          summary:
            'The bookings an operator must act on, a page of them, each with its reasons, and how many',
          tags: ADMIN_TAGS,
          querystring: attentionQuerySchema,
          response: { 200: attentionListSchema },
        },
      },
      async (request) => listAttention(deps.db, deps.now(), request.query.page),
    );
  };
}
