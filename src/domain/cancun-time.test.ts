import { describe, expect, it } from 'vitest';
import {
  addCancunDays,
  addCancunMonths,
  BUSINESS_TIME_ZONE,
  CANCUN_TIME_LABEL,
  cancunDateAndTime,
  cancunDateTimeToInstant,
  cancunToday,
  formatCancunCompactDateTime,
  formatCancunDate,
  formatCancunDateTime,
  formatCancunTime,
} from './cancun-time';

describe('Cancun time', () => {
  it('is America/Cancun, labelled Cancun time', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Cancun');
    expect(CANCUN_TIME_LABEL).toBe('Cancun time');
  });

  it.each([
    ['2026-11-21', '14:30', '2026-11-21T19:30:00.000Z'],
    ['2026-11-21', '00:00', '2026-11-21T05:00:00.000Z'],
    ['2026-11-21', '23:59', '2026-11-22T04:59:00.000Z'],
    ['2026-07-01', '12:00', '2026-07-01T17:00:00.000Z'],
    ['2026-03-08', '02:30', '2026-03-08T07:30:00.000Z'],
    ['2026-12-31', '20:00', '2027-01-01T01:00:00.000Z'],
    ['2028-02-29', '09:15', '2028-02-29T14:15:00.000Z'],
  ])('%s %s in Cancun is %s', (date, time, iso) => {
    expect(cancunDateTimeToInstant(date, time)?.toISOString()).toBe(iso);
  });

  it.each([
    ['2026-02-30', '10:00'],
    ['2027-02-29', '10:00'],
    ['2026-13-01', '10:00'],
    ['2026-00-10', '10:00'],
    ['2026-04-31', '10:00'],
    ['2026-11-21', '25:00'],
    ['2026-11-21', '24:00'],
    ['2026-11-21', '12:60'],
    ['2026-11-21', '9:30'],
    ['2026-11-21', ''],
    ['', '10:00'],
    ['21/11/2026', '10:00'],
    ['2026-11-21T10:00', '10:00'],
    ['2026-11-21', '10:00 PM'],
  ])('%j %j is not a Cancun date and time', (date, time) => {
    expect(cancunDateTimeToInstant(date, time)).toBeNull();
  });

  it.each([
    ['2026-11-21T04:59:59.999Z', '2026-11-20'],
    ['2026-11-21T05:00:00.000Z', '2026-11-21'],
    ['2026-11-22T04:59:00.000Z', '2026-11-21'],
    ['2026-01-01T03:00:00.000Z', '2025-12-31'],
  ])('at %s it is %s in Cancun', (now, today) => {
    expect(cancunToday(new Date(now))).toBe(today);
  });

  it.each([
    ['2026-11-21', 1, '2026-11-22'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-21', 0, '2026-11-21'],
    ['2026-11-21', 30, '2026-12-21'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addCancunDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-11-21', 18, '2028-05-21'],
    ['2026-08-31', 18, '2028-02-29'],
    ['2027-08-31', 18, '2029-02-28'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-11-21', 0, '2026-11-21'],
  ])('%s plus %i months is %s (a missing day becomes the month end)', (date, months, expected) => {
    expect(addCancunMonths(date, months)).toBe(expected);
  });

  it('refuses to add days to something that is not a date', () => {
    expect(() => addCancunDays('tomorrow', 1)).toThrow(RangeError);
  });

  it.each([
    ['2026-11-21T19:30:00.000Z', '2026-11-21', '14:30'],
    ['2026-11-22T02:05:00.000Z', '2026-11-21', '21:05'],
    ['2026-11-21T04:00:00.000Z', '2026-11-20', '23:00'],
  ])('%s reads as %s %s in Cancun', (iso, date, time) => {
    expect(cancunDateAndTime(new Date(iso))).toEqual({ date, time });
  });

  it('round-trips a wall-clock date and time', () => {
    const instant = cancunDateTimeToInstant('2026-11-21', '07:45');
    expect(instant).not.toBeNull();
    expect(cancunDateAndTime(instant as Date)).toEqual({ date: '2026-11-21', time: '07:45' });
  });

  it.each([
    ['2026-11-21T19:30:00.000Z', 'Saturday, November 21, 2026', '2:30 PM'],
    ['2026-11-21T05:00:00.000Z', 'Saturday, November 21, 2026', '12:00 AM'],
    ['2026-11-21T17:00:00.000Z', 'Saturday, November 21, 2026', '12:00 PM'],
    ['2026-11-21T04:59:00.000Z', 'Friday, November 20, 2026', '11:59 PM'],
    ['2026-01-05T14:07:00.000Z', 'Monday, January 5, 2026', '9:07 AM'],
  ])('%s is shown as %s at %s', (iso, date, time) => {
    const instant = new Date(iso);
    expect(formatCancunDate(instant)).toBe(date);
    expect(formatCancunTime(instant)).toBe(time);
    expect(formatCancunDateTime(instant)).toBe(`${date} at ${time}`);
  });

  it('shows 2026-11-21 14:30 Cancun time in full', () => {
    expect(formatCancunDateTime(new Date('2026-11-21T19:30:00.000Z'))).toBe(
      'Saturday, November 21, 2026 at 2:30 PM',
    );
  });
});

describe('a compact Cancun time for a narrow column', () => {
  it('drops the weekday and keeps the Cancun wall time', () => {
    expect(formatCancunCompactDateTime('2027-01-06T19:30:00Z')).toBe('Jan 6, 2027, 2:30 PM');
  });
});
