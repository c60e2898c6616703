/**
 * The Reports page's API, registered inside adminRoutes (../admin.routes.ts), whose guard
 * answers 401 and 403 before any of these handlers run.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportQuerySchema, reportSchema } from '../../../domain/schemas/reports';
import { ADMIN_TAGS } from '../../http/admin-route-parts';
import { asCsvAttachment } from '../../http/attachment';
import { getReport, getReportCsv, type ReportsDeps } from './reports.service';

export function reportsRoutes(deps: ReportsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reports',
      {
        schema: {
          summary: 'Bookings, rides, revenue, refunds and net of a range of Cancun days (default this month)',
          tags: ADMIN_TAGS,
          querystring: reportQuerySchema,
          response: { 200: reportSchema },
        },
      },
      async (request) => getReport(deps, request.query),
    );

    app.get(
      '/reports.csv',
      {
        schema: {
          summary: 'The same figures as a CSV file: a row per day, the totals last',
          tags: ADMIN_TAGS,
          querystring: reportQuerySchema,
        },
      },
      async (request, reply) => {
        const { filename, content } = await getReportCsv(deps, request.query);
        return asCsvAttachment(reply, filename).send(content);
      },
    );
  };
}
