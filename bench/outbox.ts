/**
 * The two outboxes drained by three servers on one PostgreSQL: messages and e-mails claimed and sent per
 * second. `count` travellers book and pay through the app (its API, as the tests do: consent and an E.164
 * number, each their own), which leaves each booking due its 'booked' message and queues its e-mails.
 * Then three message workers, each with a database pool of its own as each server process has, pass at
 * once (queue the moments due, claim under SKIP LOCKED, send) against the Twilio stand-in until every
 * message is sent; then three mail workers the same way on the bookings' payment-received mails (the
 * 'booked' message's twin: the confirmation, with its PDF receipt), so both outboxes send the same number,
 * twice: built by nodemailer and handed to no one (the outbox's own cost), then over SMTP to a local inbox
 * (smtp-server, which holds each connection's greeting 100 ms to catch early talkers, and the transport
 * opens a connection per mail as in production). Each item must arrive exactly once. The stand-in, the
 * inbox and the three workers share this process: the CPU per item includes the receiving end.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/server/db/client';
import { createSmtpTransport, type MailTransport } from '../src/server/mail/mail-transport';
import { sendDueEmails } from '../src/server/mail/mail-worker';
import { sendDueMessages } from '../src/server/messaging/message-worker';
import { createPaidBooking } from '../src/testing/server/booking-fixtures';
import { messageWorker } from '../src/testing/server/messaging-fixtures';
import { startSmtpInbox } from '../src/testing/server/smtp-inbox';
import { createPostgresDatabase } from '../src/testing/server/test-database';
import { startTwilioStandIn } from '../src/testing/twilio-stand-in/twilio-stand-in';
import { BENCH_SERVER_ENV, inAMonth } from './bench-server';

const SERVERS = 3;
/** Bookings paid at once while seeding. */
const SEEDING_LANES = 4;
/** A pass that found nothing while others still send waits this long before the next. */
const IDLE_MS = 5;
/** Far past any drain this size: a bench that stalls stops with a reason instead of hanging. */
const DRAIN_LIMIT_MS = 300_000;
const MAIL_KIND = 'payment-received';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

interface Drained {
  seconds: number;
  cpuMs: number;
  /** What each worker sent. */
  perWorker: number[];
}

/**
 * Runs `pass` on every worker at once, each again and again, until `arrived()` reaches `count`. Answers
 * the wall time, this process's CPU and each worker's share.
 */
async function drain(
  workers: number,
  pass: (worker: number) => Promise<number>,
  arrived: () => number,
  count: number,
): Promise<Drained> {
  const perWorker = Array.from({ length: workers }, () => 0);
  const cpu = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    perWorker.map(async (_, worker) => {
      while (arrived() < count) {
        if (performance.now() - start > DRAIN_LIMIT_MS) {
          throw new Error(`drain stalled: ${arrived()} of ${count} arrived`);
        }
        const sent = await pass(worker);
        perWorker[worker] = (perWorker[worker] ?? 0) + sent;
        if (sent === 0) await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return { seconds, cpuMs: (used.user + used.system) / 1000, perWorker };
}

/** The number of distinct values, to tell a duplicate from a second item. */
const distinct = (values: (string | undefined | null)[]) => new Set(values).size;

/** 'exactly once' when every count says `count`, else what differs: a figure, not a failure. */
const verdict = (count: number, counts: (number | undefined)[]) =>
  counts.every((each) => each === count) ? 'exactly once' : 'NOT EXACTLY ONCE';

async function seed(database: DatabaseHandle, count: number): Promise<number> {
  const app = await buildApp(
    { config: loadConfig({ ...BENCH_SERVER_ENV, LOG_LEVEL: 'silent' }), database },
    { logger: false },
  );
  await app.ready();
  const start = performance.now();
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: SEEDING_LANES }, async () => {
        for (let index = next++; index < count; index = next++) {
          await createPaidBooking(app, {
            flightDate: inAMonth,
            // A Cancun mobile number and an address of its own: each traveller is told once.
            phone: `+52 ${9_982_000_000 + index}`,
            email: `outbox-${index}@example.com`,
            messagesConsent: true,
          });
        }
      }),
    );
  } finally {
    await app.close();
  }
  return (performance.now() - start) / 1000;
}

function printDrained(name: string, count: number, drained: Drained, checks: string) {
  console.log(
    `${name.padEnd(16)} ${(count / drained.seconds).toFixed(0).padStart(5)}/s  ${drained.seconds.toFixed(2)} s for ${count}  ` +
      `cpu/item ${(drained.cpuMs / count).toFixed(2)} ms  per server ${drained.perWorker.join('/')}  ${checks}`,
  );
}

/** Three mail workers, each with its pool and its own transport, until `arrived()` reaches `count`. */
async function drainMails(
  servers: DatabaseHandle[],
  count: number,
  arrived: () => number,
  transportOf: () => MailTransport,
): Promise<Drained> {
  const workers = servers.map((server, index) => ({
    db: server.db,
    transport: transportOf(),
    from: 'Cancun Transfers <bookings@example.com>',
    log: silentLog,
    now: () => new Date(),
    workerId: `server-${index}`,
  }));
  try {
    return await drain(
      workers.length,
      async (worker) => {
        const deps = workers[worker];
        return deps ? (await sendDueEmails(deps)).sent : 0;
      },
      arrived,
      count,
    );
  } finally {
    for (const deps of workers) deps.transport.close();
  }
}

async function sentRows(main: DatabaseHandle): Promise<number | undefined> {
  const [row] = await queryRows<{ sent: number }>(
    main.db,
    sql`select count(*)::int as sent from emails where status = 'sent'`,
  );
  return row?.sent;
}

function printMails(
  name: string,
  count: number,
  drained: Drained,
  rowsSent: number | undefined,
  messageIds: (string | undefined)[],
  how: string,
) {
  const ids = distinct(messageIds);
  printDrained(
    name,
    count,
    drained,
    `${how}: ${messageIds.length} with ${ids} Message-IDs, rows sent ${rowsSent}: ${verdict(count, [messageIds.length, ids, rowsSent])}`,
  );
}

export async function benchOutbox(count: number): Promise<void> {
  const database = await createPostgresDatabase();
  const standIn = await startTwilioStandIn();
  const inbox = await startSmtpInbox();
  const handles: DatabaseHandle[] = [];
  try {
    const main = await openDatabase({ kind: 'postgres', url: database.url });
    handles.push(main);
    await main.migrate();
    const seedSeconds = await seed(main, count);
    for (let server = 0; server < SERVERS; server++) {
      handles.push(await openDatabase({ kind: 'postgres', url: database.url }));
    }
    const servers = handles.slice(1);
    console.log(
      `\noutbox: ${SERVERS} servers (a pool each) draining one PostgreSQL's outboxes; ${count} bookings paid through the app in ${seedSeconds.toFixed(1)} s`,
    );

    // Messages: every pass queues the moments due, then claims and sends.
    const messaging = servers.map((server, index) =>
      messageWorker(server.db, standIn, {
        now: () => new Date(),
        workerId: `server-${index}`,
        env: { MESSAGES_DAILY_CAP: String(count * 2) },
      }),
    );
    const messages = await drain(
      SERVERS,
      async (worker) => {
        const deps = messaging[worker];
        if (!deps) return 0;
        const result = await sendDueMessages(deps);
        return result.sent;
      },
      () => standIn.messages.length,
      count,
    );
    const [messageRows] = await queryRows<{ handed: number; rows: number }>(
      main.db,
      sql`select count(*) filter (where status = 'queued')::int as handed, count(*)::int as rows from messages`,
    );
    const numbers = distinct(standIn.messages.map((message) => message.to));
    printDrained(
      'messages',
      count,
      messages,
      `stand-in got ${standIn.messages.length} to ${numbers} numbers, rows ${messageRows?.rows} handed over ` +
        `${messageRows?.handed}: ${verdict(count, [standIn.messages.length, numbers, messageRows?.rows, messageRows?.handed])}`,
    );

    // E-mails: the outbox holds each booking's mails; the confirmation alone stays, one per booking. A
    // copy of them puts them back between the two runs (a sent mail keeps no body of its private link).
    await main.db.execute(sql`delete from emails where kind <> ${MAIL_KIND}`);
    await main.db.execute(sql`create table emails_queued as select * from emails`);
    const [queued] = await queryRows<{ count: number }>(
      main.db,
      sql`select count(*)::int as count from emails where status = 'pending'`,
    );
    if (queued?.count !== count) throw new Error(`${queued?.count} e-mails queued, not ${count}`);

    const built: string[] = [];
    const mailsBuilt = await drainMails(
      servers,
      count,
      () => built.length,
      () => {
        const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
        return {
          send: async (message) => {
            built.push((await transporter.sendMail(message)).messageId);
          },
          close: () => transporter.close(),
        };
      },
    );
    printMails('e-mails, built', count, mailsBuilt, await sentRows(main), built, 'handed to no one');

    await main.db.execute(sql`delete from emails`);
    await main.db.execute(sql`insert into emails select * from emails_queued`);
    const mails = await drainMails(
      servers,
      count,
      () => inbox.messages.length,
      () => createSmtpTransport(inbox.url),
    );
    const received = inbox.messages.map((mail) => mail.messageId);
    printMails('e-mails, SMTP', count, mails, await sentRows(main), received, 'the local inbox got');
    console.log(
      `messages per second as a ratio to e-mails: ${(mails.seconds / messages.seconds).toFixed(2)}x those over SMTP, ` +
        `${(mailsBuilt.seconds / messages.seconds).toFixed(2)}x those built only (three workers in this one process, the stand-ins with them)`,
    );
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
    await standIn.close();
    await inbox.stop();
    await database.drop();
  }
}
