/**
 * The text rules of iCalendar files (RFC 5545 section 3): escaped TEXT values, content lines folded at
 * 75 octets, CRLF line ends, and the two date-time forms we write. Calendar apps are strict readers;
 * one unescaped comma in a hotel's name would split a value, one over-long line breaks some importers.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

/** RFC 5545 section 3.1: a content line is at most 75 octets, excluding the line break. */
export const ICS_MAX_LINE_OCTETS = 75;
export const ICS_LINE_END = '\r\n';

/** A TEXT value (section 3.3.11): backslash, semicolon and comma escaped, any line break as `\n`. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 octets of one fold unit (a code point, or a backslash and the code point it escapes), counted. */
function octets(unit: string): number {
  const codePoint = unit.codePointAt(0) ?? 0;
  if (codePoint === 0x5c && unit.length > 1) return 1 + octets(unit.slice(1));
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** Characters (code points), with an escape such as `\n` kept whole: some readers mishandle a split one. */
const FOLD_UNITS = /\\[\s\S]|[\s\S]/gu;

/** ASCII only: one octet a character, so a line's length is its size. */
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * Folds one content line (section 3.1): pieces of at most 75 octets, each continuation starting with a
 * space (which counts towards its 75). Splits between characters, never inside a multi-byte UTF-8
 * sequence or a surrogate pair, so every piece is valid UTF-8 on its own. Most lines are short ASCII and
 * are returned as they are, without walking their characters.
 */
export function foldIcsLine(line: string): string {
  if (line.length <= ICS_MAX_LINE_OCTETS && ASCII_ONLY.test(line)) return line;
  const pieces: string[] = [];
  let piece = '';
  let pieceOctets = 0;
  for (const [unit] of line.matchAll(FOLD_UNITS)) {
    const size = octets(unit);
    const limit = pieces.length === 0 ? ICS_MAX_LINE_OCTETS : ICS_MAX_LINE_OCTETS - 1;
    if (pieceOctets + size > limit) {
      pieces.push(piece);
      piece = '';
      pieceOctets = 0;
    }
    piece += unit;
    pieceOctets += size;
  }
  pieces.push(piece);
  return pieces.join(`${ICS_LINE_END} `);
}

/** The lines of a calendar object, folded, each ended by CRLF (the last one too). */
export function icsDocument(lines: readonly string[]): string {
  return lines.map((line) => `${foldIcsLine(line)}${ICS_LINE_END}`).join('');
}

/** A UTC DATE-TIME (form 2): `20261121T193000Z`. */
export function icsUtcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A local DATE-TIME of a zone (form 3, used with TZID): `20261121T143000` for 14:30 there. */
export function icsZonedDateTime(instant: Date, timeZone: string): string {
  return format(instant, "yyyyMMdd'T'HHmmss", { in: tz(timeZone) });
}
