import { describe, expect, it } from 'vitest';
import {
  ERASURE_REFUSAL_TEXTS,
  ERASURE_TEXTS,
  erasureConfirmed,
  erasureRefusal,
  MESSAGE_PREVIEW_CHARACTERS,
  messagePreview,
} from './erasure';

const now = new Date('2026-11-27T12:00:00Z');
const arrivalAt = (iso: string) => ({ serviceType: 'arrival' as const, flightDateTime: iso });

describe('when erasure may run', () => {
  it('refuses while a ride is ahead, whatever its status says', () => {
    // The bookings carry no status here: a ride marked completed the day before is still ahead.
    expect(erasureRefusal([arrivalAt('2026-11-28T12:00:00Z')], now)).toBe('ride-ahead');
    expect(erasureRefusal([arrivalAt('2026-11-27T12:00:00.001Z')], now)).toBe('ride-ahead');
  });

  it('refuses until 24 hours have passed since the ride, and allows it from then', () => {
    expect(erasureRefusal([arrivalAt('2026-11-27T12:00:00Z')], now)).toBe('ride-just-past');
    expect(erasureRefusal([arrivalAt('2026-11-26T12:00:00.001Z')], now)).toBe('ride-just-past');
    expect(erasureRefusal([arrivalAt('2026-11-26T12:00:00Z')], now)).toBeNull();
    expect(erasureRefusal([], now)).toBeNull();
  });

  it('counts a departure from its pickup, and any one ride too recent refuses all', () => {
    const departure = {
      serviceType: 'departure' as const,
      flightDateTime: '2026-11-26T20:00:00Z',
      pickupTimeCalc: '2026-11-26T11:00:00Z',
    };
    expect(erasureRefusal([departure], now)).toBeNull();
    expect(erasureRefusal([departure, arrivalAt('2026-11-27T02:00:00Z')], now)).toBe('ride-just-past');
    expect(erasureRefusal([arrivalAt('2026-11-27T02:00:00Z'), arrivalAt('2027-01-01T00:00:00Z')], now)).toBe(
      'ride-ahead',
    );
  });

  it('says why in words an operator can act on', () => {
    expect(ERASURE_REFUSAL_TEXTS['ride-ahead']).toBe(
      'This person has a ride still to come. Cancel or complete it first.',
    );
    expect(ERASURE_REFUSAL_TEXTS['ride-just-past']).toBe(
      "This person's ride was less than 24 hours ago. Their data can be erased once 24 hours have passed since it.",
    );
  });
});

describe('the typed confirmation', () => {
  const person = { email: 'Ana@Example.com', bookingIds: ['BK7Q2M4X', 'BK9Z8Y7W'] };

  it('takes the e-mail or any found booking id, in any case, spaces around ignored', () => {
    expect(erasureConfirmed('ana@example.com', person)).toBe(true);
    expect(erasureConfirmed('  bk9z8y7w ', person)).toBe(true);
    expect(erasureConfirmed('BK7Q2M4X', person)).toBe(true);
  });

  it('refuses anything else, an empty text and another booking id included', () => {
    expect(erasureConfirmed('', person)).toBe(false);
    expect(erasureConfirmed('   ', person)).toBe(false);
    expect(erasureConfirmed('BK0000000', person)).toBe(false);
    expect(erasureConfirmed('ana@example', person)).toBe(false);
    expect(erasureConfirmed('BK7Q2M4', { email: 'x@example.com', bookingIds: [] })).toBe(false);
  });

  it('names what is kept in the confirm step', () => {
    expect(ERASURE_TEXTS.kept).toContain('amounts, dates and route');
  });
});

describe("a contact message's preview", () => {
  it('shows a short message whole', () => {
    expect(messagePreview('Call me <b>&</b> "soon" 🌴')).toBe('Call me <b>&</b> "soon" 🌴');
  });

  it('cuts a long one after 200 characters, never inside an emoji', () => {
    const long = `${'a'.repeat(MESSAGE_PREVIEW_CHARACTERS - 1)}👩‍👩‍👧 and more`;
    expect(messagePreview(long)).toBe(`${'a'.repeat(MESSAGE_PREVIEW_CHARACTERS - 1)}👩‍👩‍👧…`);
    expect(messagePreview('b'.repeat(MESSAGE_PREVIEW_CHARACTERS))).toBe(
      'b'.repeat(MESSAGE_PREVIEW_CHARACTERS),
    );
  });
});
