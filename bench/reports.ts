/**
 * The Reports page's figures for a whole year (target p95 <= 200 ms on PGlite) over the 100,000
 * seeded bookings: every paid, confirmed, completed or refunded booking gets its payment in the ledger on
 * the day it was made, and every refunded one a 95% refund three days later, as the app would have
 * recorded them.
 */
import { sql } from 'drizzle-orm';
import { getReport } from '../src/server/admin/reports/reports.service';
import { type Database, queryRows } from '../src/server/db/client';
import { measure, printTargetRow } from './percentiles';
import { withoutStatementTimeout } from './seed-bookings';

export const REPORT_TARGET = { p95: 200 } as const;

/**
 * The ledger's bulk inserts run past the serving pool's statement limit, as the bookings' do: their
 * trigger sums every row, and on a slow machine the payments' insert ran past 4 s and stopped the bench.
 */
async function seedMoney(db: Database): Promise<number> {
  await withoutStatementTimeout(
    db,
    sql`
    insert into money_movements (booking_id, kind, source_ref, amount_cents, service_type, from_location, to_location, at)
    select id, 'payment', 'bench:' || id, total_price * 100, service_type, from_location, to_location, created_at
    from bookings where status in ('paid', 'confirmed', 'completed', 'refunded') and total_price > 0`,
  );
  await withoutStatementTimeout(
    db,
    sql`
    insert into money_movements (booking_id, kind, source_ref, amount_cents, service_type, from_location, to_location, at)
    select id, 'refund', 'bench:' || id, total_price * 95, service_type, from_location, to_location,
      created_at + interval '3 days'
    from bookings where status = 'refunded' and total_price > 0`,
  );
  await db.execute(sql`vacuum analyze money_movements`);
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from money_movements`,
  );
  return row?.count ?? 0;
}

export async function benchReports(db: Database, iterations: number): Promise<void> {
  const movements = await seedMoney(db);
  // The seeded flights run a year from July 2025; bookings were made up to 90 days before them.
  const ranges = [
    { from: '2025-07-01', to: '2026-06-30' },
    { from: '2025-04-01', to: '2026-03-31' },
  ];
  let next = 0;
  const figures = await measure(async () => {
    const range = ranges[next++ % ranges.length];
    await getReport({ db, now: () => new Date() }, range ?? {});
  }, iterations);
  console.log(`(${movements.toLocaleString('en-US')} money movements)`);
  printTargetRow('report for a year', { ...figures, longestStatement: figures.max }, REPORT_TARGET);
}
