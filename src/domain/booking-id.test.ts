import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_ID_ALPHABET,
  BOOKING_ID_LENGTH,
  BOOKING_ID_MIN_BYTES,
  BOOKING_ID_PATTERN,
  bookingIdFromBytes,
  isBookingId,
} from './booking-id';

describe('booking ids', () => {
  it('are 10 Crockford base32 characters made from 7 bytes', () => {
    expect(BOOKING_ID_LENGTH).toBe(10);
    expect(BOOKING_ID_MIN_BYTES).toBe(7);
    expect(BOOKING_ID_ALPHABET).toBe('0123456789ABCDEFGHJKMNPQRSTVWXYZ');
    expect(new Set(BOOKING_ID_ALPHABET).size).toBe(32);
  });

  it.each([
    [[0, 0, 0, 0, 0, 0, 0], '0000000000'],
    [[255, 255, 255, 255, 255, 255, 255], 'ZZZZZZZZZZ'],
    [[0x08, 0x86, 0x42, 0x98, 0xe8, 0x4a, 0x80], '123456789A'],
    [[0x80, 0, 0, 0, 0, 0, 0], 'G000000000'],
    [[0, 0, 0, 0, 0, 0, 0b0100_0000], '0000000001'],
  ])('bytes %j make %s', (bytes, id) => {
    expect(bookingIdFromBytes(Uint8Array.from(bytes))).toBe(id);
  });

  it('ignores bytes past the 50 bits it needs', () => {
    const seven = [1, 2, 3, 4, 5, 6, 7];
    expect(bookingIdFromBytes(Uint8Array.from([...seven, 99, 42]))).toBe(
      bookingIdFromBytes(Uint8Array.from(seven)),
    );
  });

  it('needs at least 7 bytes', () => {
    expect(() => bookingIdFromBytes(new Uint8Array(6))).toThrow(RangeError);
    expect(() => bookingIdFromBytes(new Uint8Array(7))).not.toThrow();
  });

  it('always makes a valid id from enough bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 7, maxLength: 16 }), (bytes) => {
        expect(isBookingId(bookingIdFromBytes(bytes))).toBe(true);
      }),
    );
  });

  it('uses every character in every position', () => {
    for (let position = 0; position < BOOKING_ID_LENGTH; position += 1) {
      const seen = new Set<string>();
      for (let value = 0; value < 32; value += 1) {
        // Put `value` in the 5 bits of `position`, counted from the most significant bit of 56.
        const bits =
          BigInt(value) << BigInt(56 - BOOKING_ID_LENGTH * 5 + (BOOKING_ID_LENGTH - 1 - position) * 5);
        const bytes = new Uint8Array(7);
        for (let i = 0; i < 7; i += 1) bytes[i] = Number((bits >> BigInt((6 - i) * 8)) & 0xffn);
        seen.add(bookingIdFromBytes(bytes).charAt(position));
      }
      expect(seen.size).toBe(32);
    }
  });

  it.each(['K7M2Q9XH4T', '0000000000', 'ZZZZZZZZZZ'])('%s is a booking id', (id) => {
    expect(isBookingId(id)).toBe(true);
    expect(BOOKING_ID_PATTERN.test(id)).toBe(true);
  });

  it.each([
    'k7m2q9xh4t',
    'K7M2Q9XH4',
    'K7M2Q9XH4TT',
    'K7M2Q9XH4I',
    'K7M2Q9XH4L',
    'K7M2Q9XH4O',
    'K7M2Q9XH4U',
    '',
    ' K7M2Q9XH4T',
  ])('%j is not a booking id', (id) => {
    expect(isBookingId(id)).toBe(false);
  });
});
