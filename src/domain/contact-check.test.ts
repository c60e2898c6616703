import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '../testing/domain/field-errors';
import { CONTACT_EMAIL_PATTERN, type ContactFormValues, contactFormProblem } from './contact-check';
import { CONTACT_MESSAGES } from './messages';
import { contactSchema } from './schemas/contact';

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
  ['a name of 100 characters', { ...valid, name: 'n'.repeat(100) }],
  ['a name of 101 characters', { ...valid, name: 'n'.repeat(101) }],
  ['a NUL in the name', { ...valid, name: 'A\u0000na' }],
  ['an escape in the message', { ...valid, message: 'Hi \u001b[2J' }],
  ['a tab and new lines in the message', { ...valid, message: 'Hi,\n\tbaby chairs?\n' }],
  ['a message of 5,000 characters', { ...valid, message: 'm'.repeat(5000) }],
  ['a message of 5,001 characters', { ...valid, message: 'm'.repeat(5001) }],
  ['an address of 255 characters', { ...valid, email: `${'a'.repeat(243)}@example.com` }],
  ['a long name and a malformed e-mail', { ...valid, name: 'n'.repeat(101), email: 'nope' }],
  ['a malformed e-mail and a long message', { ...valid, email: 'nope', message: 'm'.repeat(5001) }],
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
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('', ' ', 'a@b.co', 'x@example.com', ' a.b@c-d.org ', 'x'.repeat(101), 'x'.repeat(5001)),
    );
    fc.assert(
      fc.property(text, text, text, (name, email, message) => {
        const values = { name, email, message };
        expect(contactFormProblem(values)).toBe(schemaProblem(values));
      }),
    );
  });

  it('says which field is too long, or holds characters nobody types', () => {
    expect(contactFormProblem({ ...valid, name: 'n'.repeat(101) })).toBe(
      'Name must be at most 100 characters',
    );
    expect(contactFormProblem({ ...valid, message: 'm'.repeat(5001) })).toBe(
      'Message must be at most 5,000 characters',
    );
    expect(contactFormProblem({ ...valid, name: 'A\u0000na' })).toBe(
      'Name contains characters that are not allowed',
    );
  });

  it("uses zod's own e-mail pattern", () => {
    expect(CONTACT_EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });
});
