import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_PRICE_ROUTES } from '../../domain/prices';
import { pricesResponseSchema } from '../../domain/schemas/booking';
import type { Database } from '../db/client';
import { loadPriceRoutes } from './prices.service';

export function pricesRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/prices',
      {
        schema: {
          summary: 'Route prices per vehicle (whole US dollars)',
          tags: ['prices'],
          response: { 200: pricesResponseSchema },
        },
      },
      async (request, reply) => {
        const routes = await loadPriceRoutes(deps.db, request.log);
        // Prices change rarely; a minute of caching spares the database on busy pages.
        reply.header('Cache-Control', 'public, max-age=60');
        return { routes: routes.length > 0 ? routes : [...DEFAULT_PRICE_ROUTES] };
      },
    );
  };
}
