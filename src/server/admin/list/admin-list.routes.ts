/**
 * The dashboard's list of bookings, registered inside adminRoutes (../admin.routes.ts), whose guard answers
 * 401 and 403 before the handler runs.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBookingListQuerySchema, adminBookingListSchema } from '../../../domain/schemas/admin-api';
import type { Database } from '../../db/client';
import { ADMIN_TAGS } from '../../http/admin-route-parts';
import type { ListTuning } from './admin-list.queries';
import { listAdminBookings } from './admin-list.service';

export function adminListRoutes(deps: { db: Database; listTuning: ListTuning }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookings',
      {
        schema: {
          summary: 'A page of bookings with the exact total and the counts per status',
          tags: ADMIN_TAGS,
          querystring: adminBookingListQuerySchema,
          response: { 200: adminBookingListSchema },
        },
      },
      async (request) => listAdminBookings(deps.db, request.query, deps.listTuning),
    );
  };
}
