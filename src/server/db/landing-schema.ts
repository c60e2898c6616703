/**
 * Flight-aware arrivals: the operator's meeting point per terminal, the flight-data checks of
 * each arrival (one row each, leased by one server at a time) and the feed's calls per Cancun day (the
 * daily cap). The booking's own terminal and landing are columns of `bookings` (schema.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { MEETING_POINT_MAX_LENGTH } from '../../domain/terminals';
import { inList, instant, textLimit, updatedAt } from './columns';
import { bookings } from './schema';

/** One row per key ('2', '3', '4', 'unknown') once an admin saved them; the domain's defaults until then. */
export const meetingPoints = pgTable(
  'meeting_points',
  {
    key: text('key').primaryKey(),
    text: text('text').notNull(),
    /** The admin's e-mail who saved it last. */
    updatedBy: text('updated_by').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('meeting_points_key_check', sql`${t.key} in ('2', '3', '4', 'unknown')`),
    check('meeting_points_text_check', textLimit(t.text, MEETING_POINT_MAX_LENGTH, { required: true })),
  ],
);

/** What the feed says of a flight: ours, mapped from the vendor's words. */
export const FLIGHT_WATCH_STATUSES = [
  'scheduled',
  'delayed',
  'departed',
  'landed',
  'cancelled',
  'diverted',
  'unknown',
] as const;

/**
 * An arrival's flight checks: when the next one is due, the lease of the server doing it, and what the
 * feed said last. A row is made when the arrival first falls due (24 hours before landing).
 */
export const flightWatches = pgTable(
  'flight_watches',
  {
    bookingId: text('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null once there is nothing more to ask (landed, cancelled, diverted, long overdue). */
    nextCheckAt: instant('next_check_at'),
    /** A server holds the row until then while it asks the feed; another takes it over after. */
    leaseUntil: instant('lease_until'),
    /** The flight's departure, as the feed gave it (revised or actual when known). */
    departureAt: instant('departure_at'),
    lastStatus: text('last_status'),
    lastCheckedAt: instant('last_checked_at'),
    checks: integer('checks').notNull().default(0),
  },
  (t) => [
    check('flight_watches_status_check', sql`${t.lastStatus} in (${inList(FLIGHT_WATCH_STATUSES)})`),
    check('flight_watches_checks_check', sql`${t.checks} >= 0`),
    index('flight_watches_due_idx').on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
  ],
);

/** The feed's calls per Cancun day ('2026-11-27'), against FLIGHT_DATA_DAILY_CALLS. */
export const flightDataCalls = pgTable(
  'flight_data_calls',
  {
    day: text('day').primaryKey(),
    calls: integer('calls').notNull().default(0),
    /** Calls of the day that failed or whose answer was not believed (the System page, the metrics). */
    failures: integer('failures').notNull().default(0),
    /** The cap's one log line of the day is written. */
    capLogged: boolean('cap_logged').notNull().default(false),
  },
  (t) => [
    check('flight_data_calls_day_check', sql`${t.day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check('flight_data_calls_calls_check', sql`${t.calls} >= 0`),
  ],
);
