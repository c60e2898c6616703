/**
 * The System page's calls on both engines: admins only; an unreachable SMTP server, a job that fails, a
 * server that stops its heartbeat and an old backup each show as a Problem with what to do, and the
 * first Problem is the dashboard's banner; 'Retry Failed E-mails' queues exactly the failed ones again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { backupFileName } from '../../domain/backups';
import type { SystemPart, SystemStatus } from '../../domain/schemas/system';
import {
  ADMIN,
  addAccounts,
  demoteToStaff,
  SITE_ORIGIN,
  signInAsAdmin,
} from '../../testing/server/auth-fixtures';
import { TEST_BACKUP_KEY, useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { messages } from '../db/messaging-schema';
import { emails } from '../db/schema';
import { serverHeartbeats } from '../db/system-schema';
import { createSmtpTransport } from '../mail/mail-transport';
import { sendDueEmails } from '../mail/mail-worker';
import { queueEmail } from '../mail/outbox';
import { runScheduledJobs } from '../scheduler/scheduler';
import { startHeartbeat, writeHeartbeat } from './heartbeat';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
/** Nothing listens on port 1: the connection is refused at once, as with an SMTP server that is down. */
const UNREACHABLE_SMTP = 'smtp://127.0.0.1:1';

const server = (name: string, startedAt: Date) => ({
  serverId: `${name}:100:abc`,
  host: name,
  pid: 100,
  version: 'f5f513a8fc81',
  startedAt,
});

describe.each(TEST_ENGINES)('the System page on %s', (engine) => {
  const backupDir = mkdtempSync(path.join(tmpdir(), 'system-backups-'));
  afterAll(() => rmSync(backupDir, { recursive: true, force: true }));
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { config: { backupDir, smtpUrl: UNREACHABLE_SMTP } });

  let session: string | undefined;
  beforeEach(() => {
    session = undefined;
  });
  const call = async (method: 'GET' | 'POST', url: string) => {
    if (!session) {
      await addAccounts(database());
      session = await signInAsAdmin(app());
    }
    return app().inject({
      method,
      url,
      cookies: { session },
      ...(method === 'POST' ? { payload: {}, headers: { origin: SITE_ORIGIN } } : {}),
    });
  };
  const status = async (): Promise<SystemStatus> => {
    const response = await call('GET', '/api/admin/system');
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const part = (answer: SystemStatus, key: string): SystemPart => {
    const found = answer.parts.find((each) => each.key === key);
    if (!found) throw new Error(`no part ${key}`);
    return found;
  };

  it('shows the messages to travellers: off without Twilio, and what waits or failed', async () => {
    const now = Date.now();
    await database()
      .db.insert(messages)
      .values([
        {
          direction: 'out',
          channel: 'whatsapp',
          phone: '+529981234567',
          body: 'Your transfer is booked <b>&"🚐',
          createdAt: new Date(now - 2 * HOUR),
        },
        {
          direction: 'out',
          channel: 'sms',
          phone: '+529981234567',
          body: 'Welcome to Cancun',
          status: 'failed',
          errorCode: '30006',
        },
      ]);
    const messagesPart = part(await status(), 'messages');
    expect(messagesPart).toMatchObject({
      name: 'Messages',
      status: 'ok',
      sentence:
        'Messages are off: travellers get e-mail only. Set up Twilio to send ride updates by WhatsApp or SMS.',
    });
    expect(messagesPart.figures).toEqual(
      expect.arrayContaining([
        { label: 'Queued', value: '1' },
        { label: 'Oldest queued', value: '2 hours' },
        { label: 'Failed in 24 hours', value: '1' },
        { label: 'Twilio', value: 'Not configured' },
      ]),
    );
  });

  it('is for admins only', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/admin/system' })).statusCode).toBe(401);
    // A session whose user is no longer an admin.
    expect((await call('GET', '/api/admin/system')).statusCode).toBe(200);
    await demoteToStaff(database(), ADMIN.email);
    expect((await call('GET', '/api/admin/system')).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/system/email/retry')).statusCode).toBe(403);
  });

  it('lists every part, each with a status and a sentence', async () => {
    const answer = await status();
    expect(answer.parts.map((each) => each.key)).toEqual([
      'servers',
      'database',
      'email',
      'messages',
      'scheduler',
      'payments',
      'flightFeed',
      'backups',
      'liveBoard',
    ]);
    expect(part(answer, 'database').figures).toContainEqual({
      label: 'Engine',
      value: engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)',
    });
    expect(
      Number(part(answer, 'database').figures.find((f) => f.label === 'Migrations applied')?.value),
    ).toBeGreaterThan(30);
    expect(part(answer, 'email').status).toBe('ok');
  });

  it("shows this server's slowest statement class of the last hour", async () => {
    const db = database().db;
    await queueEmail(db, {
      kind: 'contact-message',
      carriesSecret: false,
      to: 'owner@example.com',
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
    });
    // A transaction's statements run on a connection of their own (PostgreSQL) or a PGlite transaction.
    await db.transaction((tx) => tx.execute(sql`select count(*) from "server_heartbeats"`));
    // A statement the database makes take at least 200 ms, whatever the machine's speed.
    await db.execute(sql`select pg_sleep(0.2)`);
    const classes = database().statements.lastHour();
    expect(classes.map((each) => each.name)).toEqual(
      expect.arrayContaining(['insert emails', 'select server_heartbeats', 'select']),
    );
    const slowest = part(await status(), 'database').figures.find(
      (f) => f.label === 'Slowest statements, last hour (this server)',
    );
    const [, name, slowestMs] =
      /^([a-z_. ]+): slowest ([\d.]+) ms, mean [\d.]+ ms, \d+ statements?$/.exec(slowest?.value ?? '') ?? [];
    expect(name).toBe(classes[0]?.name);
    expect(Number(slowestMs)).toBeGreaterThanOrEqual(200);
  });

  it('shows e-mail that an unreachable SMTP server holds back as a Problem once it waited an hour', async () => {
    const db = database().db;
    await queueEmail(db, {
      kind: 'contact-message',
      carriesSecret: false,
      to: 'owner@example.com',
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
    });
    const transport = createSmtpTransport(UNREACHABLE_SMTP);
    try {
      const pass = await sendDueEmails({
        db,
        transport,
        from: 'bookings@example.com',
        log: silentLog,
        now: () => new Date(),
      });
      expect(pass.retried).toBe(1);
    } finally {
      transport.close();
    }
    expect(part(await status(), 'email').status).toBe('ok');
    await db.update(emails).set({ createdAt: sql`now() - interval '2 hours 5 minutes'` });
    const answer = await status();
    expect(part(answer, 'email')).toMatchObject({
      status: 'problem',
      sentence: 'E-mail has not gone out for 2 hours: check SMTP_URL and the SMTP server.',
    });
    expect(part(answer, 'email').figures).toContainEqual({ label: 'Queued', value: '1' });
    expect(answer.banner).toBe('E-mail has not gone out for 2 hours: check SMTP_URL and the SMTP server.');
  });

  it('shows a job that failed at its last run as a Problem', async () => {
    const startedAt = new Date(Date.now() - 3 * 24 * HOUR);
    await runScheduledJobs({
      db: database().db,
      mail: { publicUrl: SITE_ORIGIN, supportEmail: 'help@example.com', wake: () => {} },
      log: silentLog,
      now: () => new Date(),
      serverId: 'web-1:100:abc',
      // A database whose copy fails: the nightly backup is due and fails.
      backups: {
        database: { ...database(), dumpDataDir: () => Promise.reject(new Error('disk full')) },
        dir: backupDir,
        keep: 3,
        key: TEST_BACKUP_KEY,
        startedAt,
      },
    });
    const scheduler = part(await status(), 'scheduler');
    expect(scheduler).toMatchObject({
      status: 'problem',
      sentence: "The job 'Nightly backup' failed at its last run: see the server log for its error.",
    });
    const rows = scheduler.table?.rows ?? [];
    expect(rows).toHaveLength(10);
    expect(rows.find((row) => row[0] === 'Nightly backup')?.[3]).toBe('Failed');
    expect(rows.filter((row) => row[3] === 'Succeeded')).toHaveLength(9);
  });

  it('shows a second server that stopped its heartbeat as gone, a Problem', async () => {
    const now = new Date();
    const db = database().db;
    await writeHeartbeat(db, server('web-1', new Date(now.getTime() - HOUR)), { at: now, openStreams: 2 });
    await writeHeartbeat(db, server('web-2', new Date(now.getTime() - HOUR)), {
      at: new Date(now.getTime() - 5 * MINUTE),
      openStreams: 0,
    });
    const answer = await status();
    const servers = part(answer, 'servers');
    expect(servers.status).toBe('problem');
    expect(servers.sentence).toMatch(
      /^A server on web-2 has been silent for 5 minutes: check that it is running/,
    );
    expect(servers.table?.rows.map((row) => [row[0], row[5]])).toEqual([
      ['web-1', 'Running'],
      ['web-2', 'Gone'],
    ]);
    expect(part(answer, 'liveBoard').figures).toEqual([{ label: 'Open streams on web-1 (100)', value: '2' }]);
  });

  it('writes a heartbeat at start and deletes it when the server stops', async () => {
    const db = database().db;
    const beats = startHeartbeat({
      db,
      server: server('web-3', new Date()),
      openStreams: () => 0,
      now: () => new Date(),
      log: silentLog,
    });
    await expect.poll(async () => (await db.select().from(serverHeartbeats)).length).toBe(1);
    await beats.stop();
    expect(await db.select().from(serverHeartbeats)).toEqual([]);
  });

  it(
    engine === 'pglite'
      ? 'shows a backup 30 hours old as a Problem'
      : "says PostgreSQL's backups are the database service's",
    async () => {
      const now = new Date();
      await writeHeartbeat(database().db, server('web-1', new Date(now.getTime() - 3 * 24 * HOUR)), {
        at: now,
        openStreams: 0,
      });
      writeFileSync(
        path.join(backupDir, backupFileName(new Date(now.getTime() - 30 * HOUR))),
        'sealed-backup',
      );
      const backups = part(await status(), 'backups');
      if (engine === 'postgres') {
        expect(backups).toMatchObject({
          status: 'ok',
          sentence: 'Backups of PostgreSQL are made by your database service.',
        });
        return;
      }
      expect(backups).toMatchObject({
        status: 'problem',
        sentence:
          'The last backup is 30 hours old: check the server log and the free disk in BACKUP_DIR, then Back Up Now.',
      });
      expect(backups.figures.map((f) => f.label)).toEqual([
        'Last backup',
        'Size',
        'Next run',
        'Free in BACKUP_DIR',
      ]);
    },
  );

  it("queues again exactly the failed e-mails with 'Retry Failed E-mails'", async () => {
    const db = database().db;
    const queue = (subject: string) =>
      queueEmail(db, {
        kind: 'contact-message',
        carriesSecret: false,
        to: 'owner@example.com',
        subject,
        text: subject,
        html: subject,
      });
    const [failedA, failedB, sent, pending] = [
      await queue('failed A'),
      await queue('failed B'),
      await queue('sent'),
      await queue('pending'),
    ];
    const later = new Date(Date.now() + HOUR);
    for (const id of [failedA, failedB]) {
      await db
        .update(emails)
        .set({ status: 'failed', attempts: 8, lastError: '550 refused', nextAttemptAt: later })
        .where(eq(emails.id, id));
    }
    await db.update(emails).set({ status: 'sent', sentAt: new Date() }).where(eq(emails.id, sent));
    expect(part(await status(), 'email').status).toBe('warning');

    const retried = await call('POST', '/api/admin/system/email/retry');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ requeued: 2 });
    const rows = await db.select().from(emails);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of [failedA, failedB]) {
      expect(byId.get(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
      expect(byId.get(id)?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(byId.get(sent)?.status).toBe('sent');
    expect(byId.get(pending)).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await call('POST', '/api/admin/system/email/retry')).json()).toEqual({ requeued: 0 });
  });
});
