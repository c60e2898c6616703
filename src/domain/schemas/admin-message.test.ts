import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../testing/domain/field-errors';
import { adminMessageSchema } from './admin-message';

function errorsOf(input: unknown): Record<string, string> {
  const result = adminMessageSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('admin message to a customer', () => {
  it.each([
    [{ message: ' Your driver is Juan. ' }, { message: 'Your driver is Juan.' }],
    [
      { message: 'Sorry', emailType: 'cancellation' },
      { message: 'Sorry', emailType: 'cancellation' },
    ],
    [
      { message: 'Refunded', emailType: 'refund' },
      { message: 'Refunded', emailType: 'refund' },
    ],
  ])('accepts %j', (input, parsed) => {
    expect(adminMessageSchema.parse(input)).toEqual(parsed);
  });

  it.each(['', '   ', undefined])('a message of %j says "Please enter a message"', (message) => {
    expect(errorsOf({ message })).toEqual({ message: 'Please enter a message' });
  });

  it('refuses an unknown e-mail type', () => {
    expect(errorsOf({ message: 'Hi', emailType: 'marketing' })).toHaveProperty('emailType');
  });
});
