import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTACT_EMAIL_PATTERN, type ContactFormValues, contactFormProblem } from './contact-check';
import { CONTACT_MESSAGES } from './messages';
import { contactSchema } from './schemas/contact';
import { fieldErrors } from './schemas/field-errors';

const valid: ContactFormValues = {
  name: 'Ana',
  email: 'ana@example.com',
  message: 'Do you have baby chairs?',
};

/** The one line the schema's answer comes to: any blank field first, then the e-mail's message. */
function schemaProblem(values: ContactFormValues): string | undefined {
  const result = contactSchema.safeParse(values);
  if (result.success) return undefined;
  const messages = Object.values(fieldErrors(result.error));
  return messages.includes(CONTACT_MESSAGES.fillAllFields) ? CONTACT_MESSAGES.fillAllFields : messages[0];
}

const cases: [string, ContactFormValues][] = [
  ['a complete message', valid],
  ['padded fields', { name: ' Ana ', email: ' ana@example.com ', message: '\nHi\t' }],
  ['no name', { ...valid, name: '' }],
  ['a name of spaces', { ...valid, name: '   ' }],
  ['no e-mail', { ...valid, email: '' }],
  ['an e-mail of spaces', { ...valid, email: ' ' }],
  ['no message', { ...valid, message: '' }],
  ['a message of blank lines', { ...valid, message: '\n\n ' }],
  ['nothing at all', { name: '', email: '', message: '' }],
  ['an e-mail without @', { ...valid, email: 'ana.example.com' }],
  ['an e-mail without a domain suffix', { ...valid, email: 'ana@example' }],
  ['an e-mail with two dots in a row', { ...valid, email: 'ana..lopez@example.com' }],
  ['an e-mail with a plus', { ...valid, email: 'ana+trips@example.co.uk' }],
  ['an e-mail with a space inside', { ...valid, email: 'ana lopez@example.com' }],
  ['a blank name and a malformed e-mail', { ...valid, name: '', email: 'nope' }],
];

describe('contact form check without zod', () => {
  it('accepts a complete message', () => {
    expect(contactFormProblem(valid)).toBeUndefined();
  });

  it('says "Please fill in all fields" when a field is blank once trimmed', () => {
    expect(contactFormProblem({ ...valid, message: '  ' })).toBe('Please fill in all fields');
  });

  it('says "Invalid email address" for an address that is not one', () => {
    expect(contactFormProblem({ ...valid, email: 'ana.example.com' })).toBe('Invalid email address');
  });

  it.each(cases)('agrees with contactSchema on %s', (_case, values) => {
    expect(contactFormProblem(values)).toBe(schemaProblem(values));
  });

  it('agrees with contactSchema on any text', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('', ' ', 'a@b.co', 'x@example.com', ' a.b@c-d.org '));
    fc.assert(
      fc.property(text, text, text, (name, email, message) => {
        const values = { name, email, message };
        expect(contactFormProblem(values)).toBe(schemaProblem(values));
      }),
    );
  });

  it("uses zod's own e-mail pattern", () => {
    expect(CONTACT_EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });
});
