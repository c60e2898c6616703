import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../testing/domain/field-errors';
import { contactSchema, isSpamSubmission } from './contact';

const valid = { name: 'Ana', email: 'ana@example.com', message: 'Do you have baby chairs?' };

function errorsOf(input: unknown): Record<string, string> {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('contact form', () => {
  it('accepts a message and trims it', () => {
    expect(
      contactSchema.parse({ name: ' Ana ', email: ' ana@example.com', message: ' Hi ', website: '' }),
    ).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Hi',
      website: '',
    });
  });

  it.each([
    ['name', ''],
    ['name', '   '],
    ['email', ''],
    ['email', ' '],
    ['message', ''],
    ['message', '\n\t '],
    ['message', undefined],
  ])('a %s of %j says "Please fill in all fields"', (field, value) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: 'Please fill in all fields' });
  });

  it('says "Invalid email address" for a malformed e-mail', () => {
    expect(errorsOf({ ...valid, email: 'ana.example.com' })).toEqual({ email: 'Invalid email address' });
  });

  it.each([
    [{}, false],
    [{ website: '' }, false],
    [{ website: undefined }, false],
    [{ website: null }, false],
    [{ website: 'http://spam.example' }, true],
    [{ website: ' ' }, true],
  ])('the honeypot %j marks spam: %s', (input, spam) => {
    expect(isSpamSubmission(input)).toBe(spam);
  });
});
