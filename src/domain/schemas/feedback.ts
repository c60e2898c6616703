/** The feedback page's API shapes. */
import { z } from 'zod';
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_TEXTS } from '../feedback';
import { LOCATION_NAMES } from '../locations';
import { boundedText, isoInstant } from './fields';

/**
 * The API takes the link's token in this header, never in its path, which request logs,
 * proxies and the browser's history keep. (The page's own address, `/feedback/{token}`, is the e-mail's.)
 */
export const FEEDBACK_TOKEN_HEADER = 'x-feedback-token';

/** The link's token: 32 random bytes, base64url. A loose object keeps the request's other headers. */
export const feedbackTokenHeadersSchema = z.looseObject({
  [FEEDBACK_TOKEN_HEADER]: z
    .string({ error: FEEDBACK_TEXTS.invalid })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: FEEDBACK_TEXTS.invalid })
    .meta({ description: "The token of the feedback link's path, /feedback/{token}" }),
});

export const feedbackSubmitSchema = z.object({
  rating: z
    .int({ error: FEEDBACK_TEXTS.chooseRating })
    .min(1, FEEDBACK_TEXTS.chooseRating)
    .max(5, FEEDBACK_TEXTS.chooseRating),
  comment: boundedText({ label: 'Comment', max: FEEDBACK_COMMENT_MAX_LENGTH }).optional(),
});
export type FeedbackSubmit = z.infer<typeof feedbackSubmitSchema>;

/** What the page shows before the traveller answers: which ride, and whether the link was used. */
export const feedbackRequestSchema = z.object({
  bookingId: z.string(),
  firstName: z.string(),
  from: z.enum(LOCATION_NAMES),
  to: z.enum(LOCATION_NAMES),
  rideAt: isoInstant,
  answered: z.boolean(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
