/**
 * Calendar months in Cancun (yyyy-MM): the Providers page counts a provider's rides of this month, and a
 * provider's statement is a month's rides. A ride belongs to the month of its reference time in
 * Cancun.
 */
import { addCancunMonths, cancunToday } from './cancun-time';
import { cancunDayBounds } from './manifest-day';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isCancunMonth(month: string): boolean {
  return MONTH.test(month);
}

/** This month in Cancun, e.g. '2026-03'. */
export function cancunMonth(now: Date): string {
  return cancunToday(now).slice(0, 7);
}

/** The instants a Cancun month spans: from its first midnight (included) to the next month's (excluded). */
export function cancunMonthBounds(month: string): { start: Date; end: Date } {
  const first = isCancunMonth(month) ? cancunDayBounds(`${month}-01`) : null;
  const next = first ? cancunDayBounds(addCancunMonths(`${month}-01`, 1)) : null;
  if (!first || !next) throw new RangeError(`Not a month (yyyy-MM): ${month}`);
  return { start: first.start, end: next.start };
}
