/**
 * The dashboard's download, registered inside adminRoutes (../admin.routes.ts), whose guard answers
 * 401 and 403 before the handler runs.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingsCsvQuerySchema } from '../../../domain/schemas/manifest';
import type { Database } from '../../db/client';
import { ADMIN_TAGS } from '../../http/admin-route-parts';
import { asCsvAttachment } from '../../http/attachment';
import { bookingsCsvFilename, openBookingsCsv } from './bookings-csv.service';

export function adminExportsRoutes(deps: { db: Database; now: () => Date }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookings.csv',
      {
        schema: {
          summary: "Every booking matching the dashboard's status filter and search, as a CSV file",
          tags: ADMIN_TAGS,
          querystring: bookingsCsvQuerySchema,
        },
      },
      async (request, reply) => {
        const chunks = await openBookingsCsv(deps.db, request.query);
        return asCsvAttachment(reply, bookingsCsvFilename(deps.now())).send(Readable.from(chunks));
      },
    );
  };
}
