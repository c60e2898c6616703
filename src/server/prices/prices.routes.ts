import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { pricesResponseSchema } from '../../domain/schemas/booking';
import { type PreparedAnswer, preparedAnswer } from '../http/memory-answers';
import type { PriceCache } from './price-cache';

type PricesResponse = z.infer<typeof pricesResponseSchema>;

/** Prices change rarely; a minute of caching spares the server on busy pages. */
const CACHE_CONTROL = 'public, max-age=60';
const CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * `GET /api/prices` before the pipeline (http/memory-answers.ts): the route's answer, made again only when
 * the copy in memory changed; none while there is no copy (the route then reads the table).
 */
export function pricesFromMemory(
  prices: PriceCache,
  commonHeaders: Readonly<Record<string, string>>,
): () => PreparedAnswer | undefined {
  let last: { json: string; answer: PreparedAnswer } | undefined;
  return () => {
    const json = prices.cachedJson();
    if (json === undefined) return undefined;
    if (last?.json !== json) {
      const headers = { ...commonHeaders, 'cache-control': CACHE_CONTROL, 'content-type': CONTENT_TYPE };
      last = { json, answer: preparedAnswer(200, headers, Buffer.from(json)) };
    }
    return last.answer;
  };
}

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
        // The body comes serialised from memory (price-cache.ts), checked against the schema when it was read; Fastify
        // sends a JSON string as it is, which the schema's type cannot say.
        const json = (await deps.prices.pricesJson(request.log)) as unknown as PricesResponse;
        return reply.header('Cache-Control', CACHE_CONTROL).type(CONTENT_TYPE).send(json);
      },
    );
  };
}
