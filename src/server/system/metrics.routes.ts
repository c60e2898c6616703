/**
 * GET /metrics, only when METRICS_TOKEN is set: the scrape must carry it as a bearer token (401
 * otherwise), compared in constant time. Every request's duration is observed by its route pattern:
 * the pipeline's after each answer, the memory answers' (http/memory-answers.ts) as they go out.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { MemoryAnswers } from '../http/memory-answers';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `header` is `Bearer <token>`; hashed first, so the comparison takes one time whatever the length. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** The memory answers' paths that are API routes keep their path; the built files are one label. */
const memoryRoute = (path: string) => (path.startsWith('/api/') ? path : 'static files');

export function registerMetrics(
  app: FastifyInstance,
  deps: { metrics: Metrics; token: string; memory: Pick<MemoryAnswers, 'observe'> },
): void {
  const { metrics } = deps;
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  deps.memory.observe((path, status, seconds) =>
    metrics.observeRequest('GET', memoryRoute(path), status, seconds),
  );
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!bearerMatches(request.headers.authorization, deps.token)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new AppError('unauthenticated', 'A metrics token is required');
    }
    return reply.header('Content-Type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
