/**
 * The operator's tools of issue 9 that act on the bookings list: sending the driver's details and the
 * 'Needs attention' view. Registered inside adminRoutes (admin.routes.ts), behind its admin guard and the
 * CSRF check for admin calls.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBookingResponseSchema, attentionListSchema } from '../../domain/schemas/admin-api';
import { adminOf } from '../auth/require-admin';
import type { BookingEventActor } from '../db/booking-events';
import { listAttention } from './admin-attention.service';
import type { AdminDeps } from './admin-bookings.service';
import { sendDriverDetails } from './admin-driver-details.service';

const params = z.object({ id: z.string().max(64) });
const tags = ['admin'];

export function adminOperationsRoutes(deps: AdminDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/bookings/:id/driver-details',
      {
        schema: {
          summary: "E-mail the driver's details to the traveller, once per driver",
          tags,
          params,
          response: { 200: adminBookingResponseSchema },
        },
      },
      async (request) =>
        sendDriverDetails(deps, request.params.id, adminOf(request).email as BookingEventActor),
    );

    app.get(
      '/attention',
      {
        schema: {
          summary: 'The bookings an operator must act on, each with its reasons, and how many',
          tags,
          response: { 200: attentionListSchema },
        },
      },
      async () => listAttention(deps.db, deps.now()),
    );
  };
}
