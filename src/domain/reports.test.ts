import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv';
import {
  buildReport,
  defaultReportRange,
  type ReportCell,
  reportFigureTexts,
  reportRangeBounds,
  reportRangeProblem,
} from './reports';

const cell = (overrides: Partial<ReportCell>): ReportCell => ({
  date: '2026-03-10',
  serviceType: 'arrival',
  from: 'Cancun Airport',
  to: 'Tulum',
  bookings: 0,
  rides: 0,
  revenueCents: 0,
  refundsCents: 0,
  ...overrides,
});

describe('the reports', () => {
  it('opens on the current month in Cancun, to today', () => {
    // 03:00 UTC on 1 April is 22:00 on 31 March in Cancun (UTC-5).
    expect(defaultReportRange(new Date('2026-04-01T03:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(defaultReportRange(new Date('2026-04-01T05:00:00Z'))).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
  });

  it('spans Cancun midnights, not UTC ones', () => {
    expect(reportRangeBounds('2026-03-01', '2026-03-31')).toEqual({
      start: new Date('2026-03-01T05:00:00Z'),
      end: new Date('2026-04-01T05:00:00Z'),
    });
  });

  it.each([
    ['2026-03-01', '2026-03-01', null],
    ['2025-03-01', '2026-03-01', null], // 366 days
    ['2025-02-28', '2026-03-01', 'Please choose a range of at most 366 days'],
    ['2026-03-02', '2026-03-01', 'The start date must not be after the end date'],
    ['2026-02-29', '2026-03-01', 'Please enter valid dates (YYYY-MM-DD)'],
  ])('%s to %s: %s', (from, to, problem) => {
    expect(reportRangeProblem(from, to)).toBe(problem);
  });

  it('folds cells into totals, every day of the range, routes by revenue and service types', () => {
    const report = buildReport('2026-03-09', '2026-03-11', [
      cell({ date: '2026-03-09', bookings: 1, revenueCents: 39_800 }),
      cell({ date: '2026-03-11', refundsCents: 37_810 }),
      cell({ date: '2026-03-11', serviceType: 'departure', from: 'Tulum', to: 'Cancun Airport', rides: 1 }),
      cell({ date: '2026-03-09', to: 'Cancun', bookings: 2, rides: 1, revenueCents: 9_800 }),
      // What a provider is owed for a ride of the 11th.
      cell({
        date: '2026-03-11',
        serviceType: 'departure',
        from: 'Tulum',
        to: 'Cancun Airport',
        providerCostCents: 11_000,
      }),
    ]);
    expect(report.totals).toEqual({
      bookings: 3,
      rides: 2,
      revenueCents: 49_600,
      refundsCents: 37_810,
      netCents: 11_790,
      providerCostCents: 11_000,
      marginCents: 790,
    });
    expect(report.days.map((day) => [day.date, day.marginCents])).toEqual([
      ['2026-03-09', 49_600],
      ['2026-03-10', 0],
      ['2026-03-11', -48_810],
    ]);
    expect(report.days.map((day) => [day.date, day.netCents])).toEqual([
      ['2026-03-09', 49_600],
      ['2026-03-10', 0],
      ['2026-03-11', -37_810],
    ]);
    expect(report.byRoute.map((route) => `${route.from} → ${route.to}`)).toEqual([
      'Cancun Airport → Tulum',
      'Cancun Airport → Cancun',
      'Tulum → Cancun Airport',
    ]);
    expect(report.byServiceType.map((type) => [type.serviceType, type.rides])).toEqual([
      ['arrival', 1],
      ['departure', 1],
    ]);
    expect(reportFigureTexts(report.totals)).toEqual({
      Bookings: '3',
      Rides: '2',
      Revenue: '$496.00',
      Refunds: '$378.10',
      Net: '$117.90',
      'Provider Cost': '$110.00',
      Margin: '$7.90',
    });
  });

  it('writes a CSV row per day in dollars with two decimals, then the totals', () => {
    const csv = reportCsv(
      buildReport('2026-03-10', '2026-03-11', [
        cell({ bookings: 1, revenueCents: 123_450, refundsCents: 5, providerCostCents: 120_000 }),
      ]),
    );
    expect(csv.replace('\uFEFF', '').split('\r\n')).toEqual([
      '"Date","Bookings","Rides","Revenue","Refunds","Net","Provider Cost","Margin"',
      '"2026-03-10","1","0","1234.50","0.05","1234.45","1200.00","34.45"',
      '"2026-03-11","0","0","0.00","0.00","0.00","0.00","0.00"',
      '"Total","1","0","1234.50","0.05","1234.45","1200.00","34.45"',
      '',
    ]);
  });
});
