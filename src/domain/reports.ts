import { addCancunDays, cancunToday } from './cancun-time';
import type { LocationName } from './locations';
import { cancunDayBounds } from './manifest-day';
import { formatUsdCents } from './money';
import type { ServiceType } from './service-types';

/**
 * The operator's figures over a range of Cancun calendar days, each counted on one day: the ride's (its
 * reference time, a departure's pickup, an arrival's landing; the day the service is delivered), so a
 * range that cuts between a booking and its ride never holds the money without the cost or the other way
 * round (docs/decisions/058-money-on-the-ride-day-and-a-page-for-providers.md). What each figure counts,
 * so the page, the CSV and the SQL agree:
 *
 * - Bookings: the payments received for the rides of that day (a booking is sold when it is paid);
 * - Rides: paid rides to be driven or driven that day (the manifest's rides);
 * - Revenue: the money received for the rides of that day; Refunds: the money given back for them,
 *   whenever it was paid or refunded; Net: Revenue less Refunds.
 * - Provider Cost: what the providers are owed for the rides of that day their drivers marked completed
 *   or no-show, as their statements count them; Margin: Net less Provider Cost.
 */

/** The line under the totals saying which day each figure is counted on. */
export const REPORT_DAY_NOTE =
  'Every figure is counted on the day of the ride in Cancun time: its revenue, refunds and provider cost fall on the day it is driven, whenever it was booked, paid or refunded.';

/** The labels of the five figures, in the order the page, the chart's table and the CSV show them. */
export const REPORT_FIGURE_LABELS = [
  'Bookings',
  'Rides',
  'Revenue',
  'Refunds',
  'Net',
  'Provider Cost',
  'Margin',
] as const;

/** The longest range one report covers: a year and a day, so any whole year (leap or not) fits. */
const MAX_REPORT_DAYS = 366;

export interface ReportFigures {
  bookings: number;
  rides: number;
  revenueCents: number;
  refundsCents: number;
  netCents: number;
  providerCostCents: number;
  marginCents: number;
}

/** What the database adds up, one row per Cancun day, route and service type that had anything. */
export interface ReportCell {
  date: string;
  serviceType: ServiceType;
  from: LocationName;
  to: LocationName;
  bookings: number;
  rides: number;
  revenueCents: number;
  refundsCents: number;
  /** None when no ride of the cell was marked completed or no-show. */
  providerCostCents?: number;
}

export interface Report {
  from: string;
  to: string;
  totals: ReportFigures;
  /** Every day of the range in order, days without anything included (a chart without gaps). */
  days: (ReportFigures & { date: string })[];
  byRoute: (ReportFigures & { from: LocationName; to: LocationName })[];
  byServiceType: (ReportFigures & { serviceType: ServiceType })[];
}

/** The range an operator opens the page on: the current month in Cancun, from its first day to today. */
export function defaultReportRange(now: Date): { from: string; to: string } {
  const today = cancunToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The Cancun days from `from` to `to`, both included. */
export function reportDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addCancunDays(day, 1)) days.push(day);
  return days;
}

/** What is wrong with a range, in the operator's words, or null when it can be reported. */
export function reportRangeProblem(from: string, to: string): string | null {
  if (!cancunDayBounds(from) || !cancunDayBounds(to)) return 'Please enter valid dates (YYYY-MM-DD)';
  if (from > to) return 'The start date must not be after the end date';
  if (reportDays(from, to).length > MAX_REPORT_DAYS) return 'Please choose a range of at most 366 days';
  return null;
}

/** The instants the range spans: the first day's Cancun midnight to the midnight after the last day. */
export function reportRangeBounds(from: string, to: string): { start: Date; end: Date } {
  const first = cancunDayBounds(from);
  const last = cancunDayBounds(to);
  if (!first || !last) throw new RangeError(`Not a report range: ${from}..${to}`);
  return { start: first.start, end: last.end };
}

function emptyFigures(): ReportFigures {
  return {
    bookings: 0,
    rides: 0,
    revenueCents: 0,
    refundsCents: 0,
    netCents: 0,
    providerCostCents: 0,
    marginCents: 0,
  };
}

function add(into: ReportFigures, cell: ReportCell): void {
  into.bookings += cell.bookings;
  into.rides += cell.rides;
  into.revenueCents += cell.revenueCents;
  into.refundsCents += cell.refundsCents;
  into.netCents += cell.revenueCents - cell.refundsCents;
  const providerCostCents = cell.providerCostCents ?? 0;
  into.providerCostCents += providerCostCents;
  into.marginCents += cell.revenueCents - cell.refundsCents - providerCostCents;
}

function groupBy<K extends object>(
  cells: readonly ReportCell[],
  keyOf: (cell: ReportCell) => string,
  start: (cell: ReportCell) => K,
): (K & ReportFigures)[] {
  const groups = new Map<string, K & ReportFigures>();
  for (const cell of cells) {
    const key = keyOf(cell);
    let group = groups.get(key);
    if (!group) {
      group = { ...start(cell), ...emptyFigures() };
      groups.set(key, group);
    }
    add(group, cell);
  }
  return [...groups.values()];
}

/** Folds the database's cells into the report: totals, every day of the range, per route, per type. */
export function buildReport(from: string, to: string, cells: readonly ReportCell[]): Report {
  const totals = emptyFigures();
  for (const cell of cells) add(totals, cell);
  const perDay = new Map(
    groupBy(
      cells,
      (cell) => cell.date,
      (cell) => ({ date: cell.date }),
    ).map((d) => [d.date, d]),
  );
  const days = reportDays(from, to).map((date) => perDay.get(date) ?? { date, ...emptyFigures() });
  const byRoute = groupBy(
    cells,
    (cell) => `${cell.from}\n${cell.to}`,
    (cell) => ({ from: cell.from, to: cell.to }),
  ).sort((a, b) => b.revenueCents - a.revenueCents || `${a.from}${a.to}`.localeCompare(`${b.from}${b.to}`));
  const byServiceType = groupBy(
    cells,
    (cell) => cell.serviceType,
    (cell) => ({ serviceType: cell.serviceType }),
  ).sort((a, b) => a.serviceType.localeCompare(b.serviceType));
  return { from, to, totals, days, byRoute, byServiceType };
}

/** A figure as the page and the CSV show it: counts as numbers, money in dollars and cents ('$1,234.50'). */
export function reportFigureTexts(
  figures: ReportFigures,
): Record<(typeof REPORT_FIGURE_LABELS)[number], string> {
  return {
    Bookings: String(figures.bookings),
    Rides: String(figures.rides),
    Revenue: formatUsdCents(figures.revenueCents),
    Refunds: formatUsdCents(figures.refundsCents),
    Net: formatUsdCents(figures.netCents),
    'Provider Cost': formatUsdCents(figures.providerCostCents),
    Margin: formatUsdCents(figures.marginCents),
  };
}
