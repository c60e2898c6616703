/**
 * The dispatch board's rides (issue 29): a Cancun day's, or one ride's when the stream hears it changed.
 * One statement each: the booking, its standing offer with the provider and the marks, and its latest
 * offer (what Needs attention's rules read). The day is two ranges of bookings_schedule_idx (a departure
 * by its pickup, an arrival, which has none, by its landing); the offers come through
 * ride_offers_standing_idx and ride_offers_booking_idx.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { OfferStatus } from '../../../domain/dispatch';
import type { ServiceType } from '../../../domain/service-types';
import type { BookingStatus } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import { preparedRows } from '../../db/prepared';

export interface BoardRow {
  id: string;
  service_type: ServiceType;
  flight_date_time: Date | string;
  pickup_time_calc: Date | string | null;
  from_location: string;
  to_location: string;
  passengers: number;
  last_name: string;
  status: BookingStatus;
  booking_driver_name: string | null;
  driver_details_sent: boolean;
  standing_status: 'offered' | 'accepted' | null;
  provider_id: string | null;
  provider_name: string | null;
  offer_driver_name: string | null;
  at_meeting_point_at: Date | string | null;
  on_board_at: Date | string | null;
  completed_at: Date | string | null;
  no_show_at: Date | string | null;
  latest_status: OfferStatus | null;
  latest_at_meeting_point: boolean | null;
  latest_changes_unconfirmed: boolean | null;
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
  'from_location',
  'to_location',
  'passengers',
  'last_name',
  'status',
  'booking_driver_name',
  'driver_details_sent',
  'standing_status',
  'provider_id',
  'provider_name',
  'offer_driver_name',
  'at_meeting_point_at',
  'on_board_at',
  'completed_at',
  'no_show_at',
  'latest_status',
  'latest_at_meeting_point',
  'latest_changes_unconfirmed',
] as const satisfies readonly (keyof BoardRow)[];
// Every field of a BoardRow is in the list: a new one left out fails the type check here.
const everyField: Exclude<keyof BoardRow, (typeof BOARD_FIELDS)[number]> extends never ? true : never = true;
void everyField;

/**
 * The board's rides among `where`, as one JSON array of arrays in pickup order (cheap to decode on
 * PGlite, as the dashboard's list is). A ride is on the board when paid, confirmed or completed; refunded
 * (it was paid); or cancelled once offered to a provider (a booking never paid and dropped is not a ride
 * to dispatch).
 */
export function boardStatement(where: SQL): SQL {
  const fields = sql.raw(BOARD_FIELDS.map((field) => `r.${field}`).join(', '));
  return sql`
    select coalesce(json_agg(json_build_array(${fields}) order by r.ride_at, r.id), '[]'::json) as rides from (
      select b.id, ${RIDE_TIME} as ride_at, b.service_type, b.flight_date_time, b.pickup_time_calc,
        b.from_location, b.to_location, b.passengers, b.last_name, b.status,
        b.driver_name as booking_driver_name,
        coalesce(b.driver_details_sent_for = b.driver_name || chr(10) || b.driver_company, false)
          as driver_details_sent,
        s.status as standing_status, s.provider_id, p.company_name as provider_name,
        s.driver_name as offer_driver_name, s.at_meeting_point_at, s.on_board_at, s.completed_at,
        s.no_show_at, l.status as latest_status, l.at_meeting_point_at is not null as latest_at_meeting_point,
        l.changes_unconfirmed_since is not null as latest_changes_unconfirmed
      from bookings b
      left join ride_offers s on s.booking_id = b.id and s.status in ('offered', 'accepted')
      left join providers p on p.id = s.provider_id
      left join lateral (select o.status, o.at_meeting_point_at, o.changes_unconfirmed_since
        from ride_offers o where o.booking_id = b.id
        order by o.offered_at desc, o.created_at desc limit 1) l on true
      where ${where}
        and (b.status in ('paid', 'confirmed', 'completed', 'refunded')
          or (b.status = 'cancelled' and l.status is not null))
    ) r`;
}

/** `name`: one name per shape of `where` (db/prepared.ts): the statement is planned once per connection. */
async function boardRows(db: Database, name: string, where: SQL): Promise<BoardRow[]> {
  const [row] = await preparedRows<{ rides: unknown[][] | string }>(db, name, boardStatement(where));
  const rides = row?.rides ?? [];
  const arrays = typeof rides === 'string' ? (JSON.parse(rides) as unknown[][]) : rides;
  return arrays.map(
    (values) => Object.fromEntries(BOARD_FIELDS.map((field, i) => [field, values[i]])) as unknown as BoardRow,
  );
}

/** The rides whose reference time falls in [start, end), in pickup order: two ranges of bookings_schedule_idx. */
export function findBoardRides(db: Database, range: { start: Date; end: Date }): Promise<BoardRow[]> {
  return boardRows(db, 'board_day', boardDayCondition(range));
}

/** The day's two index ranges (exported for EXPLAIN and the bench). */
export function boardDayCondition(range: { start: Date; end: Date }): SQL {
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  return sql`((b.pickup_time_calc >= ${start} and b.pickup_time_calc < ${end})
    or (b.pickup_time_calc is null and b.flight_date_time >= ${start} and b.flight_date_time < ${end}))`;
}

/** One ride, whatever its day; none when it is gone or not a ride the board shows (pending). */
export async function findBoardRide(db: Database, bookingId: string): Promise<BoardRow | undefined> {
  const [row] = await boardRows(db, 'board_ride', sql`b.id = ${bookingId}`);
  return row;
}
