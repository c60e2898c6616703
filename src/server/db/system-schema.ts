/**
 * What the System page reads of the running servers (decision 057): each server's heartbeat row, and each
 * scheduled job's last run, written by whichever server ran it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** One row per running server, written every 30 seconds; a stopped server deletes its own. */
export const serverHeartbeats = pgTable(
  'server_heartbeats',
  {
    /** host:pid:random, as the server names its e-mail claims. */
    serverId: text('server_id').primaryKey(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    /** The build's commit, or 'unknown'. */
    version: text('version').notNull(),
    startedAt: instant('started_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    /** The server's open dispatch-board streams at its last heartbeat. */
    openStreams: integer('open_streams').notNull().default(0),
  },
  (t) => [check('server_heartbeats_open_streams_check', sql`${t.openStreams} >= 0`)],
);

/** Each scheduled job's last run, on any server. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').primaryKey(),
    lastRunAt: instant('last_run_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    succeeded: boolean('succeeded').notNull(),
    lastSuccessAt: instant('last_success_at'),
    /** Which server ran it last. */
    serverId: text('server_id').notNull(),
  },
  (t) => [check('job_runs_duration_check', sql`${t.durationMs} >= 0`)],
);
