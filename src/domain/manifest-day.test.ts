import { describe, expect, it } from 'vitest';
import { cancunDayBounds, defaultManifestDate, isCalendarDate, MANIFEST_STATUSES } from './manifest-day';

describe('the manifest day', () => {
  it.each([
    ['2026-03-10', '2026-03-10T05:00:00.000Z', '2026-03-11T05:00:00.000Z'],
    ['2026-12-31', '2026-12-31T05:00:00.000Z', '2027-01-01T05:00:00.000Z'],
    ['2028-02-29', '2028-02-29T05:00:00.000Z', '2028-03-01T05:00:00.000Z'],
  ])('%s in Cancun runs from %s to %s', (date, start, end) => {
    const day = cancunDayBounds(date);
    expect(day?.start.toISOString()).toBe(start);
    expect(day?.end.toISOString()).toBe(end);
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-3-1',
    '10/03/2026',
    '2026-03-10T00:00',
    '',
    '9999-12-31',
  ])('refuses %j, which is not a calendar date it can span', (date) => {
    expect(cancunDayBounds(date)).toBeNull();
    expect(isCalendarDate(date)).toBe(false);
  });

  it.each([
    // 07:00 in Cancun on 1 March: tomorrow is 2 March.
    ['2026-03-01T12:00:00Z', '2026-03-02'],
    // 23:59 in Cancun on 1 March, already 2 March in UTC: tomorrow is still 2 March.
    ['2026-03-02T04:59:00Z', '2026-03-02'],
    // Midnight in Cancun: 2 March has begun, tomorrow is 3 March.
    ['2026-03-02T05:00:00Z', '2026-03-03'],
    ['2026-12-31T18:00:00Z', '2027-01-01'],
  ])('defaults at %s to tomorrow in Cancun, %s', (now, expected) => {
    expect(defaultManifestDate(new Date(now))).toBe(expected);
  });

  it('lists the rides that will be driven: paid, confirmed and completed', () => {
    expect(MANIFEST_STATUSES).toEqual(['paid', 'confirmed', 'completed']);
  });
});
