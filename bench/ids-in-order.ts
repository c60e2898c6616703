/** The bench's ids drawn in order: the app's database and the floor's mirror give the same rows the same ids. */
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, queryRows } from '../src/server/db/client';

/**
 * The ids the database draws itself (`gen_random_uuid()` defaults) drawn from a sequence instead, in the
 * app's database and the mirror alike: the same statements in the same order give the same ids, so a
 * later statement naming one (a session's account, an offer's provider) finds its row in both.
 */
export async function drawIdsInOrder(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql`create sequence bench_ids`);
  await database.db.execute(
    sql.raw(
      // A version 4 shape (the API's schemas check it) over a hash of the next number.
      `create function bench_id() returns uuid language sql as $$
         select overlay(overlay(md5(nextval('bench_ids')::text) placing '4' from 13) placing '8' from 17)::uuid $$`,
    ),
  );
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    database.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'gen_random_uuid()%'`,
  );
  for (const column of columns) {
    await database.db.execute(
      sql`alter table ${sql.identifier(column.table_name)} alter column ${sql.identifier(column.column_name)} set default bench_id()`,
    );
  }
}
