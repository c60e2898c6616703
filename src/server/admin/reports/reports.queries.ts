/**
 * The Reports page's sums, one row per Cancun day, service type and route, read from
 * report_sums, which triggers keep exact as money moves, bookings change and offers are marked (migration
 * 0030: a year's report over 100,000 bookings reads a few thousand rows instead of scanning them).
 * Money, rides and provider costs all count on the ride's reference time (a departure's pickup, an
 * arrival's landing; migration 0034); the days are Cancun's.
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';

/** Sums can pass 2^31 cents in a busy year: bigint, which the drivers hand over as text or BigInt. */
type Sum = number | string | bigint;

export interface ReportSumRow {
  /** 1 for the range's first day, 2 for the next... */
  day: number;
  service_type: string;
  from_location: string;
  to_location: string;
  /** Payments in the ledger. */
  bookings: Sum;
  revenue_cents: Sum;
  refunds_cents: Sum;
  rides: Sum;
  provider_cost_cents: Sum;
}

/**
 * The range's cells (`from` and `to` are Cancun dates, both included). A cell whose rows all went away
 * (a refund taken back, a ride moved to another day) stays in the table at zero and is left out here, as
 * a scan would not have found it.
 */
export function readReportSums(db: Database, from: string, to: string): Promise<ReportSumRow[]> {
  return queryRows<ReportSumRow>(
    db,
    sql`
      select (day - ${from}::date) + 1 as day, service_type, from_location, to_location,
        payments as bookings, revenue_cents, refunds_cents, rides, provider_cost_cents
      from report_sums
      where day >= ${from}::date and day <= ${to}::date
        and payments + refunds + rides + provider_costs > 0`,
  );
}
