/**
 * A server process stopped by SIGTERM while a dispatch board is open ends the board's stream at
 * once and exits 0, instead of waiting out SHUTDOWN_GRACE_SECONDS on a connection that never ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../../testing/server/auth-fixtures';
import { openEventStream } from '../../../testing/server/event-stream';
import { startServerProcess, waitUntilReady } from '../../../testing/server/server-process';
import { createPostgresDatabase, TEST_ENGINES, type TestEngine } from '../../../testing/server/test-database';

const PORTS: Record<TestEngine, number> = { pglite: 3641, postgres: 3642 };

async function databaseEnv(
  engine: TestEngine,
): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'board-shutdown-'));
    return {
      env: { DATA_DIR: dataDir },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const created = await createPostgresDatabase();
  return { env: { DATABASE_URL: created.url }, dispose: created.drop };
}

describe.each(TEST_ENGINES)('a server with an open dispatch board on %s', { timeout: 180_000 }, (engine) => {
  it('ends the board’s stream and exits 0 on SIGTERM, without waiting out the grace period', async () => {
    const store = await databaseEnv(engine);
    const server = startServerProcess({
      port: PORTS[engine],
      env: {
        ...store.env,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SHUTDOWN_GRACE_SECONDS: '120',
      },
    });
    try {
      await waitUntilReady(server);
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status, await login.clone().text()).toBe(200);
      const session = /session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const stream = await openEventStream(`${server.url}/api/admin/dispatch/stream`, session);
      await stream.next((event) => event.event === 'ready', 'the board’s ready event');

      server.kill('SIGTERM');
      await stream.ended;
      expect(await server.exited).toEqual({ code: 0, signal: null });
      // Had the stream held the stop, the grace period would have run out and cut it.
      expect(server.logs.filter((line) => String(line.msg).startsWith('shutdown grace over'))).toEqual([]);
    } finally {
      server.kill('SIGKILL');
      await server.exited;
      await store.dispose();
    }
  });
});
