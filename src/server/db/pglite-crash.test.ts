/**
 * The crash contract on the embedded database: a server process killed with SIGKILL while it
 * writes bookings loses none that it answered 201, and a server started again on the same folder (the dead
 * process's lock taken over) serves them and books again. PGlite commits to its folder before the answer
 * goes out; this test keeps that true.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bounded, until } from '../../testing/bounded';
import { arrivalRequest } from '../../testing/server/booking-fixtures';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../../testing/server/server-process';
import { openDatabase } from './client';
import { bookings } from './schema';

const inAMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function book(server: ServerProcess, key: string, n: number): Promise<number> {
  try {
    const response = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
        'x-forwarded-for': `198.18.0.${(n % 250) + 1}`,
      },
      body: JSON.stringify(
        arrivalRequest({ flightDate: inAMonth, lastName: `Key-${key}`, email: `${key}@example.com` }),
      ),
      signal: AbortSignal.timeout(30_000),
    });
    await response.text();
    return response.status;
  } catch {
    // Killed under the request: no answer.
    return 0;
  }
}

describe('a server on the embedded database killed with SIGKILL while writing', { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-crash-'));
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) server.kill('SIGKILL');
    await Promise.all(running.map((server) => bounded(server.exited, 30_000, 'a killed server to exit')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no booking it answered 201, and serves again when started on the same folder', async () => {
    const env = { DATA_DIR: dataDir, RATE_LIMIT_BOOKINGS_PER_HOUR: '100000', TRUST_PROXY: '1' };
    const first = startServerProcess({ port: await freePort(), env });
    running.push(first);
    await waitUntilReady(first);

    const answered: string[] = [];
    let stop = false;
    let sent = 0;
    const writers = Array.from({ length: 3 }, async (_, writer) => {
      for (let step = 0; !stop && step < 500; step += 1) {
        const key = `crash-${writer}-${step}`;
        const n = sent++;
        if ((await book(first, key, n)) === 201) answered.push(key);
      }
    });
    await until(async () => answered.length >= 10, 'ten bookings answered 201 before the kill', {
      ms: 120_000,
    });
    // Killed while the writers' next bookings are under way.
    first.kill('SIGKILL');
    stop = true;
    await bounded(first.exited, 30_000, 'the killed server to exit');
    await bounded(Promise.all(writers), 60_000, 'the writers to see the server gone');

    const second = startServerProcess({ port: await freePort(), env });
    running.push(second);
    await waitUntilReady(second);
    expect(await book(second, 'after-the-crash', 9999)).toBe(201);
    second.kill('SIGTERM');
    await bounded(second.exited, 60_000, 'the restarted server to stop');

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await database.db
        .select({ key: bookings.idempotencyKey })
        .from(bookings)
        .where(inArray(bookings.idempotencyKey, [...answered, 'after-the-crash']));
      expect(rows.map((row) => row.key).sort()).toEqual([...answered, 'after-the-crash'].sort());
    } finally {
      await database.close();
    }
  });
});
