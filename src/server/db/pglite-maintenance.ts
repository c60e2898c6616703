/**
 * PostgreSQL's autovacuum, for the embedded database. PGlite runs no background workers, so nothing would
 * ever vacuum or analyze it: dead rows would pile up, the visibility map that lets the dashboard read its
 * pages off an index alone would never be set, and the planner's statistics would go stale as bookings
 * grow. Every few minutes this looks at the statistics PostgreSQL keeps per table and vacuums or analyzes a
 * table past the same thresholds autovacuum uses by default, so a quiet table costs one small query.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { type Database, queryRows } from './client';

/** PostgreSQL's defaults: autovacuum_vacuum_threshold/scale_factor, _insert_, and _analyze_. */
const VACUUM_THRESHOLD = { base: 50, scale: 0.2 };
const INSERT_VACUUM_THRESHOLD = { base: 1000, scale: 0.2 };
const ANALYZE_THRESHOLD = { base: 50, scale: 0.1 };

export const PGLITE_MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

interface TableStats {
  table: string;
  live: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

const over = (count: number, live: number, threshold: { base: number; scale: number }) =>
  count > threshold.base + threshold.scale * live;

/** What a table needs now, as autovacuum would decide it. */
export function maintenanceFor(stats: TableStats): { vacuum: boolean; analyze: boolean } {
  return {
    vacuum:
      over(stats.dead, stats.live, VACUUM_THRESHOLD) ||
      over(stats.insertedSinceVacuum, stats.live, INSERT_VACUUM_THRESHOLD),
    analyze: over(stats.modifiedSinceAnalyze, stats.live, ANALYZE_THRESHOLD),
  };
}

async function readTableStats(db: Database): Promise<TableStats[]> {
  // Statistics are flushed lazily; ask for this session's to be counted before reading them.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = await queryRows<Record<keyof TableStats, string | number>>(
    db,
    sql`select relname as "table", n_live_tup as live, n_dead_tup as dead,
          n_ins_since_vacuum as "insertedSinceVacuum", n_mod_since_analyze as "modifiedSinceAnalyze"
        from pg_stat_user_tables where schemaname = 'public'`,
  );
  return rows.map((row) => ({
    table: String(row.table),
    live: Number(row.live),
    dead: Number(row.dead),
    insertedSinceVacuum: Number(row.insertedSinceVacuum),
    modifiedSinceAnalyze: Number(row.modifiedSinceAnalyze),
  }));
}

/** One pass: vacuums and analyzes the tables that need it; answers what it did. */
export async function maintainPglite(db: Database, log: Logger): Promise<string[]> {
  const done: string[] = [];
  for (const stats of await readTableStats(db)) {
    const { vacuum, analyze } = maintenanceFor(stats);
    if (!vacuum && !analyze) continue;
    const command = vacuum && analyze ? 'vacuum analyze' : vacuum ? 'vacuum' : 'analyze';
    const started = performance.now();
    // The name comes from pg_stat_user_tables, quoted as an identifier.
    await db.execute(sql.raw(`${command} "${stats.table.replaceAll('"', '""')}"`));
    log.info(
      { table: stats.table, command, ms: Math.round(performance.now() - started), rows: stats.live },
      'database maintenance',
    );
    done.push(`${command} ${stats.table}`);
  }
  return done;
}

/** Runs a pass every `intervalMs` until stopped; a failed pass is logged and tried again next time. */
export function startPgliteMaintenance(
  db: Database,
  log: Logger,
  intervalMs = PGLITE_MAINTENANCE_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = maintainPglite(db, log)
      .catch((err: unknown) => log.error({ err }, 'database maintenance failed; tried again next pass'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
