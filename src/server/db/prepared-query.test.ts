import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows, type Transaction } from './client';
import { queryPrepared } from './prepared-query';

const HOSTILE = `<b>"Ana" & 'Luis'</b></script> 🚐`;

describe.each(TEST_ENGINES)('a query prepared by name on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('answers its rows with the values it was given, call after call', async () => {
    for (const value of ['first', HOSTILE, '']) {
      const rows = await queryPrepared<{ echoed: string; length: number }>(
        database().db,
        sql`select ${value}::text as echoed, char_length(${value}::text)::int as length`,
      );
      expect(rows).toEqual([{ echoed: value, length: [...value].length }]);
    }
  });

  it.runIf(engine === 'postgres')('is prepared once per connection, one name for each text', async () => {
    // One connection holds the transaction: its prepared statements before and after.
    const preparedOn = (tx: Transaction) =>
      queryRows<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements`,
      );
    const [before, after] = await database().db.transaction(async (tx) => {
      const earlier = await preparedOn(tx);
      for (const value of [1, 2, 3]) {
        await queryPrepared(tx, sql`select ${value}::int + 1 as next`);
        await queryPrepared(tx, sql`select ${value}::int * 2 as twice`);
      }
      return [earlier, await preparedOn(tx)];
    });
    const known = new Set(before.map((row) => row.name));
    const added = after.filter((row) => !known.has(row.name));
    expect(added.map((row) => row.statement).sort()).toEqual([
      'select $1::int * 2 as twice',
      'select $1::int + 1 as next',
    ]);
  });
});
