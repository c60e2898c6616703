/** What the System page's parts read: the database, the clock and the settings that say what is set up. */
import type { SystemPart } from '../../domain/schemas/system';
import type { DatabaseHandle } from '../db/client';

export interface SystemDeps {
  database: DatabaseHandle;
  now: () => Date;
  smtpConfigured: boolean;
  /** Whether messages to travellers go by Twilio (its account and a sender set). */
  messagingConfigured: boolean;
  /** 'demo' or 'stripe'. */
  paymentProvider: string;
  flightFeed: { configured: boolean; dailyCalls: number };
  /** The embedded database's backups folder; undefined on PostgreSQL, whose backups are the service's. */
  backupDir: string | undefined;
  /** Nudges the mail worker after 'Retry Failed E-mails'. */
  wakeMailer: () => void;
}

/** What every part's reader is given: the deps, and the one moment all parts are judged at. */
export interface PartContext extends SystemDeps {
  at: Date;
  /** The servers' heartbeat rows, read once for the parts that need them (servers, backups, board). */
  servers: ServerBeat[];
}

export interface ServerBeat {
  serverId: string;
  host: string;
  pid: number;
  version: string;
  startedAt: Date;
  lastSeenAt: Date;
  openStreams: number;
}

/** One row of the System page: reads its figures and judges them. */
export type PartReader = (context: PartContext) => Promise<SystemPart>;
