import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * Every time shown or computed is Cancun time (SPEC section 9), whatever the zone of the browser or the
 * server. Cancun has no daylight saving today, but we go through the zone database rather than a fixed
 * offset so a future rule change is one tzdata update away.
 */
export const BUSINESS_TIME_ZONE = 'America/Cancun';
export const CANCUN_TIME_LABEL = 'Cancun time';

const inCancun = tz(BUSINESS_TIME_ZONE);
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/** The instant of a Cancun wall-clock date (yyyy-MM-dd) and time (HH:mm); null for anything not a real one. */
export function cancunDateTimeToInstant(date: string, time: string): Date | null {
  const dateParts = DATE_PATTERN.exec(date);
  const timeParts = TIME_PATTERN.exec(time);
  if (!dateParts || !timeParts) return null;
  const [year, month, day] = dateParts.slice(1).map(Number) as [number, number, number];
  const [hours, minutes] = timeParts.slice(1).map(Number) as [number, number];
  if (month < 1 || month > 12 || day < 1 || hours > 23 || minutes > 59) return null;
  const local = new TZDate(year, month - 1, day, hours, minutes, BUSINESS_TIME_ZONE);
  // Date rolls 30 February over to March; a wall-clock time that did not exist would shift too.
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== day) return null;
  if (local.getHours() !== hours || local.getMinutes() !== minutes) return null;
  return new Date(local.getTime());
}

/** Today's date in Cancun (yyyy-MM-dd), e.g. the minimum of the flight date picker. */
export function cancunToday(now: Date): string {
  return format(now, 'yyyy-MM-dd', { in: inCancun });
}

/** A calendar date (yyyy-MM-dd) moved by whole days; calendar arithmetic, so no zone is involved. */
export function addCancunDays(date: string, days: number): string {
  const parts = DATE_PATTERN.exec(date);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * A calendar date (yyyy-MM-dd) moved by whole months; a day the target month lacks becomes its last day
 * (31 August + 6 months is 28 or 29 February), as date-fns' addMonths does.
 */
export function addCancunMonths(date: string, months: number): string {
  const parts = DATE_PATTERN.exec(date);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** The Cancun date and time of an instant, as the date and time inputs hold them. */
export function cancunDateAndTime(instant: Date): { date: string; time: string } {
  return {
    date: format(instant, 'yyyy-MM-dd', { in: inCancun }),
    time: format(instant, 'HH:mm', { in: inCancun }),
  };
}

/** 'Saturday, November 21, 2026'. */
export function formatCancunDate(instant: Date): string {
  return format(instant, 'EEEE, MMMM d, yyyy', { in: inCancun });
}

/** '2:30 PM'. */
export function formatCancunTime(instant: Date): string {
  return format(instant, 'h:mm a', { in: inCancun });
}

/** 'Saturday, November 21, 2026 at 2:30 PM'. */
export function formatCancunDateTime(instant: Date): string {
  return `${formatCancunDate(instant)} at ${formatCancunTime(instant)}`;
}

/** 'Sat, Nov 21, 2026, 2:30 PM': a time where space is short (the dashboard's cards); labelled by its place. */
export function formatCancunShortDateTime(instant: Date | string): string {
  return format(new Date(instant), 'EEE, MMM d, yyyy, h:mm a', { in: inCancun });
}

/** 'Nov 21, 2026, 2:30 PM': a time in a narrow column, whose heading says it is Cancun time. */
export function formatCancunCompactDateTime(instant: Date | string): string {
  return format(new Date(instant), 'MMM d, yyyy, h:mm a', { in: inCancun });
}

/** 'Saturday, November 21, 2026 at 2:30 PM (Cancun time)': how every screen, e-mail and file labels a time. */
export function cancunDateTimeText(instant: Date | string): string {
  return `${formatCancunDateTime(new Date(instant))} (${CANCUN_TIME_LABEL})`;
}
