import { addCancunDays, cancunDateTimeToInstant, cancunToday } from './cancun-time';
import type { BookingStatus } from './statuses';

/**
 * The daily manifest: the rides of one Cancun calendar day. A ride's time is its reference time
 * (booking-timing.ts: a departure's pickup, an arrival's landing), and it belongs to the Cancun day that
 * time falls in, whatever the zone of the server or the browser.
 */

/**
 * The statuses of a ride that will be driven: paid, confirmed by the operator, or already done (a completed
 * ride stays on its day's sheet, so a printed manifest and a later download agree). Pending bookings are not
 * paid, and cancelled or refunded ones will not be driven.
 */
export const MANIFEST_STATUSES = [
  'paid',
  'confirmed',
  'completed',
] as const satisfies readonly BookingStatus[];

/** A Cancun day as the instants it spans: from its midnight (included) to the next midnight (excluded). */
export interface CancunDay {
  start: Date;
  end: Date;
}

/** The instants of a Cancun calendar day (yyyy-MM-dd); null for anything that is not a real date. */
export function cancunDayBounds(date: string): CancunDay | null {
  const start = cancunDateTimeToInstant(date, '00:00');
  if (!start) return null;
  let next: string;
  try {
    next = addCancunDays(date, 1);
  } catch {
    return null;
  }
  const end = cancunDateTimeToInstant(next, '00:00');
  return end ? { start, end } : null;
}

/** True for a real calendar date written yyyy-MM-dd ('2026-02-30' is not one). */
export function isCalendarDate(date: string): boolean {
  return cancunDayBounds(date) !== null;
}

/** The manifest an operator prepares by default: tomorrow's rides, tomorrow in Cancun. */
export function defaultManifestDate(now: Date): string {
  return addCancunDays(cancunToday(now), 1);
}
