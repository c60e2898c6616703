/**
 * The Reports page's sums (issue 19), one row per Cancun day, service type and route: money from the
 * `money_movements` ledger by the day it moved, rides from bookings by their reference time. Days are cut
 * in SQL at Cancun's midnight (`at time zone`), the range by instants the domain worked out.
 */
import { type SQL, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../domain/cancun-time';
import { MANIFEST_STATUSES } from '../../../domain/manifest-day';
import { type Database, queryRows } from '../../db/client';

export interface MoneyRow {
  date: string;
  service_type: string;
  from_location: string;
  to_location: string;
  /** Sums can pass 2^31 cents in a busy year: bigint, which the drivers hand over as text or BigInt. */
  bookings: number | string | bigint;
  revenue_cents: number | string | bigint;
  refunds_cents: number | string | bigint;
}

export interface RideRow {
  date: string;
  service_type: string;
  from_location: string;
  to_location: string;
  rides: number | string | bigint;
}

const cancunDay = (instant: SQL) => sql`to_char(${instant} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD')`;

export function sumMoney(db: Database, range: { start: Date; end: Date }): Promise<MoneyRow[]> {
  return queryRows<MoneyRow>(
    db,
    sql`
      select ${cancunDay(sql`at`)} as date, service_type, from_location, to_location,
        count(distinct booking_id) filter (where kind = 'payment') as bookings,
        coalesce(sum(amount_cents) filter (where kind = 'payment'), 0)::bigint as revenue_cents,
        coalesce(sum(amount_cents) filter (where kind = 'refund'), 0)::bigint as refunds_cents
      from money_movements
      where at >= ${range.start.toISOString()}::timestamptz and at < ${range.end.toISOString()}::timestamptz
      group by 1, 2, 3, 4`,
  );
}

/**
 * The manifest's rides (paid, confirmed, completed) of the range, by reference time: a departure's
 * pickup, an arrival's landing (only departures carry a pickup), as two index ranges.
 */
export function countRides(db: Database, range: { start: Date; end: Date }): Promise<RideRow[]> {
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const statuses = sql.join(
    MANIFEST_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return queryRows<RideRow>(
    db,
    sql`
      select ${cancunDay(sql`coalesce(pickup_time_calc, flight_date_time)`)} as date, service_type,
        from_location, to_location, count(*) as rides
      from bookings
      where status in (${statuses})
        and ((pickup_time_calc >= ${start} and pickup_time_calc < ${end})
          or (pickup_time_calc is null and flight_date_time >= ${start} and flight_date_time < ${end}))
      group by 1, 2, 3, 4`,
  );
}
