import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

/** Liveness plus a database round trip, for load balancers and monitors. */
export function healthRoutes(deps: { database: DatabaseHandle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'Liveness and database check',
          tags: ['health'],
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        try {
          await deps.database.ping();
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'error', database: 'unreachable' });
        }
      },
    );
  };
}
