/**
 * The traveller's manage API, rate-limited like the lookup (the same per-address limit, counted
 * in the database), since an id with a token or an e-mail and last name is what a guesser would try.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingIdParam } from '../../domain/schemas/fields';
import {
  manageAccessRequestSchema,
  manageBookingResponseSchema,
  manageCancelResponseSchema,
  manageMessagesRequestSchema,
  manageUpdateRequestSchema,
} from '../../domain/schemas/manage-booking';
import { noStore } from '../http/no-store';
import { travellerRateLimit } from '../http/traveller-limit';
import {
  cancelManagedBooking,
  getManagedBooking,
  type ManageDeps,
  setMessagesConsent,
  updateManagedBooking,
} from './manage.service';

const params = z.object({ id: bookingIdParam });

export function manageRoutes(deps: ManageDeps & { lookupsPerHour: number }): FastifyPluginAsyncZod {
  const config = travellerRateLimit(deps.lookupsPerHour);
  return async (app) => {
    app.post(
      '/bookings/:id/manage/view',
      {
        schema: {
          summary:
            "The traveller's booking, with what they may still change or cancel (token or e-mail + last name in the body)",
          tags: ['bookings'],
          params,
          body: manageAccessRequestSchema,
          response: { 200: manageBookingResponseSchema },
        },
        config,
        preHandler: noStore,
      },
      async (request) => getManagedBooking(deps, request.params.id, request.body.access),
    );

    app.patch(
      '/bookings/:id/manage',
      {
        schema: {
          summary: 'Change the customer-facing details, until 48 hours before the ride',
          tags: ['bookings'],
          params,
          body: manageUpdateRequestSchema,
          response: { 200: manageBookingResponseSchema },
        },
        config,
      },
      async (request) =>
        updateManagedBooking(deps, request.params.id, request.body.access, request.body.changes, request.log),
    );

    app.post(
      '/bookings/:id/manage/messages',
      {
        schema: {
          summary: "Ticks or unticks 'Send me ride updates by WhatsApp or SMS', whatever the cut-off",
          tags: ['bookings'],
          params,
          body: manageMessagesRequestSchema,
          response: { 200: manageBookingResponseSchema },
        },
        config,
      },
      async (request) =>
        setMessagesConsent(deps, request.params.id, request.body.access, request.body.consent),
    );

    app.post(
      '/bookings/:id/cancel',
      {
        schema: {
          summary: "Cancel with the refund policy's outcome, until 48 hours before the ride",
          tags: ['bookings'],
          params,
          body: manageAccessRequestSchema,
          response: { 200: manageCancelResponseSchema },
        },
        config,
      },
      async (request) => cancelManagedBooking(deps, request.params.id, request.body.access, request.log),
    );
  };
}
