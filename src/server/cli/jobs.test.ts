import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking } from '../../testing/server/admin-fixtures';
import { openDatabase } from '../db/client';
import { emails } from '../db/schema';

const run = promisify(execFile);
const DAY = 24 * 60 * 60 * 1000;

/**
 * `npm run jobs -- run feedback` as an operator types it: a real process on an embedded database in a
 * folder, with the real clock, so the ride is put two days back (due whatever the hour in Cancun). Each
 * process compiles the app and opens the database from its files: on a loaded two-core machine one test's
 * migration and two processes took more than 30 s, so the deadline (a hang detector) is the other
 * process-starting suites' three minutes.
 */
describe('npm run jobs', { timeout: 180_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'jobs-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const jobs = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/server/cli/jobs.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });

  it('queues the feedback requests that are due at once, and none a second time', async () => {
    const seeding = await openDatabase({ kind: 'pglite', dataDir });
    await seeding.migrate();
    const id = await insertBooking(seeding, {
      status: 'completed',
      flightDateTime: new Date(Date.now() - 2 * DAY),
    });
    await seeding.close();

    expect((await jobs('run', 'feedback')).stdout).toContain('feedback: 1 queued');
    expect((await jobs('run', 'feedback')).stdout).toContain('feedback: 0 queued');

    const reading = await openDatabase({ kind: 'pglite', dataDir });
    const queued = await reading.db.select().from(emails).where(eq(emails.kind, 'feedback-request'));
    await reading.close();
    expect(queued.map((mail) => [mail.bookingId, mail.subject])).toEqual([[id, 'How was your transfer?']]);
  });

  it('reconciles the payments with the provider now', async () => {
    expect((await jobs('run', 'reconciliation')).stdout).toContain(
      'reconciliation: Payments checked: 0; differences: 0; recorded: 0',
    );
  });

  it('says how to use it when the job is unknown', async () => {
    await expect(jobs('run', 'everything')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run jobs -- run feedback|flights|reconciliation'),
    });
  });
});
