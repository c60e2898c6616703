/** The feedback page's API shapes (issue 19). */
import { z } from 'zod';
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_TEXTS } from '../feedback';
import { LOCATION_NAMES } from '../locations';
import { boundedText, isoInstant } from './fields';

/** The link's token: 32 random bytes, base64url. */
export const feedbackTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: FEEDBACK_TEXTS.invalid }),
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
