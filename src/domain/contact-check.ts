import { CONTACT_MESSAGES } from './messages';

/**
 * The contact form's rules without zod: the form sits in the footer of every page, the home page included,
 * whose script budget has no room for zod (docs/decisions/008). It answers as `contactSchema` does (the
 * tests hold both to one table); the server still validates every message with the schema.
 */
export type ContactFormValues = {
  name: string;
  email: string;
  message: string;
};

/** zod's own e-mail pattern (`z.regexes.email`, which `z.email()` uses); a test keeps the two equal. */
export const CONTACT_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/**
 * What stops this message from being sent, as the one line the form shows: 'Please fill in all fields'
 * when a field is blank once trimmed (SPEC section 5), then 'Invalid email address'. Undefined when it
 * may be sent.
 */
export function contactFormProblem(values: ContactFormValues): string | undefined {
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (name === '' || email === '' || message === '') return CONTACT_MESSAGES.fillAllFields;
  if (!CONTACT_EMAIL_PATTERN.test(email)) return CONTACT_MESSAGES.emailInvalid;
  return undefined;
}
