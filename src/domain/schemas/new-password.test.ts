import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../testing/domain/field-errors';
import {
  firstPasswordViolation,
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
} from './new-password';

describe('new password rules', () => {
  it('are checked in the order of the spec', () => {
    expect(PASSWORD_RULES.map((rule) => rule.id)).toEqual([
      'minLength',
      'uppercase',
      'lowercase',
      'digit',
      'special',
    ]);
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character (!@#$%^&*)',
    ]);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%^&*');
  });

  it.each([
    ['', 'Password must be at least 8 characters long'],
    ['Ab1!xyz', 'Password must be at least 8 characters long'],
    ['abc', 'Password must be at least 8 characters long'],
    ['ab1!wxyz', 'Password must contain at least one uppercase letter'],
    ['AB1!WXYZ', 'Password must contain at least one lowercase letter'],
    ['Abc!wxyz', 'Password must contain at least one number'],
    ['Abc1wxyz', 'Password must contain at least one special character (!@#$%^&*)'],
    ['Abc1wxy?', 'Password must contain at least one special character (!@#$%^&*)'],
    ['Abc1wxy!', null],
    ['Ab1!wxyz', null],
  ])('%j breaks %j', (password, message) => {
    expect(firstPasswordViolation(password)).toBe(message);
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('%s counts as a special character', (c) => {
    expect(firstPasswordViolation(`Abcdef1${c}`)).toBeNull();
  });

  function errorsOf(input: unknown): Record<string, string> {
    const result = newPasswordSchema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  }

  it('accepts a good password confirmed', () => {
    expect(errorsOf({ password: 'Ab1!wxyz', confirmPassword: 'Ab1!wxyz' })).toEqual({});
  });

  it('says "Passwords do not match" under the confirmation', () => {
    expect(errorsOf({ password: 'Ab1!wxyz', confirmPassword: 'Ab1!wxy' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('reports the first broken rule before any mismatch', () => {
    expect(errorsOf({ password: 'ab1!wxyz', confirmPassword: 'other' })).toEqual({
      password: 'Password must contain at least one uppercase letter',
    });
  });
});
