import { z } from 'zod';
import {
  FEEDBACK_TOKEN_HEADER,
  type FeedbackSubmit,
  feedbackRequestSchema,
} from '../../../domain/schemas/feedback';
import { fetchJson } from '../../api/fetchJson';

const PATH = '/api/feedback';
/** The link's token goes in a header, never in the path, which logs and proxies keep. */
const tokenHeader = (token: string) => ({ [FEEDBACK_TOKEN_HEADER]: token });

export function fetchFeedbackRequest(token: string, signal?: AbortSignal) {
  return fetchJson(PATH, { schema: feedbackRequestSchema, signal, headers: tokenHeader(token) });
}

export function sendFeedback(token: string, answer: FeedbackSubmit) {
  return fetchJson(PATH, {
    method: 'POST',
    body: answer,
    headers: tokenHeader(token),
    schema: z.object({ ok: z.literal(true) }),
  });
}
