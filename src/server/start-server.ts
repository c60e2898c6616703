/**
 * Everything a server process runs, started in order: the database (opened, migrated, prices seeded, the
 * ADMIN_EMAIL admin added when missing), the HTTP app, the mail worker, the scheduler and, on the embedded database,
 * its maintenance. main.ts calls it with the configuration of the environment; the browser tests' Stripe
 * server calls it with a payment provider of their own, so no test setting lives in the configuration.
 * `stop` drains: see RunningServer.
 */

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { adoptCurrentRuleIfTheZoneDatabaseAgrees } from '../domain/cancun-time';
import { buildApp } from './app';
import { ensureAdmin, resealTotpSecrets } from './auth';
import { sealBackupsLeftUnsealed } from './backups';
import type { Config } from './config';
import { loadDataKeys } from './data-keys';
import type { DatabaseHandle } from './db/client';
import { openConfiguredDatabase } from './db/open-configured';
import { startPgliteMaintenance } from './db/pglite-maintenance';
import { loadRideLinks } from './dispatch';
import { flightFeedFromConfig } from './flights';
import { createSmtpTransport, startMailWorker } from './mail';
import { loadManageLinks } from './manage';
import { startMessageWorker, twilioSender } from './messaging';
import type { PaymentProvider } from './payments';
import { providerFromConfig } from './payments';
import { seedDefaultPricesIfEmpty } from './prices';
import { startScheduler } from './scheduler';
import { buildVersion, startHeartbeat } from './system';

export interface StartOptions {
  /** A provider built on the open database instead of the one PAYMENT_PROVIDER names. */
  paymentProvider?: (database: DatabaseHandle) => PaymentProvider;
}

export interface RunningServer {
  app: FastifyInstance;
  /**
   * Drains, for a deploy (SIGTERM): /api/health/ready answers 503 and no new connection is accepted (a
   * request on a connection already open answers 503); the requests under way finish, for up to
   * SHUTDOWN_GRACE_SECONDS, after which their connections are closed; the scheduler ends after its batch
   * under way and the mail worker after its mail under way, handing the e-mails it claimed back to the
   * other servers at once; then the database is closed.
   */
  stop: () => Promise<void>;
}

/** Names this process in the claims it holds (emails.locked_by) and in its logs. */
function newServerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const serverId = newServerId();
  let draining = false;
  // Decision 082: Cancun's rule as the code keeps it, unless this runtime's zone database says otherwise.
  const cancunChangesOn = adoptCurrentRuleIfTheZoneDatabaseAgrees(new Date());
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  await seedDefaultPricesIfEmpty(database.db);
  if (config.admin) await ensureAdmin(database.db, config.admin);
  // Decision 044: the backup key (made at the first start), backups from before sealing sealed, and the
  // two-factor secrets stored plain (or under an older key) sealed under the current key.
  const keys = await loadDataKeys(config, database.kind);
  const backupsSealed = keys.backupKey
    ? await sealBackupsLeftUnsealed({ dir: config.backupDir, key: keys.backupKey })
    : { sealed: 0, unreadable: [] };
  const totpSecretsSealed = await resealTotpSecrets(database.db, keys.totpSecrets.reseal);

  // One provider for the app and the scheduler's daily reconciliation.
  const provider = options.paymentProvider
    ? options.paymentProvider(database)
    : providerFromConfig({ config, db: database.db, now: () => new Date() });
  const openStreams = { open: 0 };
  // The worker needs the app's logger and the app needs the worker's wake-up: bind it once both exist.
  let wakeMailer = () => {};
  let wakeMessages = () => {};
  const app = await buildApp({
    config,
    database,
    wakeMailer: () => wakeMailer(),
    wakeMessages: () => wakeMessages(),
    isDraining: () => draining,
    paymentProvider: provider,
    openStreams,
  });
  const mailWorker = startMailWorker({
    db: database.db,
    transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null,
    from: config.mailFrom,
    log: app.log.child({ component: 'mail' }),
    now: () => new Date(),
    workerId: serverId,
  });
  wakeMailer = mailWorker.wake;
  // Reminders, the cancellation of abandoned bookings, the daily reconciliation; safe to run in every server process.
  const scheduler = startScheduler({
    db: database.db,
    mail: {
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      testMode: config.paymentProvider === 'demo' && !options.paymentProvider,
      wake: mailWorker.wake,
      manageLinks: await loadManageLinks(database.db, config.manageLinkSecret),
      rideLinks: await loadRideLinks(database.db, config.publicUrl),
    },
    log: app.log.child({ component: 'scheduler' }),
    now: () => new Date(),
    serverId,
    provider,
    ...(keys.backupKey
      ? {
          backups: {
            database,
            dir: config.backupDir,
            keep: config.backupKeep,
            key: keys.backupKey,
            startedAt: new Date(),
          },
        }
      : {}),
    flights: { feed: flightFeedFromConfig(config.flightData), dailyCalls: config.flightData.dailyCalls },
  });
  // The System page's list of running servers: this one's row, written every 30 seconds.
  const heartbeat = startHeartbeat({
    db: database.db,
    server: { serverId, host: hostname(), pid: process.pid, version: buildVersion(), startedAt: new Date() },
    openStreams: () => openStreams.open,
    now: () => new Date(),
    log: app.log.child({ component: 'heartbeat' }),
  });
  // Messages to travellers by WhatsApp or SMS, only with a Twilio account (decision 059).
  const messageWorker = config.messaging
    ? startMessageWorker({
        db: database.db,
        sender: twilioSender(config.messaging),
        publicUrl: config.publicUrl,
        supportEmail: config.supportEmail,
        supportPhone: config.supportPhone,
        templates: config.messaging.whatsappTemplates,
        dailyCap: config.messaging.dailyCap,
        log: app.log.child({ component: 'messaging' }),
        now: () => new Date(),
        workerId: serverId,
      })
    : null;
  if (messageWorker) wakeMessages = messageWorker.wake;
  // PostgreSQL vacuums itself; the embedded database has no autovacuum worker, so the server does it.
  const maintenance =
    database.kind === 'pglite'
      ? startPgliteMaintenance(database.db, app.log.child({ component: 'database' }))
      : null;
  if (backupsSealed.sealed > 0) {
    app.log.info({ backupsSealed: backupsSealed.sealed }, 'backups made before sealing are now sealed');
  }
  if (backupsSealed.unreadable.length > 0) {
    app.log.warn(
      { files: backupsSealed.unreadable },
      'files in BACKUP_DIR named as backups could not be read: left unsealed',
    );
  }
  if (totpSecretsSealed > 0)
    app.log.info({ totpSecretsSealed }, 'two-factor secrets sealed under the current key');
  if (database.kind === 'postgres' && !config.totpSecretKey) {
    app.log.warn('TOTP_SECRET_KEY is not set: the two-factor secrets are stored in the database unsealed');
  }
  if (cancunChangesOn) {
    app.log.warn(
      { changesOn: cancunChangesOn.toISOString().slice(0, 10) },
      "this server's zone database changes Cancun's offset: the server follows it, the pages do not; update CANCUN_CURRENT_RULE in src/domain/cancun-time.ts",
    );
  }
  if (!config.smtpUrl)
    app.log.warn('SMTP_URL is not set: e-mails stay in the outbox, each named in the log by its id');
  app.log.info(
    {
      database: database.kind === 'postgres' ? 'postgres' : `pglite at ${config.dataDir}`,
      payments: config.paymentProvider,
      serverId,
    },
    'database ready',
  );

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.publicUrl} is ready`);

  return {
    app,
    stop: async () => {
      draining = true;
      const graceMs = config.shutdownGraceSeconds * 1000;
      app.log.info(
        { graceSeconds: config.shutdownGraceSeconds },
        'draining: no new connections; finishing the requests under way',
      );
      const cutOff = setTimeout(() => {
        app.log.warn('shutdown grace over: closing the connections of requests still under way');
        app.server.closeAllConnections();
      }, graceMs);
      try {
        await Promise.all([
          app.close(),
          scheduler.stop(),
          mailWorker.stop(graceMs),
          heartbeat.stop(),
          messageWorker?.stop(),
        ]);
      } finally {
        clearTimeout(cutOff);
      }
      await maintenance?.stop();
      await database.close();
    },
  };
}
