/**
 * `npm run jobs -- run feedback|flights|reconciliation`: runs one of the scheduler's jobs now, in the database the server uses
 * (DATA_DIR or DATABASE_URL), for operators and tests. What it queues, the servers' mail workers send (a
 * server started later sends it too). Safe beside running servers: the job claims its bookings as the
 * scheduler does, so nothing is sent twice. With the embedded database, stop the server first (one
 * process at a time may open it).
 */

import { parseArgs } from 'node:util';
import pino from 'pino';
import { reconciliationSummary } from '../../domain/reconciliation';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { checkDueFlights, flightFeedFromConfig } from '../flights';
import { providerFromConfig, reconcilePayments } from '../payments';
import type { SchedulerDeps } from '../scheduler';
import { sendDueFeedbackRequests } from '../scheduler';
import { runCommand } from './run-command';

/** Each job, and what it prints once done. */
const JOBS: Record<
  string,
  (deps: Required<Omit<SchedulerDeps, 'stopping' | 'backups' | 'serverId'>>) => Promise<string>
> = {
  feedback: async (deps) => `${await sendDueFeedbackRequests(deps)} queued`,
  // The flight checks due now (nothing without FLIGHT_DATA_PROVIDER).
  flights: async (deps) => `${await checkDueFlights(deps)} checked`,
  // Now, whatever the daily run did: as the dashboard's 'Reconcile Payments' does.
  reconciliation: async (deps) => {
    const outcome = await reconcilePayments({ ...deps, publicUrl: deps.mail.publicUrl }, deps.log);
    return `${reconciliationSummary(outcome)}; recorded: ${outcome.recorded}`;
  },
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
    const now = () => new Date();
    const done = await job({
      db: database.db,
      mail: {
        publicUrl: config.publicUrl,
        supportEmail: config.supportEmail,
        testMode: config.paymentProvider === 'demo',
        wake: () => {},
      },
      log: pino({ level: config.logLevel }),
      now,
      provider: providerFromConfig({ config, db: database.db, now }),
      flights: { feed: flightFeedFromConfig(config.flightData), dailyCalls: config.flightData.dailyCalls },
    });
    console.log(`${positionals[1]}: ${done}`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
