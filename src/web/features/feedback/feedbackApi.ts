import { z } from 'zod';
import { type FeedbackSubmit, feedbackRequestSchema } from '../../../domain/schemas/feedback';
import { fetchJson } from '../../api/fetchJson';

const path = (token: string) => `/api/feedback/${encodeURIComponent(token)}`;

export function fetchFeedbackRequest(token: string, signal?: AbortSignal) {
  return fetchJson(path(token), { schema: feedbackRequestSchema, signal });
}

export function sendFeedback(token: string, answer: FeedbackSubmit) {
  return fetchJson(path(token), { method: 'POST', body: answer, schema: z.object({ ok: z.literal(true) }) });
}
