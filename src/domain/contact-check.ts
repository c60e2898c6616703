import { CONTACT_MESSAGES, textCharactersMessage, textTooLongMessage } from './messages';
import { hasControlCharacter, TEXT_LIMITS } from './text-limits';

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

/** The contact form's limits, which `contactSchema` declares too. */
export const CONTACT_TEXT_LIMITS = {
  name: { label: 'Name', max: TEXT_LIMITS.name },
  email: { label: 'Email', max: TEXT_LIMITS.email },
  message: { label: 'Message', max: TEXT_LIMITS.message },
} as const;

/** zod's own e-mail pattern (`z.regexes.email`, which `z.email()` uses); a test keeps the two equal. */
export const CONTACT_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** What is wrong with one trimmed, non-empty field, in the order the schema checks: length, then characters. */
function textProblem(value: string, limit: { label: string; max: number }): string | undefined {
  if (value.length > limit.max) return textTooLongMessage(limit.label, limit.max);
  if (hasControlCharacter(value)) return textCharactersMessage(limit.label);
  return undefined;
}

function emailProblem(email: string): string | undefined {
  const { label, max } = CONTACT_TEXT_LIMITS.email;
  if (email.length > max) return textTooLongMessage(label, max);
  return CONTACT_EMAIL_PATTERN.test(email) ? undefined : CONTACT_MESSAGES.emailInvalid;
}

/**
 * What stops this message from being sent, as the one line the form shows: 'Please fill in all fields'
 * when a field is blank once trimmed (SPEC section 5), then the first field's problem in the form's order
 * (too long, characters nobody types, 'Invalid email address'). Undefined when it may be sent.
 */
export function contactFormProblem(values: ContactFormValues): string | undefined {
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (name === '' || email === '' || message === '') return CONTACT_MESSAGES.fillAllFields;
  return (
    textProblem(name, CONTACT_TEXT_LIMITS.name) ??
    emailProblem(email) ??
    textProblem(message, CONTACT_TEXT_LIMITS.message)
  );
}
