/**
 * The reset every database test starts from (src/testing/server/test-database.ts resetDatabase): whatever
 * a test wrote, in whichever tables, is gone, the sums and counts the triggers keep go with it, a used
 * sequence of the app's schema starts again, and the spec's prices are back. It truncates only the tables
 * that hold rows, so a table it skipped would leak one test's rows into the next.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { until } from '../../testing/bounded';
import { arrivalRequest, NOW } from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { resetDatabase, TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from './client';

describe.each(TEST_ENGINES)('the reset between database tests on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  /** Each table of the app's schema that holds a row, with its count. */
  async function tablesWithRows(): Promise<Record<string, number>> {
    const tables = await queryRows<{ name: string }>(
      database().db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ count: number | string }>(
        database().db,
        sql`select count(*) as count from ${sql.identifier(name)}`,
      );
      if (Number(row?.count) > 0) counts[name] = Number(row?.count);
    }
    return counts;
  }

  it('leaves only the default prices, whatever was written, and restarts a used sequence', async () => {
    const booked = await app().inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'idempotency-key': 'reset-test-1' },
      payload: arrivalRequest({ specialInstructions: `<b>"&'</script> 🚐` }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await database().db.execute(sql`update prices set base_price = 260 where to_location = 'Tulum'`);
    await database().db.execute(sql`create sequence if not exists reset_test_numbers`);
    await database().db.execute(sql`select nextval('reset_test_numbers'), nextval('reset_test_numbers')`);
    const written = await tablesWithRows();
    // The booking reached the tables that refer to it and the sums kept beside it.
    expect(Object.keys(written)).toEqual(
      expect.arrayContaining(['bookings', 'booking_events', 'emails', 'booking_status_counts', 'prices']),
    );

    await resetDatabase(database());

    expect(await tablesWithRows()).toEqual({ prices: 3 });
    const prices = await queryRows<{ to: string; price: number | string }>(
      database().db,
      sql`select to_location as to, base_price as price from prices order by base_price`,
    );
    expect(prices.map(({ to, price }) => [to, Number(price)])).toEqual([
      ['Cancun', 49],
      ['Playa del Carmen', 99],
      ['Tulum', 199],
    ]);
    const [next] = await queryRows<{ value: number | string }>(
      database().db,
      sql`select nextval('reset_test_numbers') as value`,
    );
    expect(Number(next?.value)).toBe(1);
    // The database is shared with other files (decision 066): the schema goes back as it was.
    await database().db.execute(sql`drop sequence reset_test_numbers`);
  });
});

describe.runIf(TEST_ENGINES.includes('postgres'))(
  'the reset beside a server still reading, on postgres',
  () => {
    const database = useTestDatabase('postgres');

    /** Statements of this database waiting for a lock another holds. */
    async function waitingForALock(): Promise<number> {
      const [row] = await queryRows<{ count: number | string }>(
        database().db,
        sql`select count(*) as count from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return Number(row?.count);
    }

    it('runs again when PostgreSQL ends it in a deadlock, and empties the tables', async () => {
      await database().db.execute(sql`insert into limit_counters (key, hits, window_ends_at)
      values ('reset-test', 1, now())`);
      let reset: Promise<void> | undefined;
      await database().db.transaction(async (reader) => {
        // A reader holding the table the truncate takes last, then asking for the one it took first: the
        // reset's wait began first, so its deadlock check (1 s) ends it before this one's (10 s) would.
        await reader.execute(sql`set local deadlock_timeout = '10s'`);
        await reader.execute(sql`select count(*) from limit_counters`);
        reset = resetDatabase(database());
        await until(async () => (await waitingForALock()) === 1, 'the reset to wait for the reader', {
          everyMs: 20,
        });
        await reader.execute(sql`select count(*) from prices`);
      });
      await reset;

      const [counters] = await queryRows<{ count: number | string }>(
        database().db,
        sql`select count(*) as count from limit_counters`,
      );
      expect(Number(counters?.count)).toBe(0);
    });
  },
);
