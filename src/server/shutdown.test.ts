import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { arrivalRequest } from '../testing/server/booking-fixtures';
import { startServerProcess, waitUntilReady, waitUntilRefused } from '../testing/server/server-process';
import { startSmtpInbox } from '../testing/server/smtp-inbox';
import { createPostgresDatabase, TEST_ENGINES, type TestEngine } from '../testing/server/test-database';
import { type DatabaseHandle, openDatabase } from './db/client';
import { bookings, emails } from './db/schema';
import { queueEmail } from './mail/outbox';

const PORTS: Record<TestEngine, number> = { pglite: 3611, postgres: 3612 };

interface ProcessDatabase {
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  dispose: () => Promise<void>;
}

/** A database of the engine for a server process: its environment, and a way to open it from here. */
async function databaseForAProcess(engine: TestEngine): Promise<ProcessDatabase> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-test-'));
    return {
      env: { DATA_DIR: dataDir },
      // The embedded database is one process's: opened here only while the server is not running.
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const created = await createPostgresDatabase();
  return {
    env: { DATABASE_URL: created.url },
    open: () => openDatabase({ kind: 'postgres', url: created.url }),
    dispose: created.drop,
  };
}

async function queueMails(database: DatabaseHandle, count: number): Promise<void> {
  await database.migrate();
  for (let n = 1; n <= count; n++) {
    await queueEmail(database.db, {
      kind: 'booking-received',
      to: `traveller${n}@example.com`,
      carriesSecret: false,
      subject: `Queued before the deploy ${n}`,
      text: `Hello ${n}`,
      html: `<p>Hello ${n}</p>`,
    });
  }
}

/** Resolves once `socket` has received text containing `expected`; answers all it received. */
function received(socket: Socket, expected: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (!expected(text)) return;
      socket.off('data', onData);
      resolve(text);
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`connection closed after: ${text}`)));
  });
}

/**
 * A booking whose body is still on its way: the headers are sent with `Expect: 100-continue`, and once
 * the server has answered 100 Continue (so it is handling the request) the body waits for `finish`.
 */
async function bookingUnderWay(port: number, body: string) {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(
    [
      'POST /api/bookings HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Idempotency-Key: booked-during-a-deploy',
      'Expect: 100-continue',
      '',
      '',
    ].join('\r\n'),
  );
  await received(socket, (text) => text.includes('100 Continue'));
  return {
    finish: async () => {
      const answer = received(socket, (text) => finalResponse(text) !== null);
      socket.write(body);
      const response = finalResponse(await answer);
      socket.destroy();
      return { status: response?.status, body: JSON.parse(response?.body ?? '{}') as unknown };
    },
  };
}

/** The final response in what a socket received (past any 100 Continue), once it is complete. */
function finalResponse(text: string): { status: number; body: string } | null {
  let rest = text;
  while (rest.startsWith('HTTP/1.1 1')) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return null;
    rest = rest.slice(end + 4);
  }
  const end = rest.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = rest.slice(0, end);
  const body = rest.slice(end + 4);
  const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
  if (Buffer.byteLength(body) < length) return null;
  return { status: Number(head.slice(9, 12)), body };
}

/** Polls until `condition` holds (the test's own timeout is the only limit). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

const inAMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);

describe.each(TEST_ENGINES)('a server process stopped by SIGTERM on %s', { timeout: 180_000 }, (engine) => {
  it('finishes the request under way, refuses new connections, hands back its claimed e-mails, and exits 0', async () => {
    const inbox = await startSmtpInbox();
    const held = inbox.hold();
    const store = await databaseForAProcess(engine);
    const before = await store.open();
    await queueMails(before, 5);
    await before.close();

    const server = startServerProcess({
      port: PORTS[engine],
      env: { ...store.env, SMTP_URL: inbox.url, SHUTDOWN_GRACE_SECONDS: '120' },
    });
    // Opened beside the running server on PostgreSQL, to watch the claims go back while it drains.
    let watching: DatabaseHandle | undefined;
    try {
      await waitUntilReady(server);
      // The worker has claimed the five mails and is sending the first, which the SMTP server holds.
      await held.arrived;
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      const booking = await bookingUnderWay(
        server.port,
        JSON.stringify(arrivalRequest({ flightDate: inAMonth, email: 'late@example.com' })),
      );

      server.kill('SIGTERM');
      await server.waitForLog((line) => String(line.msg).startsWith('draining'));
      await waitUntilRefused(server.port);
      if (engine === 'postgres') {
        watching = await store.open();
        const db = watching.db;
        await until(async () => {
          const rows = await db.select().from(emails);
          return rows.filter((row) => row.status === 'pending' && row.lockedBy === null).length === 4;
        });
        // The mail under way keeps its claim until its send ends.
        expect((await db.select().from(emails)).filter((row) => row.status === 'sending')).toHaveLength(1);
      }

      const answer = await booking.finish();
      expect(answer.status).toBe(201);
      held.release();
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      server.kill('SIGKILL');
      await server.exited;
      await watching?.close();
    }

    const after = await store.open();
    try {
      const rows = await after.db.select().from(emails);
      // The mail under way was sent; the four it handed back and the new booking's mail wait, unclaimed,
      // for the next server.
      expect(inbox.messages.map((mail) => mail.subject)).toEqual(['Queued before the deploy 1']);
      expect(rows.filter((row) => row.status === 'sent').map((row) => row.subject)).toEqual([
        'Queued before the deploy 1',
      ]);
      const waiting = rows.filter((row) => row.status === 'pending');
      expect(waiting).toHaveLength(5);
      expect(waiting.every((row) => row.lockedBy === null && row.lockedUntil === null)).toBe(true);
      expect(waiting.filter((row) => row.toAddress === 'late@example.com')).toHaveLength(1);
      const booked = await after.db.select().from(bookings);
      expect(booked.map((row) => row.idempotencyKey)).toEqual(['booked-during-a-deploy']);
    } finally {
      await after.close();
      await inbox.stop();
      await store.dispose();
    }
  });
});
