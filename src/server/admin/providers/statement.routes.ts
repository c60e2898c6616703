/**
 * A provider's monthly statement: as JSON for the provider's page, as CSV and PDF downloads, and
 * 'Mark Paid'. Registered inside adminRoutes, whose guard answers 401 and 403 before these handlers run.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementFilename } from '../../../domain/provider-statement';
import { statementCsv } from '../../../domain/provider-statement-csv';
import { providerIdParams } from '../../../domain/schemas/dispatch';
import {
  markPaidResponseSchema,
  markPaidSchema,
  type Statement,
  statementQuerySchema,
  statementSchema,
} from '../../../domain/schemas/provider-statement';
import { adminOf } from '../../auth';
import { ADMIN_TAGS } from '../../http/admin-route-parts';
import { asAttachment, CSV_CONTENT_TYPE } from '../../http/attachment';
import { getStatement, markStatementPaid, type StatementDeps } from './statement.service';
import { renderStatementPdf } from './statement-pdf';

export function statementRoutes(deps: StatementDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/providers/:id/statement',
      {
        schema: {
          summary:
            "A provider's completed and no-show rides of a Cancun month (default this month), the total, the payment",
          tags: ADMIN_TAGS,
          params: providerIdParams,
          querystring: statementQuerySchema,
          response: { 200: statementSchema },
        },
      },
      async (request) => getStatement(deps, request.params.id, request.query),
    );

    // The two downloads of one statement: the same rows, a file of each format.
    const downloads = [
      {
        format: 'csv' as const,
        summary: 'The statement as a CSV file: a row per ride, the total last',
        contentType: CSV_CONTENT_TYPE,
        file: async (statement: Statement) => statementCsv(statement),
      },
      {
        format: 'pdf' as const,
        summary: 'The statement as a PDF the provider can file',
        contentType: 'application/pdf',
        file: async (statement: Statement) => Buffer.from(await renderStatementPdf(statement, deps.now())),
      },
    ];
    for (const { format, summary, contentType, file } of downloads) {
      app.get(
        `/providers/:id/statement.${format}`,
        {
          schema: { summary, tags: ADMIN_TAGS, params: providerIdParams, querystring: statementQuerySchema },
        },
        async (request, reply) => {
          const statement = await getStatement(deps, request.params.id, request.query);
          const filename = statementFilename(statement.provider.name, statement.month, format);
          return asAttachment(reply, filename, contentType).send(await file(statement));
        },
      );
    }

    app.post(
      '/providers/:id/statement/paid',
      {
        schema: {
          summary: 'Mark Paid: when, by whom and with which reference the month was paid (once per month)',
          tags: ADMIN_TAGS,
          params: providerIdParams,
          body: markPaidSchema,
          response: { 200: markPaidResponseSchema },
        },
      },
      async (request) => markStatementPaid(deps, request.params.id, request.body, adminOf(request).email),
    );
  };
}
