import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/fetchJson';
import { loginErrorMessage, loginFormMessage } from './authMessages';

describe('the login screen messages', () => {
  it.each([
    [new ApiError('server', 401, 'Authentication failed'), 'Invalid email or password'],
    [new ApiError('server', 403, 'Unauthorized access'), 'This account does not have admin access'],
    [
      new ApiError('server', 429, 'Too many requests. Please try again later.'),
      'Too many requests. Please try again later.',
    ],
    [new ApiError('network', 0, ''), 'An unexpected error occurred. Please try again.'],
    [new ApiError('invalid-response', 502, ''), 'An unexpected error occurred. Please try again.'],
    [new Error('boom'), 'An unexpected error occurred. Please try again.'],
  ])('shows %s as %j', (error, message) => {
    expect(loginErrorMessage(error)).toBe(message);
  });

  it('asks for both fields before the e-mail format', () => {
    expect(
      loginFormMessage({
        email: 'Please enter a valid email address',
        password: 'Please enter both email and password',
      }),
    ).toBe('Please enter both email and password');
    expect(loginFormMessage({ email: 'Please enter a valid email address' })).toBe(
      'Please enter a valid email address',
    );
    expect(loginFormMessage({})).toBeNull();
  });
});
