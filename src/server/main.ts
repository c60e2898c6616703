/**
 * Starts the product: reads the configuration, opens and migrates the database, serves, and on SIGINT or
 * SIGTERM stops taking requests, finishes the ones under way and closes the database.
 */
import { buildApp } from './app';
import { upsertUser } from './auth/users.service';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { startPgliteMaintenance } from './db/pglite-maintenance';
import { createSmtpTransport } from './mail/mail-transport';
import { startMailWorker } from './mail/mail-worker';
import { seedDefaultPricesIfEmpty } from './prices/prices.queries';
import { startScheduler } from './scheduler/scheduler';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openConfiguredDatabase(config);
  await database.migrate();
  await seedDefaultPricesIfEmpty(database.db);
  if (config.admin) await upsertUser(database.db, { ...config.admin, role: 'admin' });

  // The worker needs the app's logger and the app needs the worker's wake-up: bind it once both exist.
  let wakeMailer = () => {};
  const app = await buildApp({ config, database, wakeMailer: () => wakeMailer() });
  const mailWorker = startMailWorker({
    db: database.db,
    transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null,
    from: config.mailFrom,
    log: app.log.child({ component: 'mail' }),
    now: () => new Date(),
  });
  wakeMailer = mailWorker.wake;
  // Reminders and the cancellation of abandoned bookings; safe to run in every server process.
  const scheduler = startScheduler({
    db: database.db,
    mail: { publicUrl: config.publicUrl, supportEmail: config.supportEmail, wake: mailWorker.wake },
    log: app.log.child({ component: 'scheduler' }),
    now: () => new Date(),
  });
  // PostgreSQL vacuums itself; the embedded database has no autovacuum worker, so the server does it.
  const maintenance =
    database.kind === 'pglite'
      ? startPgliteMaintenance(database.db, app.log.child({ component: 'database' }))
      : null;
  if (!config.smtpUrl)
    app.log.warn('SMTP_URL is not set: e-mails stay in the outbox and are printed to the log');
  app.log.info(
    {
      database: database.kind === 'postgres' ? 'postgres' : `pglite at ${config.dataDir}`,
      payments: config.paymentProvider,
    },
    'database ready',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await scheduler.stop();
      await maintenance?.stop();
      await mailWorker.stop();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.publicUrl} is ready`);
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
