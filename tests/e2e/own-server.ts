import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from '../../src/testing/server/server-process';
import { ACCOUNTS } from './accounts';
import { test } from './fixtures';

/**
 * A server of the spec's own, for what the shared e2e server cannot take: a setting it runs without
 * (REQUIRE_ADMIN_2FA=true) or a change other specs would see while they run beside this one (a price on
 * the home page). The real entry point (src/server/main.ts) with the environment given, on a free port and
 * an empty embedded database of its own, serving the web build the e2e server made before any test ran.
 * It starts once per worker that runs the spec, and only then: a run without the spec pays nothing.
 */

/** A port nobody listens on now (the OS picks it; it is free again once this listener closes). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** How long a start may take: seconds when the machine is idle, a minute or more when it is busy. */
const START_TIMEOUT_MS = 150_000;

export interface OwnServerFixtures {
  /**
   * The environment the server starts with: `env` as given, or what a spec's override of this worker
   * fixture makes of fixtures of its own (the address of a stand-in it started first, say).
   */
  ownServerEnv: Record<string, string>;
  ownServer: ServerProcess;
}

/**
 * The spec's `test`, whose pages and requests go to a server started with `env` (baseURL points there);
 * `prepare` is given the server's empty DATA_DIR before it starts (the embedded database is one process's
 * at a time), to put there what no request could.
 */
export function testOnOwnServer(
  env: Record<string, string>,
  prepare: (dataDir: string) => Promise<void> = async () => {},
) {
  return test.extend<object, OwnServerFixtures>({
    ownServerEnv: [async ({}, use) => use(env), { scope: 'worker' }],
    ownServer: [
      async ({ ownServerEnv }, use) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-own-data-'));
        await prepare(dataDir);
        const server = startServerProcess({
          port: await freePort(),
          env: {
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            ADMIN_EMAIL: ACCOUNTS.admin.email,
            ADMIN_PASSWORD: ACCOUNTS.admin.password,
            ...ownServerEnv,
          },
        });
        // However the worker ends (a failure, a timeout, Ctrl-C), the server ends with it, not after it.
        const killWithWorker = () => {
          server.kill('SIGKILL');
          rmSync(dataDir, { recursive: true, force: true });
        };
        process.once('exit', killWithWorker);
        try {
          await waitUntilReady(server, { ms: START_TIMEOUT_MS - 5_000 });
          await use(server);
        } finally {
          process.off('exit', killWithWorker);
          server.kill('SIGTERM');
          await server.exited;
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
      { scope: 'worker', timeout: START_TIMEOUT_MS },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.url),
  });
}
