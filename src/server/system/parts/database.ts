/** The database part: its engine, size, migrations applied and the serving pool's use. */
import { sql } from 'drizzle-orm';
import { judgeDatabase } from '../../../domain/system-status';
import { queryRows } from '../../db/client';
import { bytesText, figure } from '../figures';
import type { PartReader } from '../system-deps';

export const databasePart: PartReader = async ({ database }) => {
  const [row] = await queryRows<{ size: string | number; migrations: string | number }>(
    database.db,
    sql`select pg_database_size(current_database()) as size,
      (select count(*) from drizzle.__drizzle_migrations) as migrations`,
  );
  const pool = database.poolStats?.();
  return {
    key: 'database',
    name: 'Database',
    ...judgeDatabase({ waiting: pool?.waiting ?? 0 }),
    figures: [
      figure('Engine', database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'),
      figure('Size', bytesText(Number(row?.size ?? 0))),
      figure('Migrations applied', Number(row?.migrations ?? 0)),
      figure('Pool in use / waiting', pool ? `${pool.inUse} / ${pool.waiting}` : 'One embedded connection'),
    ],
  };
};
