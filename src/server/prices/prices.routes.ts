import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { pricesResponseSchema } from '../../domain/schemas/booking';
import type { PriceCache } from './price-cache';

type PricesResponse = z.infer<typeof pricesResponseSchema>;

export function pricesRoutes(deps: { prices: PriceCache }): FastifyPluginAsyncZod {
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
        // Prices change rarely; a minute of caching spares the server on busy pages. The body comes
        // serialised from memory (price-cache.ts), checked against the schema when it was read; Fastify
        // sends a JSON string as it is, which the schema's type cannot say.
        const json = (await deps.prices.pricesJson(request.log)) as unknown as PricesResponse;
        return reply
          .header('Cache-Control', 'public, max-age=60')
          .type('application/json; charset=utf-8')
          .send(json);
      },
    );
  };
}
