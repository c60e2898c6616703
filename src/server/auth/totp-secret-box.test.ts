import { describe, expect, it } from 'vitest';
import { secretBox } from './totp-secret-box';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the two-factor secrets at rest', () => {
  it('seals a secret with TOTP_SECRET_KEY so the stored text does not hold it, and opens it again', () => {
    const box = secretBox(Buffer.alloc(32, 1));
    const stored = box.seal(SECRET);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(SECRET);
    expect(box.seal(SECRET)).not.toBe(stored);
    expect(box.open(stored)).toBe(SECRET);
  });

  it('refuses a sealed secret under another key, or with no key', () => {
    const stored = secretBox(Buffer.alloc(32, 1)).seal(SECRET);
    expect(() => secretBox(Buffer.alloc(32, 2)).open(stored)).toThrow();
    expect(() => secretBox(undefined).open(stored)).toThrow('TOTP_SECRET_KEY is not set');
  });

  it('stores a secret marked plain without a key, and still reads it once a key is set', () => {
    const stored = secretBox(undefined).seal(SECRET);
    expect(stored).toBe(`plain:${SECRET}`);
    expect(secretBox(Buffer.alloc(32, 1)).open(stored)).toBe(SECRET);
  });

  it('reads a secret sealed under an older key, and reseals it, or a plain one, under the current key', () => {
    const older = Buffer.alloc(32, 1);
    const box = secretBox(Buffer.alloc(32, 2), [older]);
    const underOlder = secretBox(older).seal(SECRET);
    expect(box.open(underOlder)).toBe(SECRET);
    const resealed = box.reseal(underOlder);
    expect(resealed).toMatch(/^v1:/);
    expect(secretBox(Buffer.alloc(32, 2)).open(resealed ?? '')).toBe(SECRET);
    expect(box.reseal(resealed ?? '')).toBeNull();
    expect(box.open(box.reseal(`plain:${SECRET}`) ?? '')).toBe(SECRET);
    expect(secretBox(undefined).reseal(`plain:${SECRET}`)).toBeNull();
    // Under a key it was never given: left as it is, and refused when read.
    const foreign = secretBox(Buffer.alloc(32, 3)).seal(SECRET);
    expect(box.reseal(foreign)).toBeNull();
    expect(() => box.open(foreign)).toThrow('sealed under another key');
  });
});
