/**
 * The database part: its engine, size, migrations applied, the serving pool's use and this server's
 * slowest statement class of the last hour.
 */
import { sql } from 'drizzle-orm';
import { judgeDatabase } from '../../../domain/system-status';
import { queryRows } from '../../db/client';
import type { StatementClassHour } from '../../db/statement-times';
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
      figure('Slowest statements, last hour (this server)', slowestText(database.statements.lastHour()[0])),
    ],
  };
};

/** 'select bookings: slowest 250 ms, mean 3.4 ms, 1520 statements'. */
function slowestText(slowest: StatementClassHour | undefined): string {
  if (!slowest) return 'None';
  const statements = `${slowest.count} statement${slowest.count === 1 ? '' : 's'}`;
  return `${slowest.name}: slowest ${msText(slowest.slowestMs)}, mean ${msText(slowest.meanMs)}, ${statements}`;
}

const msText = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
