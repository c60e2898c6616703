import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { FlightStatusFeed } from '../flights/flight-status';
import type { MailSettings } from '../mail/booking-notifications';
import type { PaymentProvider } from '../payments/payment-provider';

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
  /** Issue 30: the flight-data feed and its daily cap; without it (or with `none`) no flight is checked. */
  flights?: { feed: FlightStatusFeed; dailyCalls: number };
}
