/**
 * The sign code: two English words (an adjective and a noun, 'Coral Turtle') the driver's sign carries
 * beside the traveller's last name. A name on a sign proves nothing in Cancun's exit hall, where sellers
 * read names off other signs; the code is told only to the traveller and to the provider who accepted the
 * ride, so a sign without it is not our driver. 64 × 64 words give 4,096 codes: enough that a seller
 * cannot guess one in the minute they have, short enough to read on a sign from across the hall.
 * The server supplies the random bytes (node:crypto) so this stays pure.
 */

const ADJECTIVES = [
  'Amber',
  'Azure',
  'Bold',
  'Brave',
  'Bright',
  'Calm',
  'Clever',
  'Coral',
  'Cosmic',
  'Crimson',
  'Crystal',
  'Daring',
  'Desert',
  'Eager',
  'Emerald',
  'Fancy',
  'Gentle',
  'Giant',
  'Golden',
  'Grand',
  'Happy',
  'Hidden',
  'Honest',
  'Humble',
  'Ivory',
  'Jade',
  'Jolly',
  'Kind',
  'Lively',
  'Lucky',
  'Lunar',
  'Magic',
  'Merry',
  'Mighty',
  'Misty',
  'Noble',
  'Ocean',
  'Olive',
  'Orange',
  'Polar',
  'Proud',
  'Purple',
  'Quick',
  'Quiet',
  'Rapid',
  'Royal',
  'Ruby',
  'Rustic',
  'Sandy',
  'Silent',
  'Silver',
  'Smart',
  'Solar',
  'Steady',
  'Stormy',
  'Sunny',
  'Swift',
  'Tidal',
  'Tropic',
  'Velvet',
  'Vivid',
  'Wild',
  'Windy',
  'Witty',
] as const;

const NOUNS = [
  'Anchor',
  'Badger',
  'Beacon',
  'Bison',
  'Cactus',
  'Canyon',
  'Cedar',
  'Comet',
  'Condor',
  'Cougar',
  'Coyote',
  'Dolphin',
  'Eagle',
  'Falcon',
  'Ferret',
  'Flamingo',
  'Forest',
  'Fox',
  'Gecko',
  'Glacier',
  'Harbor',
  'Hawk',
  'Heron',
  'Iguana',
  'Island',
  'Jaguar',
  'Kestrel',
  'Koala',
  'Lagoon',
  'Lantern',
  'Lemur',
  'Lion',
  'Lynx',
  'Mango',
  'Manatee',
  'Meadow',
  'Mesa',
  'Orca',
  'Otter',
  'Owl',
  'Panda',
  'Parrot',
  'Pelican',
  'Pepper',
  'Puffin',
  'Puma',
  'Quail',
  'Raven',
  'Reef',
  'River',
  'Robin',
  'Sailor',
  'Salmon',
  'Seal',
  'Shell',
  'Sparrow',
  'Stingray',
  'Summit',
  'Toucan',
  'Tiger',
  'Turtle',
  'Walrus',
  'Whale',
  'Zebra',
] as const;

/** Random bytes a code needs: one for each word (6 of its 8 bits, so every word is equally likely). */
export const SIGN_CODE_BYTES = 2;

/**
 * Longest code: the longest adjective, a space and the longest noun.
 * @internal The test holds every code to it.
 */
export const SIGN_CODE_MAX_LENGTH = 20;

/** A code from random bytes; 64 divides 256, so taking 6 bits of each byte keeps every word equally likely. */
export function signCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < SIGN_CODE_BYTES) {
    throw new RangeError(`A sign code needs ${SIGN_CODE_BYTES} random bytes`);
  }
  const adjective = ADJECTIVES[(bytes[0] ?? 0) & 0x3f];
  const noun = NOUNS[(bytes[1] ?? 0) & 0x3f];
  return `${adjective} ${noun}`;
}

/**
 * True for a code this list could have drawn.
 * @internal The tests check stored codes with it.
 */
export function isSignCode(code: string): boolean {
  const [adjective, noun, ...rest] = code.split(' ');
  return (
    rest.length === 0 &&
    (ADJECTIVES as readonly string[]).includes(adjective ?? '') &&
    (NOUNS as readonly string[]).includes(noun ?? '')
  );
}

/** What the driver's sign says: 'Sign: Lopez · Coral Turtle' on the provider page and the manifest. */
export function signText(lastName: string, code: string): string {
  return `${lastName} · ${code}`;
}

/** How the traveller's pages and e-mails name the sign, and what it is for. */
export const SIGN_LABEL = 'Your Driver’s Sign';
export const SIGN_ADVICE = 'Go only with a driver whose sign shows this code.';

/** The traveller's line: the sign and what it is for. */
export function travellerSignText(lastName: string, code: string): string {
  return `${signText(lastName, code)} (${SIGN_ADVICE})`;
}

/** The provider page's and manifest's line. */
export function providerSignLine(lastName: string, code: string): string {
  return `Sign: ${signText(lastName, code)}`;
}

/**
 * The lists, for the test that every word is distinct and every code fits.
 * @internal
 */
export const SIGN_CODE_WORDS = { adjectives: ADJECTIVES, nouns: NOUNS } as const;
