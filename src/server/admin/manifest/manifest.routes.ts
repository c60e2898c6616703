/**
 * The operator's day sheet, registered inside adminRoutes (../admin.routes.ts), whose guard answers
 * 401 and 403 before any of these handlers run.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manifestQuerySchema, manifestSchema } from '../../../domain/schemas/manifest';
import { ADMIN_TAGS } from '../../http/admin-route-parts';
import { asCsvAttachment } from '../../http/attachment';
import { getManifest, getManifestCsv, type ManifestDeps } from './manifest.service';

export function manifestRoutes(deps: ManifestDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/manifest',
      {
        schema: {
          summary: 'The rides of one Cancun day (default tomorrow) in time order',
          tags: ADMIN_TAGS,
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
          tags: ADMIN_TAGS,
          querystring: manifestQuerySchema,
        },
      },
      async (request, reply) => {
        const { filename, content } = await getManifestCsv(deps, request.query);
        return asCsvAttachment(reply, filename).send(content);
      },
    );
  };
}
