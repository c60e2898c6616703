/**
 * The System page's rules: when each part of the running product is 'OK', a 'Warning' or a 'Problem',
 * and the one sentence that says what is wrong and what to do. The server gathers the figures; these
 * functions judge them with `now` passed in, so every threshold is tested here once.
 */

export const PART_STATUS_LABELS = { ok: 'OK', warning: 'Warning', problem: 'Problem' } as const;
export type PartStatus = keyof typeof PART_STATUS_LABELS;

/** What a part's figures come to: its status and one sentence for the operator. */
export interface Judgement {
  status: PartStatus;
  sentence: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Each server writes its heartbeat row this often, and is shown as gone once silent this long. */
export const SERVER_HEARTBEAT_MS = 30_000;
export const SERVER_GONE_AFTER_MS = 2 * MINUTE_MS;
/** A gone server's row is deleted once silent this long (a stopped server deletes its own at once). */
export const SERVER_FORGOTTEN_AFTER_MS = 24 * HOUR_MS;
/** The oldest queued e-mail's age from which the e-mail part is a Warning, then a Problem. */
export const MAIL_WARNING_AFTER_MS = 15 * MINUTE_MS;
export const MAIL_PROBLEM_AFTER_MS = HOUR_MS;
/** The scheduler's pass runs every minute on every server; a job that missed two passes is a Problem. */
export const SCHEDULER_PASS_MS = MINUTE_MS;
export const JOB_MISSED_RUNS = 2;
/** The nightly backup runs once a day: none for this long is a Problem. */
export const BACKUP_PROBLEM_AFTER_MS = 26 * HOUR_MS;
/** Free disk under BACKUP_DIR below this is a Warning. */
export const BACKUP_LOW_DISK_BYTES = 1024 * 1024 * 1024;

const ok = (sentence: string): Judgement => ({ status: 'ok', sentence });
const warning = (sentence: string): Judgement => ({ status: 'warning', sentence });
const problem = (sentence: string): Judgement => ({ status: 'problem', sentence });

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** '45 minutes', '2 hours', '3 days': a time span as an operator reads it, rounded down. */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  if (minutes < 120) return plural(Math.max(1, minutes), 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

export const isServerGone = (lastSeenAt: Date, now: Date): boolean =>
  now.getTime() - lastSeenAt.getTime() >= SERVER_GONE_AFTER_MS;

export function judgeServers(servers: readonly { host: string; lastSeenAt: Date }[], now: Date): Judgement {
  const gone = servers.filter((server) => isServerGone(server.lastSeenAt, now));
  const [first] = gone;
  if (first) {
    const silent = durationText(now.getTime() - first.lastSeenAt.getTime());
    return problem(
      `A server on ${first.host} has been silent for ${silent}: check that it is running, or ignore it if it was removed (it leaves this list after a day).`,
    );
  }
  return ok(`${plural(servers.length, 'server')} running.`);
}

export interface MailFigures {
  /** E-mails waiting to go out (queued or being sent). */
  queued: number;
  oldestQueuedAt: Date | null;
  /** E-mails given up on in the last 24 hours. */
  failedLastDay: number;
  smtpConfigured: boolean;
}

export function judgeMail(mail: MailFigures, now: Date): Judgement {
  const waited = mail.oldestQueuedAt ? now.getTime() - mail.oldestQueuedAt.getTime() : 0;
  const check = mail.smtpConfigured ? 'check SMTP_URL and the SMTP server' : 'set SMTP_URL';
  if (waited >= MAIL_PROBLEM_AFTER_MS) {
    return problem(`E-mail has not gone out for ${durationText(waited)}: ${check}.`);
  }
  if (mail.failedLastDay > 0) {
    return warning(
      `${plural(mail.failedLastDay, 'e-mail')} failed in the last 24 hours: fix the cause in the server log, then Retry Failed E-mails.`,
    );
  }
  if (waited >= MAIL_WARNING_AFTER_MS) {
    return warning(`E-mail has waited ${durationText(waited)} in the outbox: ${check}.`);
  }
  if (!mail.smtpConfigured) {
    return warning('SMTP_URL is not set: e-mails stay in the outbox and are printed to the log.');
  }
  return ok('E-mail is going out.');
}

export interface MessageFigures {
  /** Whether a Twilio account is set up (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and a sender). */
  configured: boolean;
  /** Messages to travellers waiting to go out (queued or being sent). */
  queued: number;
  oldestQueuedAt: Date | null;
  /** Messages that failed or were undelivered in the last 24 hours. */
  failedLastDay: number;
}

/** The messages to travellers by WhatsApp and SMS, judged as the e-mail outbox is. */
export function judgeMessages(messages: MessageFigures, now: Date): Judgement {
  if (!messages.configured) {
    return ok(
      'Messages are off: travellers get e-mail only. Set up Twilio to send ride updates by WhatsApp or SMS.',
    );
  }
  const waited = messages.oldestQueuedAt ? now.getTime() - messages.oldestQueuedAt.getTime() : 0;
  if (waited >= MAIL_PROBLEM_AFTER_MS) {
    return problem(
      `Messages to travellers have not gone out for ${durationText(waited)}: check the Twilio account and TWILIO_API_URL.`,
    );
  }
  if (messages.failedLastDay > 0) {
    return warning(
      `${plural(messages.failedLastDay, 'message')} to travellers failed in the last 24 hours: see Needs attention and the bookings' Messages.`,
    );
  }
  if (waited >= MAIL_WARNING_AFTER_MS) {
    return warning(`Messages have waited ${durationText(waited)} to go out: check the Twilio account.`);
  }
  return ok('Messages are going out.');
}

export interface JobFigures {
  /** The job's label. */
  label: string;
  lastRunAt: Date;
  succeeded: boolean;
}

/** When a job runs next: a scheduler pass after its last run. */
export const nextJobRun = (lastRunAt: Date): Date => new Date(lastRunAt.getTime() + SCHEDULER_PASS_MS);

export function judgeJobs(jobs: readonly JobFigures[], now: Date): Judgement {
  if (jobs.length === 0) {
    return warning('The scheduler has not run yet: check that a server is running.');
  }
  const failed = jobs.find((job) => !job.succeeded);
  if (failed) {
    return problem(`The job '${failed.label}' failed at its last run: see the server log for its error.`);
  }
  const missedAfter = (JOB_MISSED_RUNS + 1) * SCHEDULER_PASS_MS;
  const late = jobs.find((job) => now.getTime() - job.lastRunAt.getTime() >= missedAfter);
  if (late) {
    const since = durationText(now.getTime() - late.lastRunAt.getTime());
    return problem(
      `The job '${late.label}' has not run for ${since}: check that a server is running and its log.`,
    );
  }
  return ok('Every job ran at its last pass.');
}

export interface BackupFigures {
  /** 'postgres': the database service makes the backups. */
  engine: 'pglite' | 'postgres';
  lastBackupAt: Date | null;
  /** Since when backups are expected: the oldest running server's start. */
  expectedSince: Date;
  freeBytes: number | null;
}

export function judgeBackups(backups: BackupFigures, now: Date): Judgement {
  if (backups.engine === 'postgres') return ok('Backups of PostgreSQL are made by your database service.');
  const since = backups.lastBackupAt ?? backups.expectedSince;
  const age = now.getTime() - since.getTime();
  if (age >= BACKUP_PROBLEM_AFTER_MS) {
    const what = backups.lastBackupAt
      ? `The last backup is ${durationText(age)} old`
      : 'No backup has been made';
    return problem(`${what}: check the server log and the free disk in BACKUP_DIR, then Back Up Now.`);
  }
  if (backups.freeBytes !== null && backups.freeBytes < BACKUP_LOW_DISK_BYTES) {
    return warning('Less than 1 GB is free in BACKUP_DIR: free some disk or lower BACKUP_KEEP.');
  }
  return ok(backups.lastBackupAt ? 'Backed up within the last day.' : 'The first backup is made tonight.');
}

export function judgeDatabase(pool: { waiting: number }): Judgement {
  if (pool.waiting > 0) {
    return warning(
      `${plural(pool.waiting, 'request')} waited for a database connection: look for slow statements, or give the pool more connections.`,
    );
  }
  return ok('The database answers.');
}

export function judgePayments(payments: { openDifferences: number }): Judgement {
  if (payments.openDifferences > 0) {
    return warning(
      `${plural(payments.openDifferences, 'payment difference')} with the provider: open Reconcile Payments on the dashboard.`,
    );
  }
  return ok('Payments match the provider’s.');
}

export interface FlightFeedFigures {
  configured: boolean;
  callsToday: number;
  dailyCap: number;
  failedToday: number;
}

export function judgeFlightFeed(feed: FlightFeedFigures): Judgement {
  if (!feed.configured) return ok('No flight feed is set: landings are moved by hand.');
  if (feed.callsToday >= feed.dailyCap) {
    return warning(
      'The flight feed’s calls of today are used up: flights are checked again tomorrow; raise FLIGHT_DATA_DAILY_CALLS if this repeats.',
    );
  }
  if (feed.failedToday > 0) {
    return warning(
      `${plural(feed.failedToday, 'flight check')} failed today: check FLIGHT_DATA_API_KEY and the server log.`,
    );
  }
  return ok('The flight feed answers.');
}

/** The dashboard's one line while any part is a Problem: the first Problem's sentence. */
export function problemBanner(parts: readonly Judgement[]): string | null {
  return parts.find((part) => part.status === 'problem')?.sentence ?? null;
}

/** The scheduler's jobs as the System page names them; a job missing here shows its own key. */
const JOB_LABELS: Record<string, string> = {
  cancelled: 'Cancel unpaid past bookings',
  paymentReminders: 'Payment reminders',
  departureReminders: 'Departure reminders',
  feedbackRequests: 'Feedback requests',
  expiredLimits: 'Expired limits',
  reconciled: 'Reconciliation',
  expiredOffers: 'Expired offers',
  backups: 'Nightly backup',
  retention: 'Data retention',
  flightChecks: 'Flight checks',
};

export const jobLabel = (job: string): string => JOB_LABELS[job] ?? job;
