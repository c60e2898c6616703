/**
 * The dashboard's bookings API, registered inside adminRoutes (admin.routes.ts), whose guard answers 401
 * and 403 before any of these handlers run, and under the CSRF check for admin calls (http/csrf.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBookingHistorySchema,
  adminBookingListQuerySchema,
  adminBookingListSchema,
  adminBookingResponseSchema,
  adminMessageResponseSchema,
  adminRefundResponseSchema,
} from '../../domain/schemas/admin-api';
import { adminBookingUpdateSchema } from '../../domain/schemas/admin-booking-update';
import { adminMessageSchema } from '../../domain/schemas/admin-message';
import { adminOf } from '../auth/require-admin';
import type { BookingEventActor } from '../db/booking-events';
import type { PaymentProvider } from '../payments/payment-provider';
import { type AdminDeps, getBookingHistory, updateBooking } from './admin-bookings.service';
import type { ListTuning } from './admin-list.queries';
import { listAdminBookings } from './admin-list.service';
import { sendAdminMessage } from './admin-messages.service';
import { refundBooking } from './admin-refunds.service';

const params = z.object({ id: z.string().max(64) });
const tags = ['admin'];

/** An admin's actions are signed with the admin's e-mail in the audit trail. */
const actorOf = (request: Parameters<typeof adminOf>[0]) => adminOf(request).email as BookingEventActor;

export function adminBookingsRoutes(
  deps: AdminDeps & { provider: PaymentProvider; listTuning: ListTuning },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookings',
      {
        schema: {
          summary: 'A page of bookings with the exact total and the counts per status',
          tags,
          querystring: adminBookingListQuerySchema,
          response: { 200: adminBookingListSchema },
        },
      },
      async (request) => listAdminBookings(deps.db, request.query, deps.listTuning),
    );

    app.patch(
      '/bookings/:id',
      {
        schema: {
          summary: "Edit a booking's fields, status and driver",
          tags,
          params,
          body: adminBookingUpdateSchema,
          response: { 200: adminBookingResponseSchema },
        },
      },
      async (request) => updateBooking(deps, request.params.id, request.body, actorOf(request)),
    );

    app.post(
      '/bookings/:id/messages',
      {
        schema: {
          summary: 'Queue an e-mail to the traveller',
          tags,
          params,
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
      '/bookings/:id/refund',
      {
        schema: {
          summary: 'Refund 95% of what was paid, once',
          tags,
          params,
          response: { 200: adminRefundResponseSchema },
        },
      },
      async (request) => refundBooking(deps, request.params.id, actorOf(request), request.log),
    );

    app.get(
      '/bookings/:id/history',
      {
        schema: {
          summary: "The booking's events and e-mails, newest first",
          tags,
          params,
          response: { 200: adminBookingHistorySchema },
        },
      },
      async (request) => getBookingHistory(deps, request.params.id),
    );
  };
}
