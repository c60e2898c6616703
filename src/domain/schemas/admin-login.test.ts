import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../testing/domain/field-errors';
import { forgotPasswordSchema, loginSchema } from './admin-login';

function errorsOf(
  schema: typeof loginSchema | typeof forgotPasswordSchema,
  input: unknown,
): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('admin login', () => {
  it('accepts an e-mail and password, trimming only the e-mail', () => {
    expect(loginSchema.parse({ email: ' admin@example.com ', password: ' secret ' })).toEqual({
      email: 'admin@example.com',
      password: ' secret ',
    });
  });

  it.each([
    [{ email: '', password: 'secret' }, { email: 'Please enter both email and password' }],
    [{ email: 'admin@example.com', password: '' }, { password: 'Please enter both email and password' }],
    [{ email: '   ', password: 'secret' }, { email: 'Please enter both email and password' }],
    [{ email: 'admin', password: 'secret' }, { email: 'Please enter a valid email address' }],
    [{ email: 'admin@example', password: 'secret' }, { email: 'Please enter a valid email address' }],
  ])('%j says %j', (input, errors) => {
    expect(errorsOf(loginSchema, input)).toEqual(errors);
  });
});

describe('forgot password', () => {
  it.each([
    [{ email: '' }, { email: 'Please enter your email address' }],
    [{}, { email: 'Please enter your email address' }],
    [{ email: 'admin' }, { email: 'Please enter a valid email address' }],
    [{ email: ' admin@example.com ' }, {}],
  ])('%j says %j', (input, errors) => {
    expect(errorsOf(forgotPasswordSchema, input)).toEqual(errors);
  });
});
