import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import type { DatabaseGate } from '../db/database-outage';

/**
 * One round trip, told to the gate: a failure keeps API calls answering 503 at once for a moment, a
 * success lets them through again. While the gate is closed the answer is known without trying.
 */
async function databaseAnswers(deps: { database: DatabaseHandle; gate: DatabaseGate }): Promise<boolean> {
  if (deps.gate.isKnownDown()) return false;
  try {
    await deps.database.ping();
    deps.gate.markUp();
    return true;
  } catch {
    deps.gate.markDown();
    return false;
  }
}

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
  gate: DatabaseGate;
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
        if (await databaseAnswers(deps)) return { status: 'ok' as const, database: 'ok' as const };
        request.log.warn('readiness check: database unreachable');
        return reply.status(503).send({ status: 'error', database: 'unreachable' });
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
        if (await databaseAnswers(deps)) return { status: 'ok' as const, database: 'ok' as const };
        request.log.warn('health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: 'unreachable' });
      },
    );
  };
}
