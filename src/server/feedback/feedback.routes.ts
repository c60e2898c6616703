/**
 * /api/feedback/:token (issue 19): the page of the e-mail's link reads the request and sends the answer.
 * The token is the only key, so both are rate-limited per address like the booking lookup.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackRequestSchema,
  feedbackSubmitSchema,
  feedbackTokenParamsSchema,
} from '../../domain/schemas/feedback';
import { travellerRateLimit } from '../http/traveller-limit';
import { answerFeedback, type FeedbackDeps, getFeedbackRequest } from './feedback.service';

export function feedbackRoutes(deps: FeedbackDeps & { lookupsPerHour: number }): FastifyPluginAsyncZod {
  const limit = travellerRateLimit(deps.lookupsPerHour);
  return async (app) => {
    app.get(
      '/feedback/:token',
      {
        schema: {
          summary: 'The ride a feedback link is about, and whether it was answered',
          tags: ['feedback'],
          params: feedbackTokenParamsSchema,
          response: { 200: feedbackRequestSchema },
        },
        config: limit,
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return getFeedbackRequest(deps, request.params.token);
      },
    );

    app.post(
      '/feedback/:token',
      {
        schema: {
          summary: "The traveller's rating (1 to 5) and comment; a link answers once",
          tags: ['feedback'],
          params: feedbackTokenParamsSchema,
          body: feedbackSubmitSchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
        config: limit,
      },
      async (request) => answerFeedback(deps, request.params.token, request.body),
    );
  };
}
