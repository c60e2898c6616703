import { describe, expect, it } from 'vitest';
import {
  durationText,
  isServerGone,
  judgeBackups,
  judgeDatabase,
  judgeFlightFeed,
  judgeJobs,
  judgeMail,
  judgeMessages,
  judgePayments,
  judgeServers,
  nextJobRun,
  problemBanner,
} from './system-status';

const now = new Date('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('a time span', () => {
  it('reads in minutes, then hours, then days, rounded down', () => {
    expect(durationText(0)).toBe('1 minute');
    expect(durationText(45 * MINUTE)).toBe('45 minutes');
    expect(durationText(2 * HOUR + 59 * MINUTE)).toBe('2 hours');
    expect(durationText(26 * HOUR)).toBe('26 hours');
    expect(durationText(49 * HOUR)).toBe('2 days');
  });
});

describe('the servers', () => {
  it('are gone once silent for 2 minutes, and one gone is a Problem naming its host', () => {
    expect(isServerGone(ago(2 * MINUTE - 1), now)).toBe(false);
    expect(isServerGone(ago(2 * MINUTE), now)).toBe(true);
    const live = { host: 'web-1', lastSeenAt: ago(10_000) };
    expect(judgeServers([live], now)).toEqual({ status: 'ok', sentence: '1 server running.' });
    const judged = judgeServers([live, { host: 'web-2', lastSeenAt: ago(5 * MINUTE) }], now);
    expect(judged.status).toBe('problem');
    expect(judged.sentence).toBe(
      'A server on web-2 has been silent for 5 minutes: check that it is running, or ignore it if it was removed (it leaves this list after a day).',
    );
  });
});

describe('messages to travellers', () => {
  const healthy = { configured: true, queued: 0, oldestQueuedAt: null, failedLastDay: 0 };

  it('is OK when off (e-mail only), and while messages go out', () => {
    expect(judgeMessages({ ...healthy, configured: false }, now)).toEqual({
      status: 'ok',
      sentence:
        'Messages are off: travellers get e-mail only. Set up Twilio to send ride updates by WhatsApp or SMS.',
    });
    expect(judgeMessages({ ...healthy, queued: 2, oldestQueuedAt: ago(MINUTE) }, now).status).toBe('ok');
  });

  it('is a Warning after failures or 15 minutes waiting, and a Problem after an hour', () => {
    expect(judgeMessages({ ...healthy, failedLastDay: 2 }, now)).toEqual({
      status: 'warning',
      sentence:
        "2 messages to travellers failed in the last 24 hours: see Needs attention and the bookings' Messages.",
    });
    expect(judgeMessages({ ...healthy, queued: 1, oldestQueuedAt: ago(15 * MINUTE) }, now).status).toBe(
      'warning',
    );
    expect(judgeMessages({ ...healthy, queued: 1, oldestQueuedAt: ago(2 * HOUR) }, now)).toEqual({
      status: 'problem',
      sentence:
        'Messages to travellers have not gone out for 2 hours: check the Twilio account and TWILIO_API_URL.',
    });
  });
});

describe('e-mail', () => {
  const healthy = { queued: 0, oldestQueuedAt: null, failedLastDay: 0, smtpConfigured: true };

  it('is OK while it goes out', () => {
    expect(judgeMail(healthy, now).status).toBe('ok');
    expect(judgeMail({ ...healthy, queued: 3, oldestQueuedAt: ago(MINUTE) }, now).status).toBe('ok');
  });

  it('is a Warning after 15 minutes in the outbox, and a Problem after an hour, saying what to check', () => {
    expect(judgeMail({ ...healthy, queued: 1, oldestQueuedAt: ago(15 * MINUTE) }, now)).toEqual({
      status: 'warning',
      sentence: 'E-mail has waited 15 minutes in the outbox: check SMTP_URL and the SMTP server.',
    });
    expect(judgeMail({ ...healthy, queued: 1, oldestQueuedAt: ago(HOUR - 1) }, now).status).toBe('warning');
    expect(judgeMail({ ...healthy, queued: 1, oldestQueuedAt: ago(2 * HOUR) }, now)).toEqual({
      status: 'problem',
      sentence: 'E-mail has not gone out for 2 hours: check SMTP_URL and the SMTP server.',
    });
    expect(
      judgeMail({ ...healthy, smtpConfigured: false, queued: 1, oldestQueuedAt: ago(2 * HOUR) }, now)
        .sentence,
    ).toBe('E-mail has not gone out for 2 hours: set SMTP_URL.');
  });

  it('is a Warning with failed e-mails, which Retry Failed E-mails sends again', () => {
    expect(judgeMail({ ...healthy, failedLastDay: 2 }, now)).toEqual({
      status: 'warning',
      sentence:
        '2 e-mails failed in the last 24 hours: fix the cause in the server log, then Retry Failed E-mails.',
    });
  });

  it('is a Warning without SMTP_URL', () => {
    expect(judgeMail({ ...healthy, smtpConfigured: false }, now).status).toBe('warning');
  });
});

describe('the scheduler', () => {
  const job = (label: string, lastRunAt: Date, succeeded = true) => ({ label, lastRunAt, succeeded });

  it('is OK when every job ran at its last pass, and each runs next a minute after its last run', () => {
    expect(judgeJobs([job('Reminders', ago(30_000))], now).status).toBe('ok');
    expect(nextJobRun(ago(30_000))).toEqual(ago(-30_000));
  });

  it('is a Problem when a job failed, or missed two runs', () => {
    expect(judgeJobs([job('Reminders', ago(0), false)], now)).toEqual({
      status: 'problem',
      sentence: "The job 'Reminders' failed at its last run: see the server log for its error.",
    });
    expect(judgeJobs([job('Backup', ago(3 * MINUTE - 1))], now).status).toBe('ok');
    expect(judgeJobs([job('Backup', ago(3 * MINUTE))], now)).toEqual({
      status: 'problem',
      sentence: "The job 'Backup' has not run for 3 minutes: check that a server is running and its log.",
    });
  });

  it('is a Warning before any job ran', () => {
    expect(judgeJobs([], now).status).toBe('warning');
  });
});

describe('the backups', () => {
  const embedded = { engine: 'pglite' as const, expectedSince: ago(40 * HOUR), freeBytes: 5e9 };

  it('are a Problem when the last is 26 hours old, or none was made in 26 hours of running', () => {
    expect(judgeBackups({ ...embedded, lastBackupAt: ago(26 * HOUR - 1) }, now).status).toBe('ok');
    expect(judgeBackups({ ...embedded, lastBackupAt: ago(26 * HOUR) }, now)).toEqual({
      status: 'problem',
      sentence:
        'The last backup is 26 hours old: check the server log and the free disk in BACKUP_DIR, then Back Up Now.',
    });
    expect(judgeBackups({ ...embedded, lastBackupAt: null }, now).sentence).toMatch(
      /^No backup has been made:/,
    );
    expect(judgeBackups({ ...embedded, lastBackupAt: null, expectedSince: ago(HOUR) }, now)).toEqual({
      status: 'ok',
      sentence: 'The first backup is made tonight.',
    });
  });

  it('are a Warning on a nearly full disk, and the database service’s on PostgreSQL', () => {
    expect(judgeBackups({ ...embedded, lastBackupAt: ago(HOUR), freeBytes: 1e8 }, now).status).toBe(
      'warning',
    );
    expect(
      judgeBackups(
        { engine: 'postgres', lastBackupAt: null, expectedSince: ago(99 * HOUR), freeBytes: null },
        now,
      ).status,
    ).toBe('ok');
  });
});

describe('the database, payments and the flight feed', () => {
  it('warn on requests waiting for a connection, differences with the provider, a used-up or failing feed', () => {
    expect(judgeDatabase({ waiting: 0 }).status).toBe('ok');
    expect(judgeDatabase({ waiting: 3 }).sentence).toMatch(/^3 requests waited for a database connection/);
    expect(judgePayments({ openDifferences: 0 }).status).toBe('ok');
    expect(judgePayments({ openDifferences: 1 }).sentence).toBe(
      '1 payment difference with the provider: open Reconcile Payments on the dashboard.',
    );
    const feed = { configured: true, callsToday: 10, dailyCap: 100, failedToday: 0 };
    expect(judgeFlightFeed(feed).status).toBe('ok');
    expect(judgeFlightFeed({ ...feed, configured: false }).status).toBe('ok');
    expect(judgeFlightFeed({ ...feed, callsToday: 100 }).status).toBe('warning');
    expect(judgeFlightFeed({ ...feed, failedToday: 2 }).sentence).toMatch(/FLIGHT_DATA_API_KEY/);
  });
});

describe('the dashboard banner', () => {
  it("is the first Problem's sentence, and none without a Problem", () => {
    const fine = { status: 'ok' as const, sentence: 'Fine.' };
    const late = { status: 'warning' as const, sentence: 'Late.' };
    const stuck = {
      status: 'problem' as const,
      sentence: 'E-mail has not gone out for 2 hours: check SMTP_URL.',
    };
    expect(problemBanner([fine, late])).toBeNull();
    expect(problemBanner([fine, stuck, { status: 'problem', sentence: 'Other.' }])).toBe(stuck.sentence);
  });
});
