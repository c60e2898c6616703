import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-guessability';

const TOO_COMMON = 'This password is too common. Please choose another.';

describe('a new password', () => {
  it.each(['Password1!', 'Qwerty123!', 'P@ssw0rd!', 'Welcome1!', 'Summer2024!', 'Admin123!'])(
    'refuses %s, which meets the spec rules but is guessed early',
    (password) => {
      expect(newPasswordProblem(password)).toBe(TOO_COMMON);
    },
  );

  it.each(['Sunny#Cancun26', 'Rainy#Tulum27', 'Breezy#Playa28'])('accepts %s', (password) => {
    expect(newPasswordProblem(password)).toBeNull();
  });

  it('checks the spec rules first, in their order', () => {
    expect(newPasswordProblem('password')).toBe('Password must contain at least one uppercase letter');
  });

  it('counts the account’s e-mail as known to a guesser', () => {
    expect(newPasswordProblem('Marisol#2026')).toBeNull();
    expect(newPasswordProblem('Marisol#2026', ['marisol2026@example.com'])).toBe(TOO_COMMON);
  });
});
