import { describe, expect, it } from 'vitest';
import { E164_PATTERN, mobileNumberE164 } from './mobile-number';

describe('mobileNumberE164', () => {
  it.each([
    ['+52 998 123 4567', '+529981234567'],
    ['+1 212 555 0100', '+12125550100'],
    ['  +44 7911 123456 ', '+447911123456'],
  ])('keeps %s as %s', (text, e164) => {
    expect(mobileNumberE164(text)).toBe(e164);
    expect(e164).toMatch(E164_PATTERN);
  });

  it.each([
    ['998 123 4567', 'no country code'],
    ['+1 555 123 4567', 'a number no country gives out'],
    ['+44 20 7946 0958', 'a landline'],
    ['+800 1234 5678', 'no mobile'],
    ['+52', 'too short'],
    ['', 'empty'],
    ['+52 998 123 4567 <script>', 'letters'],
    [`+${'9'.repeat(60)}`, 'far too long'],
  ])('refuses %s (%s)', (text) => {
    expect(mobileNumberE164(text)).toBeNull();
  });
});
