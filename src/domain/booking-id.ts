/**
 * Public booking ids: 10 characters of Crockford base32 (50 random bits). Short enough to read out on the
 * phone, without I, L, O or U to mistake, and too many to guess. The server supplies the random bytes so
 * this stays pure.
 */
export const BOOKING_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BOOKING_ID_LENGTH = 10;
export const BOOKING_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;

const BITS_PER_CHAR = 5;
/** 10 characters × 5 bits = 50 bits, read from 7 bytes (56 bits). */
export const BOOKING_ID_MIN_BYTES = Math.ceil((BOOKING_ID_LENGTH * BITS_PER_CHAR) / 8);

/** Exact uppercase ids only: ids are compared as stored, so a lowercase one is a different string. */
export function isBookingId(s: string): boolean {
  return BOOKING_ID_PATTERN.test(s);
}

/** Turns random bytes into an id, five bits per character, so all 32 characters are equally likely. */
export function bookingIdFromBytes(bytes: Uint8Array): string {
  if (bytes.length < BOOKING_ID_MIN_BYTES) {
    throw new RangeError(`A booking id needs at least ${BOOKING_ID_MIN_BYTES} random bytes`);
  }
  let id = '';
  let buffer = 0;
  let bufferedBits = 0;
  let byteIndex = 0;
  while (id.length < BOOKING_ID_LENGTH) {
    if (bufferedBits < BITS_PER_CHAR) {
      buffer = ((buffer << 8) | (bytes[byteIndex] ?? 0)) & 0xfff;
      byteIndex += 1;
      bufferedBits += 8;
    }
    bufferedBits -= BITS_PER_CHAR;
    id += BOOKING_ID_ALPHABET.charAt((buffer >> bufferedBits) & 0x1f);
  }
  return id;
}
