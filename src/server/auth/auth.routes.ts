import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '../../domain/schemas/session';

/**
 * Admin accounts. Sign-in arrives with the accounts work (issue 6); until then there is no way to hold a
 * session, so every visitor is, truthfully, signed out.
 */
export function authRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/session',
      { schema: { summary: 'Who is signed in', tags: ['auth'], response: { 200: sessionResponseSchema } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { authenticated: false, user: null };
      },
    );
  };
}
