import { z } from 'zod';
import { LOOKUP_MESSAGES } from '../messages';
import { BOOKING_TEXT_LIMITS } from './booking-details';
import { emailText, requiredText } from './fields';

/** Check my booking: e-mail and last name, both needed, one message for either missing. */
export const lookupSchema = z.object({
  email: emailText(LOOKUP_MESSAGES.bothRequired),
  lastName: requiredText(LOOKUP_MESSAGES.bothRequired, BOOKING_TEXT_LIMITS.lastName),
});

export type LookupInput = z.infer<typeof lookupSchema>;
