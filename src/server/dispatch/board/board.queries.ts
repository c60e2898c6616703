/**
 * The dispatch board's rides: a Cancun day's, or one ride's when the stream hears it changed.
 * One statement each: the booking and its latest offer (the standing one when one stands) with the
 * provider and the marks, which is what Needs attention's rules read. The day is two ranges of
 * bookings_schedule_idx (a departure by its pickup, an arrival, which has none, by its landing); the
 * offer comes through ride_offers_booking_idx.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { OfferStatus } from '../../../domain/dispatch';
import type { ServiceType } from '../../../domain/service-types';
import type { BookingStatus } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import { preparedRows } from '../../db/prepared';

/** A board's ride as the statement gives it, the instants as Dates. */
export interface BoardRow {
  id: string;
  service_type: ServiceType;
  flight_date_time: Date;
  pickup_time_calc: Date | null;
  /** An arrival's expected landing, when known (its driver is late from then on). */
  expected_landing_at: Date | null;
  from_location: string;
  to_location: string;
  passengers: number;
  last_name: string;
  status: BookingStatus;
  booking_driver_name: string | null;
  driver_details_sent: boolean;
  /** The ride's latest offer, which is the one standing when one stands: none is made while one stands. */
  offer_status: OfferStatus | null;
  /** The latest offer's provider (the board shows it while the offer stands). */
  provider_id: string | null;
  provider_name: string | null;
  offer_driver_name: string | null;
  /** The latest offer's marks, set or not (the board needs no mark's time, only which is the latest). */
  at_meeting_point: boolean;
  on_board: boolean;
  completed: boolean;
  no_show: boolean;
  changes_unconfirmed: boolean;
  /** The traveller's last reply by WhatsApp or SMS ('landed', 'bags', 'help', 'other'), if any. */
  last_reply_kind: string | null;
}

/**
 * The ride's reference time, as domain/booking-timing.ts defines it: an arrival never has a pickup time
 * (bookings_arrival_without_pickup_check), and a departure without one is timed by its flight.
 */
const RIDE_TIME = sql`coalesce(b.pickup_time_calc, b.flight_date_time)`;

/**
 * A ride's fields in the order of its JSON array: the names are written here once, not once per ride
 * (about half of what PostgreSQL built and the driver read as objects, decision 040).
 */
const BOARD_FIELDS = [
  'id',
  'service_type',
  'flight_date_time',
  'pickup_time_calc',
  'expected_landing_at',
  'from_location',
  'to_location',
  'passengers',
  'last_name',
  'status',
  'booking_driver_name',
  'driver_details_sent',
  'offer_status',
  'provider_id',
  'provider_name',
  'offer_driver_name',
  'at_meeting_point',
  'on_board',
  'completed',
  'no_show',
  'changes_unconfirmed',
  'last_reply_kind',
] as const satisfies readonly (keyof BoardRow)[];
// Every field of a BoardRow is in the list: a new one left out fails the type check here.
const everyField: Exclude<keyof BoardRow, (typeof BOARD_FIELDS)[number]> extends never ? true : never = true;
void everyField;

/**
 * The board's rides among `where`, as one JSON array of arrays in pickup order (cheap to decode on
 * PGlite, as the dashboard's list is). A ride is on the board when paid, confirmed or completed; refunded
 * (it was paid); or cancelled once offered to a provider (a booking never paid and dropped is not a ride
 * to dispatch).
 *
 * One lookup of ride_offers_booking_idx per ride gives its latest offer, and with it the standing one: an
 * offer is made only while none stands (ride_offers_standing_idx is unique), so a standing offer is the
 * latest. Joining the standing offers apart from the latest had PostgreSQL hash every standing offer ever
 * made, a cost that grows with the business, for one day's rides.
 */
export function boardStatement(where: SQL): SQL {
  const fields = sql.raw(BOARD_FIELDS.map((field) => `r.${field}`).join(', '));
  return sql`
    select coalesce(json_agg(json_build_array(${fields}) order by r.ride_at, r.id), '[]'::json) as rides from (
      select b.id, ${RIDE_TIME} as ride_at, b.service_type, b.flight_date_time, b.pickup_time_calc,
        b.expected_landing_at, b.from_location, b.to_location, b.passengers, b.last_name, b.status,
        b.driver_name as booking_driver_name,
        coalesce(b.driver_details_sent_for = b.driver_name || chr(10) || b.driver_company, false)
          as driver_details_sent,
        l.status as offer_status, l.provider_id, p.company_name as provider_name,
        l.driver_name as offer_driver_name,
        l.at_meeting_point_at is not null as at_meeting_point, l.on_board_at is not null as on_board,
        l.completed_at is not null as completed, l.no_show_at is not null as no_show,
        l.changes_unconfirmed_since is not null as changes_unconfirmed, b.last_reply_kind
      from bookings b
      left join lateral (select o.status, o.provider_id, o.driver_name, o.at_meeting_point_at, o.on_board_at,
          o.completed_at, o.no_show_at, o.changes_unconfirmed_since
        from ride_offers o where o.booking_id = b.id
        order by o.offered_at desc, o.created_at desc limit 1) l on true
      left join providers p on p.id = l.provider_id
      where ${where}
        and (b.status in ('paid', 'confirmed', 'completed', 'refunded')
          or (b.status = 'cancelled' and l.status is not null))
    ) r`;
}

type BoardField = (typeof BOARD_FIELDS)[number];
type InstantField = {
  [Field in BoardField]: BoardRow[Field] extends Date | null ? Field : never;
}[BoardField];

/** The fields that are instants, parsed into Dates here; every other field is the value as JSON gives it. */
const INSTANT_FIELDS = [
  'flight_date_time',
  'pickup_time_calc',
  'expected_landing_at',
] as const satisfies readonly InstantField[];
// Every instant of a BoardRow is in the list: a new one left out fails the type check here.
const everyInstant: Exclude<InstantField, (typeof INSTANT_FIELDS)[number]> extends never ? true : never =
  true;
void everyInstant;
const IS_INSTANT: ReadonlySet<BoardField> = new Set(INSTANT_FIELDS);

const instant = (value: unknown) => (value === null ? null : new Date(value as string));

/** A ride's array as a BoardRow: each field read by its place in BOARD_FIELDS, each instant parsed once. */
function toBoardRow(values: unknown[]): BoardRow {
  const row: Record<string, unknown> = {};
  BOARD_FIELDS.forEach((field, i) => {
    row[field] = IS_INSTANT.has(field) ? instant(values[i]) : values[i];
  });
  return row as unknown as BoardRow;
}

/** `name`: one name per shape of `where` (db/prepared.ts): the statement is planned once per connection. */
async function boardRows(db: Database, name: string, where: SQL): Promise<BoardRow[]> {
  const [row] = await preparedRows<{ rides: unknown[][] | string }>(db, name, boardStatement(where));
  const rides = row?.rides ?? [];
  const arrays = typeof rides === 'string' ? (JSON.parse(rides) as unknown[][]) : rides;
  return arrays.map(toBoardRow);
}

/** The rides whose reference time falls in [start, end), in pickup order: two ranges of bookings_schedule_idx. */
export function findBoardRides(db: Database, range: { start: Date; end: Date }): Promise<BoardRow[]> {
  return boardRows(db, 'board_day', boardDayCondition(range));
}

/**
 * The day's two index ranges (exported for EXPLAIN and the bench). Its bounds are each behind a `select`,
 * which the planner cannot read: every day then gets the same plan, and PostgreSQL keeps it (a generic
 * plan) after five runs. With bounds it could read, a day's own plan always looked cheaper than one for
 * any day, so the board was planned anew at every call: 0.6 ms of PostgreSQL's time, more on PGlite.
 */
export function boardDayCondition(range: { start: Date; end: Date }): SQL {
  const start = sql`(select ${range.start.toISOString()}::timestamptz)`;
  const end = sql`(select ${range.end.toISOString()}::timestamptz)`;
  return sql`((b.pickup_time_calc >= ${start} and b.pickup_time_calc < ${end})
    or (b.pickup_time_calc is null and b.flight_date_time >= ${start} and b.flight_date_time < ${end}))`;
}

/** One ride, whatever its day; none when it is gone or not a ride the board shows (pending). */
export async function findBoardRide(db: Database, bookingId: string): Promise<BoardRow | undefined> {
  const [row] = await boardRows(db, 'board_ride', sql`b.id = ${bookingId}`);
  return row;
}
