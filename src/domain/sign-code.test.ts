import { describe, expect, it } from 'vitest';
import {
  isSignCode,
  providerSignLine,
  SIGN_CODE_MAX_LENGTH,
  SIGN_CODE_WORDS,
  signCodeFromBytes,
} from './sign-code';

describe('sign codes', () => {
  it('draws two words, one from each list of 64 distinct words', () => {
    expect(new Set(SIGN_CODE_WORDS.adjectives).size).toBe(64);
    expect(new Set(SIGN_CODE_WORDS.nouns).size).toBe(64);
    expect(signCodeFromBytes(Uint8Array.of(7, 60))).toBe('Coral Turtle');
  });

  it('gives every one of the 4,096 codes from some bytes, each within the longest length', () => {
    const codes = new Set<string>();
    for (let a = 0; a < 64; a += 1) {
      for (let b = 0; b < 64; b += 1) {
        const code = signCodeFromBytes(Uint8Array.of(a, b));
        expect(code.length).toBeLessThanOrEqual(SIGN_CODE_MAX_LENGTH);
        expect(isSignCode(code)).toBe(true);
        codes.add(code);
      }
    }
    expect(codes.size).toBe(4096);
  });

  it('uses the low six bits, so bytes 256 apart or 64 apart draw the same word', () => {
    expect(signCodeFromBytes(Uint8Array.of(7 + 64, 60 + 128))).toBe('Coral Turtle');
  });

  it('refuses too few bytes and recognises only its own codes', () => {
    expect(() => signCodeFromBytes(Uint8Array.of(1))).toThrow(RangeError);
    expect(isSignCode('Coral Turtle')).toBe(true);
    expect(isSignCode('coral turtle')).toBe(false);
    expect(isSignCode('Coral Turtle Extra')).toBe(false);
    expect(isSignCode('')).toBe(false);
  });

  it("writes the provider's sign line with the last name as given", () => {
    expect(providerSignLine(`O'Brien <b>&"`, 'Coral Turtle')).toBe(`Sign: O'Brien <b>&" · Coral Turtle`);
  });
});
