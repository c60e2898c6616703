import { describe, expect, it } from 'vitest';
import { calendarEntryPath, calendarFileName, offersCalendarEntry } from './calendar-download';
import { BOOKING_STATUSES } from './statuses';

describe('which rides get a calendar entry', () => {
  const offered = [
    ['pending', false],
    ['paid', true],
    ['confirmed', true],
    ['completed', true],
    ['cancelled', false],
    ['refunded', false],
  ] as const;

  it.each(offered)('a %s booking offers one: %s', (status, expected) => {
    expect(offersCalendarEntry(status)).toBe(expected);
  });

  it('decides for every status there is', () => {
    expect(offered.map(([status]) => status).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it('downloads as transfer-<id>.ics from the booking’s calendar path, the last name encoded', () => {
    expect(calendarFileName('K7M2Q9XH4T')).toBe('transfer-K7M2Q9XH4T.ics');
    expect(calendarEntryPath('K7M2Q9XH4T', 'López & Sons')).toBe(
      '/api/bookings/K7M2Q9XH4T/calendar.ics?lastName=L%C3%B3pez+%26+Sons',
    );
  });
});
