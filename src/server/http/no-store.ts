import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A route's `preHandler` for an answer no browser or proxy may keep (a traveller's booking, a feedback
 * request): it runs after the request is validated and before the handler, as the handler's first line did.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}
