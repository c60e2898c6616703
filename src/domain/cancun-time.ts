import { tzOffset } from '@date-fns/tz';

/**
 * Every time shown or computed is Cancun time (SPEC section 9), whatever the zone of the browser or the
 * server. Cancun has no daylight saving today; its rule since 2015 (UTC-5 all year) is kept here, and
 * every instant before it asks the zone database.
 *
 * The rule is kept, not asked of the zone database, because a browser's first question to `Intl` loads
 * its locale and zone data: about 20 ms on a desktop and four times that on Lighthouse's slow phone, in
 * the task that renders the booking form (decision 082). A server checks the rule against its own zone
 * database at start (`adoptCurrentRuleIfTheZoneDatabaseAgrees`): if a future tzdata changes Cancun, the
 * server follows the zone database and says so in its log, until this rule is brought up to date.
 *
 * Offsets asked of the zone database are kept per hour of UTC: every change of America/Cancun's offset
 * since 1922 fell on a whole hour of UTC. The wall clock is then plain arithmetic and the texts are written
 * here, not by a formatter that parses its pattern at every call: a booking shows a dozen times, and the
 * zone lookups and patterns were a tenth of its own work (decision 071).
 */
export const BUSINESS_TIME_ZONE = 'America/Cancun';
export const CANCUN_TIME_LABEL = 'Cancun time';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Cancun's rule since 1 February 2015, 02:00 local time: UTC-5 all year (tzdata 2015a onward). */
export const CANCUN_CURRENT_RULE = { sinceEpochMs: Date.UTC(2015, 1, 1, 8), offsetMinutes: -300 } as const;

/** An offset from UTC in minutes at an instant, as a zone database answers it. */
export type ZoneOffsetReader = (instant: Date) => number;

const zoneDatabaseOffset: ZoneOffsetReader = (instant) => tzOffset(BUSINESS_TIME_ZONE, instant);

/** Where offsets come from: the rule (unless a server's zone database disagreed) and the zone database. */
let ruleInUse = true;
let zoneDatabase = zoneDatabaseOffset;

/** Offsets in minutes by hour of UTC; cleared when it holds more hours than any use needs. */
const offsets = new Map<number, number>();
const MAX_KEPT_HOURS = 100_000;

/** Cancun's offset from UTC in minutes at an instant (-300 today). */
function offsetMinutes(epochMs: number): number {
  if (ruleInUse && epochMs >= CANCUN_CURRENT_RULE.sinceEpochMs) return CANCUN_CURRENT_RULE.offsetMinutes;
  const hour = Math.floor(epochMs / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size >= MAX_KEPT_HOURS) offsets.clear();
    offset = zoneDatabase(new Date(hour * HOUR_MS));
    offsets.set(hour, offset);
  }
  return offset;
}

/** How far ahead a server's check reaches: bookings are taken up to 18 months ahead. */
const CHECKED_DAYS = 3 * 366;

/**
 * Asks the zone database (the runtime's, unless `reader` is given) for Cancun's offset once a day from
 * `now` for three years. If every answer is the rule's, the rule is used; otherwise every instant asks the
 * zone database from then on, and the first day it disagreed is returned (null when it agreed). A change
 * of offset lasts longer than a day, so a daily question finds any.
 */
export function adoptCurrentRuleIfTheZoneDatabaseAgrees(
  now: Date,
  reader: ZoneOffsetReader = zoneDatabaseOffset,
): Date | null {
  offsets.clear();
  zoneDatabase = reader;
  const from = Math.max(now.getTime(), CANCUN_CURRENT_RULE.sinceEpochMs);
  for (let day = 0; day <= CHECKED_DAYS; day++) {
    const instant = new Date(from + day * DAY_MS);
    if (reader(instant) !== CANCUN_CURRENT_RULE.offsetMinutes) {
      ruleInUse = false;
      return instant;
    }
  }
  ruleInUse = true;
  return null;
}

/** The Cancun wall clock of an instant, read with the UTC getters of a shifted Date. */
function wallClock(instant: Date): Date {
  const epochMs = instant.getTime();
  return new Date(epochMs + offsetMinutes(epochMs) * MINUTE_MS);
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad2 = (value: number) => String(value).padStart(2, '0');
const isoDate = (wall: Date) =>
  `${String(wall.getUTCFullYear()).padStart(4, '0')}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`;
/** '2:30 PM'. */
const clockTime = (wall: Date) => {
  const hours = wall.getUTCHours();
  return `${hours % 12 || 12}:${pad2(wall.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
};
/** 'Nov 21, 2026'. */
const shortDate = (wall: Date) =>
  `${MONTHS[wall.getUTCMonth()]?.slice(0, 3)} ${wall.getUTCDate()}, ${wall.getUTCFullYear()}`;

/** The instant of a Cancun wall-clock date (yyyy-MM-dd) and time (HH:mm); null for anything not a real one. */
export function cancunDateTimeToInstant(date: string, time: string): Date | null {
  const dateParts = DATE_PATTERN.exec(date);
  const timeParts = TIME_PATTERN.exec(time);
  if (!dateParts || !timeParts) return null;
  const [year, month, day] = dateParts.slice(1).map(Number) as [number, number, number];
  const [hours, minutes] = timeParts.slice(1).map(Number) as [number, number];
  if (month < 1 || month > 12 || day < 1 || hours > 23 || minutes > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes);
  // The offset at the wall time read as UTC, then at the instant that gives: two reads settle it.
  let epochMs = asUtc - offsetMinutes(asUtc) * MINUTE_MS;
  epochMs = asUtc - offsetMinutes(epochMs) * MINUTE_MS;
  // Date rolls 30 February over to March; a wall-clock time that did not exist would shift too.
  const wall = wallClock(new Date(epochMs));
  if (wall.getUTCFullYear() !== year || wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day) {
    return null;
  }
  if (wall.getUTCHours() !== hours || wall.getUTCMinutes() !== minutes) return null;
  return new Date(epochMs);
}

/** Today's date in Cancun (yyyy-MM-dd), e.g. the minimum of the flight date picker. */
export function cancunToday(now: Date): string {
  return isoDate(wallClock(now));
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
  const wall = wallClock(instant);
  return { date: isoDate(wall), time: `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}` };
}

/** 'Saturday, November 21, 2026'. */
export function formatCancunDate(instant: Date): string {
  const wall = wallClock(instant);
  return `${DAYS[wall.getUTCDay()]}, ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCDate()}, ${wall.getUTCFullYear()}`;
}

/** '2:30 PM'. */
export function formatCancunTime(instant: Date): string {
  return clockTime(wallClock(instant));
}

/** 'Saturday, November 21, 2026 at 2:30 PM'. */
export function formatCancunDateTime(instant: Date): string {
  return `${formatCancunDate(instant)} at ${formatCancunTime(instant)}`;
}

/** 'Sat, Nov 21, 2026, 2:30 PM': a time where space is short (the dashboard's cards); labelled by its place. */
export function formatCancunShortDateTime(instant: Date | string): string {
  const wall = wallClock(new Date(instant));
  return `${DAYS[wall.getUTCDay()]?.slice(0, 3)}, ${shortDate(wall)}, ${clockTime(wall)}`;
}

/** 'Nov 21, 2026, 2:30 PM': a time in a narrow column, whose heading says it is Cancun time. */
export function formatCancunCompactDateTime(instant: Date | string): string {
  const wall = wallClock(new Date(instant));
  return `${shortDate(wall)}, ${clockTime(wall)}`;
}

/** 'Saturday, November 21, 2026 at 2:30 PM (Cancun time)': how every screen, e-mail and file labels a time. */
export function cancunDateTimeText(instant: Date | string): string {
  return `${formatCancunDateTime(new Date(instant))} (${CANCUN_TIME_LABEL})`;
}
