/** Builds the app for `inject` tests with a real test database and a configuration of test values. */
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import type { PaymentProvider } from '../../server/payments/payment-provider';

/** Backups a test app makes go to a temporary folder of this process, never into the checkout's ./data. */
export const TEST_BACKUP_DIR = path.join(tmpdir(), 'cancun-transfers-test-backups', String(process.pid));
/** So does what a test app keeps in DATA_DIR (the list of erasures). */
const TEST_DATA_DIR = path.join(tmpdir(), 'cancun-transfers-test-data', String(process.pid));
/** The test apps' backup key, so none is made in a folder (decision 044). */
export const TEST_BACKUP_KEY = Buffer.alloc(32, 5);

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      DATA_DIR: TEST_DATA_DIR,
      BACKUP_DIR: TEST_BACKUP_DIR,
      BACKUP_KEY: TEST_BACKUP_KEY.toString('base64'),
    }),
    ...overrides,
  };
}

/** Inside a describe block that has a test database: one app for the block, closed after it. */
export function useTestApp(
  getDatabase: () => DatabaseHandle,
  options: {
    /** A function when a value is known only once the block starts (a stand-in's port, a build). */
    config?: Partial<Config> | (() => Partial<Config> | Promise<Partial<Config>>);
    now?: () => Date;
    /** A provider of the test's own (one that fails, say), built once the database is open. */
    paymentProvider?: (database: DatabaseHandle) => PaymentProvider;
    /** Where the app's log lines go, as JSON text, every level; without it the app logs nothing. */
    logLines?: string[];
  } = {},
): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const { logLines } = options;
    const deps = {
      config: testConfig(typeof options.config === 'function' ? await options.config() : options.config),
      database: getDatabase(),
      ...(options.now ? { now: options.now } : {}),
      ...(options.paymentProvider ? { paymentProvider: options.paymentProvider(getDatabase()) } : {}),
    };
    const logger = logLines
      ? { level: 'trace', stream: { write: (line: string) => logLines.push(line) } }
      : false;
    app = await buildApp(deps, { logger });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the test app is not built yet');
    return app;
  };
}
