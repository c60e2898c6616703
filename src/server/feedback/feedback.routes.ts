/**
 * /api/feedback: the page of the e-mail's link reads the request and sends the answer. The token
 * is the only key, so both are rate-limited per address like the booking lookup. It travels in the
 * X-Feedback-Token header, not in the path, which request logs and proxies keep.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEEDBACK_TOKEN_HEADER,
  feedbackRequestSchema,
  feedbackSubmitSchema,
  feedbackTokenHeadersSchema,
} from '../../domain/schemas/feedback';
import { noStore } from '../http/no-store';
import { travellerRateLimit } from '../http/traveller-limit';
import { answerFeedback, type FeedbackDeps, getFeedbackRequest } from './feedback.service';

export function feedbackRoutes(deps: FeedbackDeps & { lookupsPerHour: number }): FastifyPluginAsyncZod {
  const limit = travellerRateLimit(deps.lookupsPerHour);
  return async (app) => {
    app.get(
      '/feedback',
      {
        schema: {
          summary:
            'The ride a feedback link is about, and whether it was answered (the token in X-Feedback-Token)',
          tags: ['feedback'],
          headers: feedbackTokenHeadersSchema,
          response: { 200: feedbackRequestSchema },
        },
        config: limit,
        preHandler: noStore,
      },
      async (request) => getFeedbackRequest(deps, request.headers[FEEDBACK_TOKEN_HEADER]),
    );

    app.post(
      '/feedback',
      {
        schema: {
          summary:
            "The traveller's rating (1 to 5) and comment; a link answers once (the token in X-Feedback-Token)",
          tags: ['feedback'],
          headers: feedbackTokenHeadersSchema,
          body: feedbackSubmitSchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
        config: limit,
      },
      async (request) => answerFeedback(deps, request.headers[FEEDBACK_TOKEN_HEADER], request.body),
    );
  };
}
