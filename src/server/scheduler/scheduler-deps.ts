import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { MailSettings } from '../mail/booking-notifications';
import type { PaymentProvider } from '../payments/payment-provider';
import type { NightlyBackupDeps } from './nightly-backup';

/** What every scheduled job needs: the database, the mail settings, a log and the clock. */
export interface SchedulerDeps {
  db: Database;
  mail: MailSettings;
  log: FastifyBaseLogger;
  now: () => Date;
  /** True once the server is stopping: each job ends after the batch under way. */
  stopping?: () => boolean;
  /** The payment provider, for the daily reconciliation; without it that job does nothing. */
  provider?: PaymentProvider;
  /** The embedded database's nightly backup (issue 31); without it that job does nothing. */
  backups?: NightlyBackupDeps;
}
