import { describe, expect, it } from 'vitest';
import {
  escapeIcsText,
  foldIcsLine,
  ICS_MAX_LINE_OCTETS,
  icsDocument,
  icsUtcDateTime,
  icsZonedDateTime,
} from './ics-format';

const octets = (text: string) => new TextEncoder().encode(text).length;
const physicalLines = (folded: string) => folded.split('\r\n');

describe('iCalendar text', () => {
  it.each([
    ['Hotel Azul, Tulum', 'Hotel Azul\\, Tulum'],
    ['Room 4; ask for Ana', 'Room 4\\; ask for Ana'],
    ['C:\\stays\\azul', 'C:\\\\stays\\\\azul'],
    ['line one\nline two', 'line one\\nline two'],
    ['line one\r\nline two\rthree', 'line one\\nline two\\nthree'],
    ['a colon: stays as it is', 'a colon: stays as it is'],
    ['\\n is not a line break', '\\\\n is not a line break'],
  ])('escapes %j as %j', (value, escaped) => {
    expect(escapeIcsText(value)).toBe(escaped);
  });

  it('leaves a line of exactly 75 octets whole and folds one of 76', () => {
    const exact = 'X'.repeat(ICS_MAX_LINE_OCTETS);
    expect(foldIcsLine(exact)).toBe(exact);
    expect(foldIcsLine(`${exact}Y`)).toBe(`${exact}\r\n Y`);
  });

  it('folds a long line into pieces of at most 75 octets that join back to the line', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(40)}`;
    const pieces = physicalLines(foldIcsLine(line));
    expect(pieces.length).toBeGreaterThan(5);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(' ')).toBe(true);
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(line);
  });

  it('never splits a multi-byte character, whatever its width in octets', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    // Two-, three- and four-octet characters (ñ, →, 🌴) at every offset around the fold.
    for (const char of ['ñ', '→', '🌴']) {
      for (let prefix = 70; prefix <= 76; prefix++) {
        const line = `${'x'.repeat(prefix)}${char.repeat(30)}`;
        const folded = foldIcsLine(line);
        const bytes = Buffer.from(folded, 'utf8');
        let start = 0;
        for (let at = 0; at <= bytes.length; at++) {
          const end = at === bytes.length || (bytes[at] === 0x0d && bytes[at + 1] === 0x0a);
          if (!end) continue;
          const piece = bytes.subarray(start, at);
          expect(piece.length).toBeLessThanOrEqual(75);
          expect(() => decoder.decode(piece)).not.toThrow();
          start = at + 2;
        }
        expect(folded.replaceAll('\r\n ', '')).toBe(line);
      }
    }
  });

  it('keeps an escape such as \\n on one line', () => {
    // 74 characters then an escaped line break: the fold comes before the backslash, not after it.
    const line = `${'x'.repeat(74)}\\nmore`;
    expect(foldIcsLine(line)).toBe(`${'x'.repeat(74)}\r\n \\nmore`);
  });

  it('counts an escape by the octets of both its characters', () => {
    // 73 octets, then a backslash before a two-octet ñ: 76 in all, so the escape goes whole to the next line.
    const line = `${'x'.repeat(73)}\\ñ`;
    expect(foldIcsLine(line)).toBe(`${'x'.repeat(73)}\r\n \\ñ`);
  });

  it('ends every line of a document with CRLF, the last one too, and has no bare line feed', () => {
    const document = icsDocument(['BEGIN:VCALENDAR', `X-LONG:${'y'.repeat(100)}`, 'END:VCALENDAR']);
    expect(document.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(document.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes an instant in UTC and as a wall time of a zone', () => {
    const instant = new Date('2026-11-21T19:30:05.250Z');
    expect(icsUtcDateTime(instant)).toBe('20261121T193005Z');
    expect(icsZonedDateTime(instant, 'America/Cancun')).toBe('20261121T143005');
    expect(icsZonedDateTime(new Date('2026-11-22T04:59:00Z'), 'America/Cancun')).toBe('20261121T235900');
  });
});
