/**
 * An arrival's landing: the scheduled time the traveller entered, and the expected or actual
 * landing learnt later from the traveller, the provider, the operator or a flight-data feed. The free wait,
 * what counts as a change worth telling, how often we tell, the card's words and the late-night check are
 * pure rules here with times passed in; the server and the screens read them.
 */
import { cancunDateTimeToInstant, formatCancunDate, formatCancunTime } from './cancun-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The driver waits this long, free, after the later of the scheduled and the expected or actual landing. */
export const FREE_WAIT_MINUTES = 60;
/** A landing moved by this many minutes or more (either way) is a change the provider and traveller hear. */
export const LANDING_CHANGE_THRESHOLD_MINUTES = 15;
/** At most one landing e-mail per this many minutes per booking, to each of the provider and traveller. */
export const LANDING_EMAIL_SPACING_MINUTES = 30;

/** Who told us the landing. */
export const LANDING_SOURCES = ['traveller', 'provider', 'operator', 'flight data'] as const;
export type LandingSource = (typeof LANDING_SOURCES)[number];

/** The booking history's event of a change of landing. */
export const LANDING_CHANGED_EVENT = 'landing-changed';

/** The runtime contract's words. */
export const LANDING_TEXTS = {
  flightDelayed: 'Flight Delayed',
  expectedLanding: 'Expected Landing',
  save: 'Save',
  flightLanded: 'Flight Landed',
  /** Ours: 'Flight Landed' after the driver marked the meeting point, or twice. */
  landedTooLate: "'Flight Landed' can be marked only before 'Driver at Meeting Point'.",
  alreadyLanded: 'This flight is already marked landed.',
  /** Ours: 'Flight Landed' pressed days before or after the flight (another ride's page, say). */
  landedFarFromSchedule: "'Flight Landed' can be marked only within 2 days of the scheduled landing.",
  /** Ours: the operator's expected landing on a departure. */
  arrivalsOnly: 'Only an arrival has a landing to move.',
  expectedLandingInvalid: 'Enter the expected landing as a date and time.',
  /** Ours: a landing far from the scheduled one is a typo, not a delay. */
  expectedLandingOutOfRange: 'The expected landing must be within 2 days before or after the scheduled one.',
} as const;

/** How far an expected landing may be from the scheduled one: beyond this it is a typo or another flight. */
export const LANDING_MAX_SHIFT_HOURS = 48;

const time = (value: Date | string) => new Date(value).getTime();

/** The later of the scheduled and the expected or actual landing. */
export function effectiveLanding(scheduled: Date | string, expected: Date | string | null): Date {
  return new Date(Math.max(time(scheduled), expected === null ? Number.NEGATIVE_INFINITY : time(expected)));
}

/** When the driver's free wait ends: 60 minutes after the later of the scheduled and the expected landing. */
export function freeWaitUntil(scheduled: Date | string, expectedOrActual: Date | string | null): Date {
  return new Date(effectiveLanding(scheduled, expectedOrActual).getTime() + FREE_WAIT_MINUTES * MINUTE_MS);
}

/**
 * A new landing is a change worth telling when it differs from the one known before (the expected one,
 * or the scheduled one when none was expected) by 15 minutes or more, either way.
 */
export function isLandingChange(before: Date | string, after: Date | string): boolean {
  return Math.abs(time(after) - time(before)) >= LANDING_CHANGE_THRESHOLD_MINUTES * MINUTE_MS;
}

/** Whether another landing e-mail may go to the same person about the same booking now. */
export function mayEmailLandingAgain(lastSentAt: Date | string | null, now: Date): boolean {
  return lastSentAt === null || now.getTime() - time(lastSentAt) >= LANDING_EMAIL_SPACING_MINUTES * MINUTE_MS;
}

/** Whether a landing is not absurdly far from the scheduled one. */
export function isPlausibleLanding(scheduled: Date | string, landing: Date | string): boolean {
  return Math.abs(time(landing) - time(scheduled)) <= LANDING_MAX_SHIFT_HOURS * HOUR_MS;
}

/** '+25 min', '-10 min'. */
function shiftText(scheduled: Date | string, expected: Date | string): string {
  const minutes = Math.round((time(expected) - time(scheduled)) / MINUTE_MS);
  return `${minutes >= 0 ? '+' : '-'}${Math.abs(minutes)} min`;
}

/**
 * The card's, the board's, the manifest's and the provider's words: 'Landed 3:05 PM' once landed,
 * 'Scheduled 2:30 PM · Expected 3:05 PM (+35 min)' once an expected time is known, else 'Scheduled 2:30 PM'.
 * Times in Cancun.
 */
export function landingText(landing: {
  scheduled: Date | string;
  expected: Date | string | null;
  landed: boolean;
}): string {
  const { scheduled, expected, landed } = landing;
  if (landed) return `Landed ${formatCancunTime(new Date(expected ?? scheduled))}`;
  const scheduledText = `Scheduled ${formatCancunTime(new Date(scheduled))}`;
  if (expected === null) return scheduledText;
  return `${scheduledText} · Expected ${formatCancunTime(new Date(expected))} (${shiftText(scheduled, expected)})`;
}

/** The driver e-mail's and manage page's line. */
export function driverWaitsText(until: Date | string): string {
  return `Your driver waits until ${formatCancunTime(new Date(until))}`;
}

/** The provider page's line. */
export function waitUntilText(until: Date | string): string {
  return `Wait until ${formatCancunTime(new Date(until))}`;
}

/** The provider's e-mail subject. */
export function providerLandingMovedText(bookingId: string, landing: Date | string): string {
  return `Ride ${bookingId}: flight now expected at ${formatCancunTime(new Date(landing))}`;
}

/** The traveller's e-mail subject: for an arrival, the expected landing. */
export function travellerPickupMovedText(landing: Date | string): string {
  return `Your pickup has moved to ${formatCancunTime(new Date(landing))}`;
}

/** Landings before this hour (Cancun) are after midnight: the classic wrong-date booking. */
const LATE_NIGHT_UNTIL_HOUR = 6;

/**
 * The booking step's notice for an arrival landing between 00:00 and 05:59 Cancun time: the date the
 * traveller typed is the day the flight lands, which is the day after the evening they leave. Null for
 * any other time, or a date and time that are not a real one yet.
 */
export function lateNightNotice(flightDate: string, flightTime: string): string | null {
  const instant = cancunDateTimeToInstant(flightDate, flightTime);
  if (instant === null) return null;
  const hour = Number(flightTime.slice(0, 2));
  if (hour >= LATE_NIGHT_UNTIL_HOUR) return null;
  return `Your flight lands after midnight, on ${formatCancunDate(instant)}. Please check the date.`;
}

/** The flight-data checks: 24 and 3 hours before the scheduled landing, then every 15 minutes in flight. */
export const FLIGHT_CHECK_HOURS_BEFORE = [24, 3] as const;
export const FLIGHT_CHECK_IN_FLIGHT_MINUTES = 15;
/** Past this many hours after the (expected) landing with no word of it, we stop asking. */
export const FLIGHT_CHECK_GIVE_UP_HOURS = 3;

/**
 * When to ask the feed next, after asking (or deciding to ask) at `now`: the next of the two checks
 * before the scheduled landing still ahead; once the flight's departure is known and near, every 15
 * minutes from the departure; nothing once it landed, was cancelled or diverted, or is long overdue.
 */
export function nextFlightCheckAt(flight: {
  scheduled: Date | string;
  expected: Date | string | null;
  departure: Date | string | null;
  finished: boolean;
  now: Date;
}): Date | null {
  const { scheduled, expected, departure, finished, now } = flight;
  if (finished) return null;
  const landing = effectiveLanding(scheduled, expected).getTime();
  if (now.getTime() > landing + FLIGHT_CHECK_GIVE_UP_HOURS * HOUR_MS) return null;
  const candidates = FLIGHT_CHECK_HOURS_BEFORE.map((hours) => time(scheduled) - hours * HOUR_MS).filter(
    (at) => at > now.getTime(),
  );
  const inFlightEvery = FLIGHT_CHECK_IN_FLIGHT_MINUTES * MINUTE_MS;
  if (departure !== null) {
    candidates.push(Math.max(time(departure), now.getTime() + inFlightEvery));
  } else if (candidates.length === 0) {
    // Past both checks and the feed never gave a departure: keep asking every 15 minutes until landing.
    candidates.push(now.getTime() + inFlightEvery);
  }
  return new Date(Math.min(...candidates));
}
