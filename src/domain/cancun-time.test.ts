import { TZDate, tz, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  addCancunDays,
  addCancunMonths,
  adoptCurrentRuleIfTheZoneDatabaseAgrees,
  BUSINESS_TIME_ZONE,
  CANCUN_CURRENT_RULE,
  CANCUN_TIME_LABEL,
  cancunDateAndTime,
  cancunDateTimeToInstant,
  cancunToday,
  formatCancunCompactDateTime,
  formatCancunDate,
  formatCancunDateTime,
  formatCancunShortDateTime,
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

/**
 * The zone database read through date-fns, the way these texts were made before they were written by
 * hand: over the years of Cancun's daylight saving (1996-2014), its change of zone (2015) and years to
 * come, both ways agree on every text, and on the instant of every wall-clock time, whether it happened
 * once, twice (a repeated hour: the first) or never (a skipped hour: null).
 */
describe('Cancun time against the zone database read by date-fns', () => {
  const inCancun = tz(BUSINESS_TIME_ZONE);
  const MINUTE = 60_000;

  it('shows every instant as date-fns does', () => {
    const patterns = [
      'yyyy-MM-dd',
      'HH:mm',
      'EEEE, MMMM d, yyyy',
      'h:mm a',
      'EEE, MMM d, yyyy, h:mm a',
      'MMM d, yyyy, h:mm a',
    ];
    const ours: string[] = [];
    const theirs: string[] = [];
    for (let at = Date.UTC(1995, 0, 1); at < Date.UTC(2032, 0, 1); at += 997 * MINUTE + 13_000) {
      const instant = new Date(at);
      ours.push(
        [
          cancunToday(instant),
          cancunDateAndTime(instant).time,
          formatCancunDate(instant),
          formatCancunTime(instant),
          formatCancunShortDateTime(instant),
          formatCancunCompactDateTime(instant),
        ].join(' | '),
      );
      theirs.push(patterns.map((pattern) => format(instant, pattern, { in: inCancun })).join(' | '));
    }
    expect(ours).toEqual(theirs);
  });

  it('finds the instant of every quarter hour of the days the offset changed', () => {
    const changeDays = ['1996-04-07', '1996-10-27', '1998-04-05', '1998-08-02', '2014-10-26', '2015-02-01'];
    let skipped = 0;
    for (const day of changeDays) {
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const [year, month, date] = day.split('-').map(Number) as [number, number, number];
        const local = new TZDate(
          year,
          month - 1,
          date,
          Math.floor(minute / 60),
          minute % 60,
          BUSINESS_TIME_ZONE,
        );
        const existed = local.getDate() === date && local.getHours() * 60 + local.getMinutes() === minute;
        if (!existed) skipped += 1;
        expect(cancunDateTimeToInstant(day, time)?.getTime() ?? null).toBe(existed ? local.getTime() : null);
      }
    }
    // The spring-forward days each skip an hour: the comparison covered times that never happened.
    expect(skipped).toBeGreaterThanOrEqual(4 * 3);
  });
});

/**
 * The rule kept in the code (decision 082) against this runtime's zone database: a tzdata that changes
 * Cancun fails here first, and a server whose zone database disagrees follows it instead of the rule.
 */
describe("Cancun's current rule", () => {
  const HOUR = 3_600_000;
  const zoneDatabase = (instant: Date) => tzOffset(BUSINESS_TIME_ZONE, instant);

  it('is what the zone database says from its first hour, a day at a time through 2060', () => {
    const { sinceEpochMs, offsetMinutes } = CANCUN_CURRENT_RULE;
    expect(zoneDatabase(new Date(sinceEpochMs - HOUR))).not.toBe(offsetMinutes);
    const disagreements: string[] = [];
    for (let at = sinceEpochMs; at < Date.UTC(2061, 0, 1); at += 24 * HOUR) {
      if (zoneDatabase(new Date(at)) !== offsetMinutes) disagreements.push(new Date(at).toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it("is adopted when the zone database agrees, and set aside for the zone database's answers when not", () => {
    const now = new Date('2026-12-02T12:00:00Z');
    const afterTheChange = new Date('2027-06-01T05:30:00Z');
    expect(adoptCurrentRuleIfTheZoneDatabaseAgrees(now)).toBeNull();
    expect(formatCancunDateTime(afterTheChange)).toBe('Tuesday, June 1, 2027 at 12:30 AM');

    // A tzdata in which Cancun goes back to UTC-6 on 4 April 2027.
    const changed = (instant: Date) =>
      instant.getTime() >= Date.UTC(2027, 3, 4, 7) ? -360 : zoneDatabase(instant);
    expect(adoptCurrentRuleIfTheZoneDatabaseAgrees(now, changed)?.toISOString()).toBe(
      '2027-04-04T12:00:00.000Z',
    );
    expect(formatCancunDateTime(afterTheChange)).toBe('Monday, May 31, 2027 at 11:30 PM');
    expect(cancunDateTimeToInstant('2027-06-01', '00:30')?.toISOString()).toBe('2027-06-01T06:30:00.000Z');
    expect(formatCancunDateTime(now)).toBe('Wednesday, December 2, 2026 at 7:00 AM');

    expect(adoptCurrentRuleIfTheZoneDatabaseAgrees(now)).toBeNull();
    expect(formatCancunDateTime(afterTheChange)).toBe('Tuesday, June 1, 2027 at 12:30 AM');
  });
});
