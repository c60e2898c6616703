/**
 * Which ride moments are due and not yet queued, read from the bookings themselves: nothing on the
 * booking's write path queues a message (creating a booking stays one insert), the worker finds what is due
 * on each pass. Each candidate is a booking that may be messaged (a number in E.164, consent, no STOP, not
 * erased), paid or confirmed, whose ride is ahead or just past, found through bookings_phone_e164_idx.
 */
import { type SQL, sql } from 'drizzle-orm';
import { DAY_BEFORE_HOURS, type MessageMoment } from '../../domain/ride-messages';
import { type Database, queryRows } from '../db/client';

/** How long after the ride a moment is still worth sending (a late landing, a late mark). */
const LATE_HOURS = 6;

/** A booking with a moment due, and what the message says of it. */
export interface DueMoment {
  moment: MessageMoment;
  bookingId: string;
  serviceType: 'arrival' | 'departure';
  lastName: string;
  phoneE164: string;
  signCode: string | null;
  hotelName: string;
  terminal: string | null;
  rideAt: Date;
  flightDateTime: Date;
  expectedLandingAt: Date | null;
  driverName: string | null;
  driverPhone: string | null;
  driverVehicle: string | null;
  driverPlate: string | null;
}

const RIDE_AT = sql.raw('coalesce(b.pickup_time_calc, b.expected_landing_at, b.flight_date_time)');
const hours = (value: number) => sql.raw(`interval '${value} hours'`);

/** When each moment is due, in SQL over the booking `b` at `now`. */
function dueWhen(moment: MessageMoment, now: Date): SQL {
  switch (moment) {
    case 'booked':
      return sql`${RIDE_AT} > ${now}`;
    case 'day-before':
      // A booking made within the day before its ride had its times in the 'booked' message already.
      return sql`${RIDE_AT} > ${now} and ${RIDE_AT} - ${hours(DAY_BEFORE_HOURS)} <= ${now}
        and b.created_at < ${RIDE_AT} - ${hours(DAY_BEFORE_HOURS)}`;
    case 'landed':
      return sql`b.service_type = 'arrival' and b.landed and ${RIDE_AT} > ${now}::timestamptz - ${hours(LATE_HOURS)}`;
    case 'driver-here':
      return sql`${RIDE_AT} > ${now}::timestamptz - ${hours(LATE_HOURS)} and exists (
        select 1 from ride_offers o where o.booking_id = b.id and o.status = 'accepted'
          and o.at_meeting_point_at is not null and o.on_board_at is null and o.no_show_at is null)`;
  }
}

/** Up to `limit` bookings with `moment` due and no message of it queued yet. */
export async function findDueMoments(
  db: Database,
  moment: MessageMoment,
  now: Date,
  limit: number,
): Promise<DueMoment[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select b.id, b.service_type, b.last_name, b.phone_e164, b.sign_code, b.hotel_name, b.terminal,
          ${RIDE_AT} as ride_at, b.flight_date_time, b.expected_landing_at,
          b.driver_name, b.driver_phone, b.driver_vehicle, b.driver_plate
        from bookings b
        where b.phone_e164 is not null and b.messages_consent_at is not null
          and b.messages_opted_out_at is null and b.erased_at is null
          and b.status in ('paid', 'confirmed')
          and ${dueWhen(moment, now)}
          and not exists (select 1 from messages m where m.booking_id = b.id and m.moment = ${moment})
        order by ${RIDE_AT}
        limit ${limit}`,
  );
  const instant = (value: unknown) => (value === null ? null : new Date(value as string));
  return rows.map((row) => ({
    moment,
    bookingId: row.id as string,
    serviceType: row.service_type as DueMoment['serviceType'],
    lastName: row.last_name as string,
    phoneE164: row.phone_e164 as string,
    signCode: row.sign_code as string | null,
    hotelName: row.hotel_name as string,
    terminal: row.terminal as string | null,
    rideAt: instant(row.ride_at) as Date,
    flightDateTime: instant(row.flight_date_time) as Date,
    expectedLandingAt: instant(row.expected_landing_at),
    driverName: row.driver_name as string | null,
    driverPhone: row.driver_phone as string | null,
    driverVehicle: row.driver_vehicle as string | null,
    driverPlate: row.driver_plate as string | null,
  }));
}
