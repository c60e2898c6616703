import { describe, expect, it } from 'vitest';
import { commonPasswordViolation } from './password-strength';
import { readAuthenticationCode } from './two-factor';

describe('the authentication code field', () => {
  it.each([
    ['123456', { kind: 'totp', value: '123456' }],
    [' 123 456 ', { kind: 'totp', value: '123456' }],
    ['abcde-fghij', { kind: 'recovery', value: 'abcdefghij' }],
    [' ABCDE-FGHIJ ', { kind: 'recovery', value: 'abcdefghij' }],
    ['12345', { kind: 'recovery', value: '12345' }],
  ])('reads %j as %j', (input, read) => {
    expect(readAuthenticationCode(input)).toEqual(read);
  });
});

describe('the common-password rule', () => {
  it.each([
    [{ score: 4, isCommonPassword: false }, null],
    [{ score: 3, isCommonPassword: false }, null],
    [{ score: 2, isCommonPassword: false }, 'This password is too common. Please choose another.'],
    [{ score: 4, isCommonPassword: true }, 'This password is too common. Please choose another.'],
  ])('answers %j with %j', (estimate, message) => {
    expect(commonPasswordViolation(estimate)).toBe(message);
  });
});
