/**
 * Each scheduled job's last run (job_runs), written once per pass in one statement, for the System page
 * and the metrics: when it ran, how long it took, whether it succeeded, and when it last did.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobRuns } from '../db/system-schema';

export interface JobRun {
  job: string;
  at: Date;
  durationMs: number;
  succeeded: boolean;
}

export async function recordJobRuns(db: Database, serverId: string, runs: readonly JobRun[]): Promise<void> {
  if (runs.length === 0) return;
  await db
    .insert(jobRuns)
    .values(
      runs.map((run) => ({
        job: run.job,
        lastRunAt: run.at,
        durationMs: Math.max(0, Math.round(run.durationMs)),
        succeeded: run.succeeded,
        lastSuccessAt: run.succeeded ? run.at : null,
        serverId,
      })),
    )
    .onConflictDoUpdate({
      target: jobRuns.job,
      set: {
        lastRunAt: sql`excluded.last_run_at`,
        durationMs: sql`excluded.duration_ms`,
        succeeded: sql`excluded.succeeded`,
        lastSuccessAt: sql`coalesce(excluded.last_success_at, ${jobRuns.lastSuccessAt})`,
        serverId: sql`excluded.server_id`,
      },
    });
}
