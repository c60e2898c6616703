import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

const readySchema = z.object({
  status: z.enum(['ok', 'draining', 'error']),
  database: z.enum(['ok', 'unreachable']).optional(),
});

/**
 * `/health`: liveness plus a database round trip, for monitors. `/health/ready`: whether a load balancer
 * should send this server requests: 503 while it drains for a shutdown (start-server.ts) or cannot reach
 * the database.
 */
export function healthRoutes(deps: {
  database: DatabaseHandle;
  isDraining: () => boolean;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health/ready',
      {
        schema: {
          summary: 'Readiness: 503 while the server drains for a shutdown or the database is unreachable',
          tags: ['health'],
          response: { 200: readySchema, 503: readySchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (deps.isDraining()) return reply.status(503).send({ status: 'draining' });
        try {
          await deps.database.ping();
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (err) {
          request.log.error({ err }, 'readiness check: database unreachable');
          return reply.status(503).send({ status: 'error', database: 'unreachable' });
        }
      },
    );

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
