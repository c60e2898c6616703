import { z } from 'zod';
import { LOOKUP_MESSAGES } from '../messages';
import { requiredText } from './fields';

/** Check my booking: e-mail and last name, both needed, one message for either missing. */
export const lookupSchema = z.object({
  email: requiredText(LOOKUP_MESSAGES.bothRequired),
  lastName: requiredText(LOOKUP_MESSAGES.bothRequired),
});

export type LookupInput = z.infer<typeof lookupSchema>;
