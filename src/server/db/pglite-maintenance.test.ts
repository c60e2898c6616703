import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { insertBooking } from '../../testing/server/admin-fixtures';
import { useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from './client';
import { maintainPglite, maintenanceFor } from './pglite-maintenance';

describe('the embedded database maintenance (autovacuum for PGlite)', () => {
  // Its own: what it checks is the statistics the engine gathered, which a shared database's earlier files add to.
  const database = useTestDatabase('pglite', { own: true });
  const log = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

  it('decides as autovacuum does by default', () => {
    const quiet = {
      table: 't',
      live: 10_000,
      dead: 2000,
      insertedSinceVacuum: 3000,
      modifiedSinceAnalyze: 1000,
    };
    expect(maintenanceFor(quiet)).toEqual({ vacuum: false, analyze: false });
    expect(maintenanceFor({ ...quiet, dead: 2051 })).toEqual({ vacuum: true, analyze: false });
    expect(maintenanceFor({ ...quiet, insertedSinceVacuum: 3001 })).toEqual({ vacuum: true, analyze: false });
    expect(maintenanceFor({ ...quiet, modifiedSinceAnalyze: 1051 })).toEqual({
      vacuum: false,
      analyze: true,
    });
  });

  it('vacuums and analyzes a table that has changed enough, then leaves it alone', async () => {
    const { db } = database();
    for (let i = 0; i < 60; i++) await insertBooking(database());
    await db.execute(sql`delete from bookings`);

    expect(await maintainPglite(db, log)).toContain('vacuum analyze bookings');
    const [stats] = await queryRows<{ vacuumed: boolean; analyzed: boolean; dead: number }>(
      db,
      sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed, n_dead_tup as dead
          from pg_stat_user_tables where relname = 'bookings'`,
    );
    expect(stats).toEqual({ vacuumed: true, analyzed: true, dead: 0 });
    expect(await maintainPglite(db, log)).not.toContain('vacuum analyze bookings');
  });
});
