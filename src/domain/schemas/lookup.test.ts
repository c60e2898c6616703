import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../testing/domain/field-errors';
import { lookupSchema } from './lookup';

function errorsOf(input: unknown): Record<string, string> {
  const result = lookupSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('booking lookup', () => {
  it('trims the e-mail and last name', () => {
    expect(lookupSchema.parse({ email: ' ana@example.com ', lastName: ' García ' })).toEqual({
      email: 'ana@example.com',
      lastName: 'García',
    });
  });

  it.each([
    [{ email: '', lastName: 'García' }, { email: 'Please enter both email and last name' }],
    [{ email: 'ana@example.com', lastName: '  ' }, { lastName: 'Please enter both email and last name' }],
    [
      { email: '', lastName: '' },
      { email: 'Please enter both email and last name', lastName: 'Please enter both email and last name' },
    ],
    [{ lastName: 'García' }, { email: 'Please enter both email and last name' }],
  ])('%j says %j', (input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });
});
