/**
 * `npm run jobs -- run feedback`: runs one of the scheduler's jobs now, in the database the server uses
 * (DATA_DIR or DATABASE_URL), for operators and tests. What it queues, the servers' mail workers send (a
 * server started later sends it too). Safe beside running servers: the job claims its bookings as the
 * scheduler does, so nothing is sent twice. With the embedded database, stop the server first (one
 * process at a time may open it).
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { sendDueFeedbackRequests } from '../scheduler/feedback-requests';
import type { SchedulerDeps } from '../scheduler/scheduler-deps';

const JOBS: Record<string, (deps: SchedulerDeps) => Promise<number>> = {
  feedback: sendDueFeedbackRequests,
};

const USAGE = `Usage: npm run jobs -- run ${Object.keys(JOBS).join('|')}`;

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const job = JOBS[positionals[1] ?? ''];
  if (positionals[0] !== 'run' || !job) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const queued = await job({
      db: database.db,
      mail: {
        publicUrl: config.publicUrl,
        supportEmail: config.supportEmail,
        testMode: config.paymentProvider === 'demo',
        wake: () => {},
      },
      log: pino({ level: config.logLevel }),
      now: () => new Date(),
    });
    console.log(`${positionals[1]}: ${queued} queued`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
