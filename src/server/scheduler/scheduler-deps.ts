import type { FastifyBaseLogger } from 'fastify';
import type { BackupSettings } from '../backups';
import type { Database, DatabaseHandle } from '../db/client';
import type { FlightStatusFeed } from '../flights';
import type { MailSettings } from '../mail';
import type { PaymentProvider } from '../payments';

/** What every scheduled job needs: the database, the mail settings, a log and the clock. */
export interface SchedulerDeps {
  db: Database;
  mail: MailSettings;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Names this server in the jobs' runs (job_runs). */
  serverId?: string;
  /** True once the server is stopping: each job ends after the batch under way. */
  stopping?: () => boolean;
  /** The payment provider, for the daily reconciliation; without it that job does nothing. */
  provider?: PaymentProvider;
  /** The flight-data feed and its daily cap; without it (or with `none`) no flight is checked. */
  flights?: { feed: FlightStatusFeed; dailyCalls: number };
  /** The embedded database's nightly backup; without it that job does nothing. */
  backups?: NightlyBackupDeps;
}

/** The nightly backup's needs: the embedded database, where backups go, how many are kept. */
export interface NightlyBackupDeps extends BackupSettings {
  database: DatabaseHandle;
  /** When this server started: a fresh install waits for its first night. */
  startedAt: Date;
}
