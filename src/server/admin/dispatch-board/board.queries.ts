/**
 * The dispatch board's rides (issue 29): a Cancun day's, or one ride's when the stream hears it changed.
 * One statement each: the booking, its standing offer with the provider and the marks, and its latest
 * offer (what Needs attention's rules read). The day is two ranges of bookings_status_schedule_idx per
 * status (a departure by its pickup, an arrival by its landing); the offers come through
 * ride_offers_standing_idx and ride_offers_booking_idx.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { OfferStatus } from '../../../domain/dispatch';
import type { ServiceType } from '../../../domain/service-types';
import type { BookingStatus } from '../../../domain/statuses';
import { type Database, queryRows } from '../../db/client';

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

/** The statuses of rides on the board: the manifest's, and cancelled or refunded ones that were paid. */
const DRIVEN = ['paid', 'confirmed', 'completed'] as const;
const CLOSED = ['cancelled', 'refunded'] as const;

/** The ride's reference time, as domain/booking-timing.ts `referenceTime` defines it. */
const REFERENCE_TIME = sql`case when b.service_type = 'departure' and b.pickup_time_calc is not null
  then b.pickup_time_calc else b.flight_date_time end`;

function boardStatement(where: SQL): SQL {
  return sql`
    select b.id, b.service_type, b.flight_date_time, b.pickup_time_calc, b.from_location, b.to_location,
      b.passengers, b.last_name, b.status, b.driver_name as booking_driver_name,
      coalesce(b.driver_details_sent_for = b.driver_name || chr(10) || b.driver_company, false)
        as driver_details_sent,
      s.status as standing_status, s.provider_id, p.company_name as provider_name,
      s.driver_name as offer_driver_name, s.at_meeting_point_at, s.on_board_at, s.completed_at, s.no_show_at,
      l.status as latest_status, l.at_meeting_point_at is not null as latest_at_meeting_point,
      l.changes_unconfirmed_since is not null as latest_changes_unconfirmed
    from bookings b
    left join ride_offers s on s.booking_id = b.id and s.status in ('offered', 'accepted')
    left join providers p on p.id = s.provider_id
    left join lateral (select o.status, o.at_meeting_point_at, o.changes_unconfirmed_since from ride_offers o
      where o.booking_id = b.id order by o.offered_at desc, o.created_at desc limit 1) l on true
    where ${where}
      and (b.status in ('paid', 'confirmed', 'completed')
        or (b.status in ('cancelled', 'refunded')
          and (exists (select 1 from money_movements m where m.booking_id = b.id and m.kind = 'payment')
            or exists (select 1 from ride_offers x where x.booking_id = b.id))))
    order by ${REFERENCE_TIME}, b.id`;
}

/** The rides whose reference time falls in [start, end), in pickup order. */
export function findBoardRides(db: Database, range: { start: Date; end: Date }): Promise<BoardRow[]> {
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const candidates = sql.join(
    [...DRIVEN, ...CLOSED].flatMap((status) => [
      sql`select id from bookings where status = ${status}
            and pickup_time_calc >= ${start} and pickup_time_calc < ${end}`,
      sql`select id from bookings where status = ${status}
            and flight_date_time >= ${start} and flight_date_time < ${end}`,
    ]),
    sql` union `,
  );
  return queryRows<BoardRow>(
    db,
    boardStatement(
      sql`b.id in (${candidates}) and ${REFERENCE_TIME} >= ${start} and ${REFERENCE_TIME} < ${end}`,
    ),
  );
}

/** One ride, whatever its day; none when it is gone or not a ride the board shows (pending). */
export async function findBoardRide(db: Database, bookingId: string): Promise<BoardRow | undefined> {
  const [row] = await queryRows<BoardRow>(db, boardStatement(sql`b.id = ${bookingId}`));
  return row;
}
