import { z } from 'zod';
import { CONTACT_TEXT_LIMITS } from '../contact-check';
import { CONTACT_MESSAGES } from '../messages';
import { emailAddress, requiredText } from './fields';

/** The footer contact form. `website` is a honeypot: hidden from people, filled in by bots. */
export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.fillAllFields, CONTACT_TEXT_LIMITS.name),
  email: emailAddress(CONTACT_MESSAGES.fillAllFields, CONTACT_MESSAGES.emailInvalid),
  message: requiredText(CONTACT_MESSAGES.fillAllFields, CONTACT_TEXT_LIMITS.message),
  website: z.string().max(1000).optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** A filled honeypot means a bot: answer 'Spam detected. Please try again.' and send nothing. */
export function isSpamSubmission(input: { website?: string | null | undefined }): boolean {
  return (input.website ?? '') !== '';
}
