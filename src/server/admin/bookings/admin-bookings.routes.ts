/**
 * An admin's edit of one booking and its history, registered inside adminRoutes (../admin.routes.ts),
 * whose guard answers 401 and 403 before any of these handlers run, and under the CSRF check for admin
 * calls (http/csrf.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBookingHistorySchema, adminBookingResponseSchema } from '../../../domain/schemas/admin-api';
import { adminBookingUpdateSchema } from '../../../domain/schemas/admin-booking-update';
import { actorOf } from '../../auth';
import { ADMIN_TAGS, bookingIdParams } from '../../http/admin-route-parts';
import type { PaymentProvider } from '../../payments';
import type { AdminDeps } from '../admin-deps';
import { getBookingHistory, updateBooking } from './admin-bookings.service';

export function adminBookingsRoutes(deps: AdminDeps & { provider: PaymentProvider }): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/bookings/:id',
      {
        schema: {
          summary: "Edit a booking's fields, status and driver",
          tags: ADMIN_TAGS,
          params: bookingIdParams,
          body: adminBookingUpdateSchema,
          response: { 200: adminBookingResponseSchema },
        },
      },
      async (request) => updateBooking(deps, request.params.id, request.body, actorOf(request), request.log),
    );

    app.get(
      '/bookings/:id/history',
      {
        schema: {
          summary: "The booking's events and e-mails, newest first",
          tags: ADMIN_TAGS,
          params: bookingIdParams,
          response: { 200: adminBookingHistorySchema },
        },
      },
      async (request) => getBookingHistory(deps, request.params.id),
    );
  };
}
