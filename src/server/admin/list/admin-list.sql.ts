/**
 * The pieces of the dashboard list's statements shared by the one-statement list and the broad search: the
 * order, the admin shape built by the database, the search condition, the page, and reading the answer.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AdminSearch } from '../../../domain/admin-search';
import { FREE_WAIT_MINUTES } from '../../../domain/landing';
import type { AdminBooking } from '../../../domain/schemas/booking';
import type { BookingStatus } from '../../../domain/statuses';
import { DEFAULT_MEETING_POINTS, MEETING_POINT_KEYS } from '../../../domain/terminals';
import { ADMIN_BOOKING_FIELDS, type BookingField, INSTANT_FIELDS, sqlColumnName } from '../../bookings';
import { type Database, queryRows } from '../../db/client';
import { bookings } from '../../db/schema';

/** SPEC section 7's order, with the id last so pages never overlap: the columns of the schedule indexes. */
export const LIST_ORDER = sql`pickup_time_calc asc nulls last, flight_date_time asc, id asc`;

/**
 * Whether the driver saved now is the one whose details were sent: driverDetailsKey (domain/driver-details.ts)
 * in SQL. Null name or company concatenate to null, which never equals: not sent.
 */
export const DRIVER_DETAILS_SENT = sql`coalesce(b.driver_details_sent_for = b.driver_name || chr(10) || b.driver_company, false)`;

/**
 * The fields arrival-fields.ts works out (meeting point, scheduled landing, free wait), in SQL so
 * the list stays one statement: the saved meeting point of the terminal or the domain's default.
 */
const ARRIVAL = sql`b.service_type = 'arrival'`;
const defaultMeetingPoint = sql.join(
  MEETING_POINT_KEYS.map((key) => sql`when ${key} then ${DEFAULT_MEETING_POINTS[key]}::text`),
  sql` `,
);
const ARRIVAL_COMPUTED: [string, SQL][] = [
  [
    'meetingPoint',
    sql`case when ${ARRIVAL} then coalesce(
    (select mp.text from meeting_points mp where mp.key = coalesce(b.terminal, 'unknown')),
    case coalesce(b.terminal, 'unknown') ${defaultMeetingPoint} end) end`,
  ],
  ['scheduledLandingAt', sql`case when ${ARRIVAL} then b.flight_date_time end`],
  [
    'freeWaitUntil',
    sql`case when ${ARRIVAL} then greatest(b.flight_date_time, b.expected_landing_at)
    + make_interval(mins => ${FREE_WAIT_MINUTES}) end`,
  ],
];

/** Worked out from the row: whether its driver's details were sent, and the arrival fields. */
const WORKED_OUT: [string, SQL][] = [['driverDetailsSent', DRIVER_DETAILS_SENT], ...ARRIVAL_COMPUTED];

/**
 * The stored fields, as one piece of text: drizzle walks every piece of a statement each time it is
 * built, and the list's statements are built per request (45 pieces here cost 80 µs a build).
 */
const storedFields = (field: (name: BookingField) => string) =>
  sql.raw(ADMIN_BOOKING_FIELDS.map(field).join(', '));

/**
 * The admin shape (adminBookingSchema) of the booking aliased `b`, built by the database from the same
 * fields as toAdminBooking (bookings/booking-fields.ts); instants are normalised by `withIsoInstants`.
 */
export const ADMIN_BOOKING_JSON = sql`json_build_object(${storedFields((name) => `'${name}', b.${sqlColumnName(name)}`)}, ${sql.join(
  WORKED_OUT.map(([field, value]) => sql`${sql.raw(`'${field}'`)}, ${value}`),
  sql`, `,
)})`;

/**
 * The same values as a JSON array, in ADMIN_BOOKING_KEYS' order, for `adminBookingOf`: the field names
 * are not repeated per booking, which is less than half the bytes and, on PostgreSQL, a third of the time
 * (decision 040: 100 bookings, 110 KB to 46 KB, about 1.6 ms to 0.5).
 */
export const ADMIN_BOOKING_ARRAY = sql`json_build_array(${storedFields((name) => `b.${sqlColumnName(name)}`)}, ${sql.join(
  WORKED_OUT.map(([, value]) => value),
  sql`, `,
)})`;

const ADMIN_BOOKING_KEYS: string[] = [...ADMIN_BOOKING_FIELDS, ...WORKED_OUT.map(([field]) => field)];

/** A booking sent as ADMIN_BOOKING_ARRAY, in the admin shape, its instants normalised. */
export function adminBookingOf(values: readonly unknown[]): AdminBooking {
  const booking: Record<string, unknown> = {};
  ADMIN_BOOKING_KEYS.forEach((field, i) => {
    const value = values[i] ?? null;
    booking[field] = INSTANT_KEYS.has(field) && value !== null ? iso(value as string) : value;
  });
  return booking as unknown as AdminBooking;
}

/** The worked-out instants of ARRIVAL_COMPUTED, normalised like the stored ones. */
const COMPUTED_INSTANT_FIELDS = ['scheduledLandingAt', 'freeWaitUntil'] as const;
const INSTANT_KEYS = new Set<string>([...INSTANT_FIELDS, ...COMPUTED_INSTANT_FIELDS]);

/** LIKE treats % _ and \ as patterns; a term is matched literally. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The search as a condition the indexes serve. A substring must match `search_text` exactly as it is built,
 * `lower()` of the columns, so the term is lowered by the same function (bookings_search_trgm_idx). A short
 * term is a prefix of, or all of, lower(last_name) (bookings_last_name_prefix_idx, text_pattern_ops so
 * LIKE 'x%' can use a btree whatever the database's collation). A term written as a booking id also
 * matches that booking's id.
 */
export function searchCondition(search: AdminSearch): SQL | undefined {
  switch (search.kind) {
    case 'none':
      return undefined;
    case 'last-name':
      // LIKE without a wildcard: the same btree answers it as an equality.
      return sql`lower(${bookings.lastName}) like lower(${escapeLike(search.term)})`;
    case 'last-name-prefix':
      return sql`lower(${bookings.lastName}) like lower(${`${escapeLike(search.term)}%`})`;
    case 'substring': {
      const substring = sql`${bookings.searchText} like lower(${`%${escapeLike(search.term)}%`})`;
      // The id through the primary key, beside the trigram index (a bitmap OR of the two on PostgreSQL).
      return search.bookingId === undefined
        ? substring
        : sql`(${substring} or ${bookings.id} = ${search.bookingId})`;
    }
  }
}

export interface ListPageQuery {
  search: AdminSearch;
  status: BookingStatus | undefined;
  limit: number;
  offset: number;
}

export interface ListPage {
  bookings: AdminBooking[];
  counts: Map<string, number>;
}

/** The page's ids, in the list's order, taken from `source` (bookings or the search's matches). */
export function pageOf(source: SQL, query: Pick<ListPageQuery, 'status' | 'limit' | 'offset'>): SQL {
  const statusFilter = query.status ? sql`where status = ${query.status}` : sql``;
  return sql`(select json_agg(${ADMIN_BOOKING_JSON} order by ${LIST_ORDER})
          from (select id from ${source} ${statusFilter} order by ${LIST_ORDER} limit ${query.limit} offset ${query.offset}) p
          join bookings b using (id))`;
}

/** PostgreSQL's JSON form of a whole-second instant in UTC, the usual one: its ISO form is a rewrite. */
const WHOLE_SECOND_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/;
const iso = (instant: string) =>
  WHOLE_SECOND_UTC.test(instant) ? `${instant.slice(0, 19)}.000Z` : new Date(instant).toISOString();

/** JSON carries instants with an offset (+00:00); the API answers them as the other routes do (…Z). */
export function withIsoInstants<T extends AdminBooking>(booking: T): T {
  const normalised: Record<string, unknown> = { ...booking };
  for (const field of [...INSTANT_FIELDS, ...COMPUTED_INSTANT_FIELDS]) {
    const instant = booking[field] as string | null;
    normalised[field] = instant === null ? null : iso(instant);
  }
  return normalised as T;
}

/** Runs a statement answering `counts` and `bookings` as JSON, and reads both. */
export async function readListStatement(db: Database, statement: SQL): Promise<ListPage> {
  const [row] = await queryRows<{ counts: Record<string, number> | null; bookings: AdminBooking[] | null }>(
    db,
    statement,
  );
  return {
    bookings: (row?.bookings ?? []).map(withIsoInstants),
    counts: new Map(Object.entries(row?.counts ?? {}).map(([status, count]) => [status, Number(count)])),
  };
}

export function totalOf(counts: Map<string, number>): number {
  let total = 0;
  for (const count of counts.values()) total += count;
  return total;
}
