/**
 * The Reports page's sums (issue 19), one row per Cancun day, service type and route: money from the
 * `money_movements` ledger by the day it moved, rides from bookings by their reference time. The domain
 * works out each day's Cancun midnight as an instant; SQL puts every row in its day with `width_bucket`
 * over those instants (a binary search per row: a third of the cost of converting every row's time to
 * Cancun's zone, which matters at a year of 100,000 bookings on PGlite).
 */
import { type SQL, sql } from 'drizzle-orm';
import { MANIFEST_STATUSES } from '../../../domain/manifest-day';
import { type Database, queryRows } from '../../db/client';

export interface MoneyRow {
  /** 1 for the range's first day, 2 for the next... */
  day: number;
  service_type: string;
  from_location: string;
  to_location: string;
  /** Sums can pass 2^31 cents in a busy year: bigint, which the drivers hand over as text or BigInt. */
  bookings: number | string | bigint;
  revenue_cents: number | string | bigint;
  refunds_cents: number | string | bigint;
}

export interface RideRow {
  day: number;
  service_type: string;
  from_location: string;
  to_location: string;
  rides: number | string | bigint;
}

/** The range as its days' first instants (each Cancun midnight) and the instant it ends. */
export interface DayBounds {
  starts: Date[];
  end: Date;
}

const dayOf = (instant: SQL, days: DayBounds) =>
  sql`width_bucket(${instant}, ${`{${days.starts.map((start) => start.toISOString()).join(',')}}`}::timestamptz[])`;

export function sumMoney(db: Database, days: DayBounds): Promise<MoneyRow[]> {
  const range = { start: days.starts[0] ?? days.end, end: days.end };
  return queryRows<MoneyRow>(
    db,
    sql`
      select ${dayOf(sql`at`, days)} as day, service_type, from_location, to_location,
        count(*) filter (where kind = 'payment') as bookings,
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
export function countRides(db: Database, days: DayBounds): Promise<RideRow[]> {
  const start = sql`${(days.starts[0] ?? days.end).toISOString()}::timestamptz`;
  const end = sql`${days.end.toISOString()}::timestamptz`;
  const statuses = sql.join(
    MANIFEST_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return queryRows<RideRow>(
    db,
    sql`
      select ${dayOf(sql`coalesce(pickup_time_calc, flight_date_time)`, days)} as day, service_type,
        from_location, to_location, count(*) as rides
      from bookings
      where status in (${statuses})
        and ((pickup_time_calc >= ${start} and pickup_time_calc < ${end})
          or (pickup_time_calc is null and flight_date_time >= ${start} and flight_date_time < ${end}))
      group by 1, 2, 3, 4`,
  );
}

export interface ProviderCostRow {
  day: number;
  service_type: string;
  from_location: string;
  to_location: string;
  provider_cost_cents: number | string | bigint;
}

/**
 * Issue 29: what the providers are owed for the range's rides, by reference time, as their statements
 * count it (domain/provider-statement.ts): accepted offers marked completed or no-show, whatever became of
 * the booking since. The range's bookings by the schedule index, each one's standing offer through
 * ride_offers_standing_idx.
 */
export function sumProviderCosts(db: Database, days: DayBounds): Promise<ProviderCostRow[]> {
  const start = sql`${(days.starts[0] ?? days.end).toISOString()}::timestamptz`;
  const end = sql`${days.end.toISOString()}::timestamptz`;
  return queryRows<ProviderCostRow>(
    db,
    sql`
      select ${dayOf(sql`coalesce(b.pickup_time_calc, b.flight_date_time)`, days)} as day, b.service_type,
        b.from_location, b.to_location, sum(o.cost_cents)::bigint as provider_cost_cents
      from bookings b
      join ride_offers o on o.booking_id = b.id and o.status = 'accepted'
        and (o.completed_at is not null or o.no_show_at is not null)
      where (b.pickup_time_calc >= ${start} and b.pickup_time_calc < ${end})
         or (b.pickup_time_calc is null and b.flight_date_time >= ${start} and b.flight_date_time < ${end})
      group by 1, 2, 3, 4`,
  );
}
