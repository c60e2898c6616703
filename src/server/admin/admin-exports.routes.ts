/**
 * The operator's day sheet and downloads (issue 9), registered inside adminRoutes (admin.routes.ts),
 * whose guard answers 401 and 403 before any of these handlers run.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingsCsvQuerySchema, manifestQuerySchema, manifestSchema } from '../../domain/schemas/manifest';
import type { Database } from '../db/client';
import { bookingsCsvFilename, openBookingsCsv } from './bookings-csv.service';
import { getManifest, getManifestCsv } from './manifest.service';

const tags = ['admin'];

/** A download, not a page: the browser saves it under our name. */
function asCsvAttachment(reply: FastifyReply, filename: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`);
}

export function adminExportsRoutes(deps: { db: Database; now: () => Date }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/manifest',
      {
        schema: {
          summary: 'The rides of one Cancun day (default tomorrow) in time order',
          tags,
          querystring: manifestQuerySchema,
          response: { 200: manifestSchema },
        },
      },
      async (request) => getManifest(deps, request.query),
    );

    app.get(
      '/manifest.csv',
      {
        schema: {
          summary: "The day's rides as a CSV file, times in Cancun time",
          tags,
          querystring: manifestQuerySchema,
        },
      },
      async (request, reply) => {
        const { filename, content } = await getManifestCsv(deps, request.query);
        return asCsvAttachment(reply, filename).send(content);
      },
    );

    app.get(
      '/bookings.csv',
      {
        schema: {
          summary: "Every booking matching the dashboard's status filter and search, as a CSV file",
          tags,
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
