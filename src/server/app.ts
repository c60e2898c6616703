/**
 * Builds the Fastify app. It never listens: main.ts starts it, and tests drive it with `app.inject`.
 */

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DATABASE_LIMITS } from '../domain/outage';
import { adminRoutes, listTuningFor } from './admin';
import { authRoutes, loadRecoveryCodeKey, sessionCookieFor } from './auth';
import { erasureLogFile } from './backups';
import {
  bookingsRoutes,
  getBookingForItsBrowser,
  loadConfirmationPasses,
  startLookupCache,
} from './bookings';
import type { Config } from './config';
import { contactRoutes } from './contact';
import { loadDataKeys } from './data-keys';
import type { DatabaseHandle } from './db/client';
import { createDatabaseGate } from './db/database-outage';
import { startMeetingPointsCache } from './db/meeting-points';
import {
  dispatchDepsOf,
  getBoardRide,
  loadRideLinks,
  providerRidePages,
  providerRoutes,
  rideChangeHub,
  type StreamCount,
} from './dispatch';
import { feedbackRoutes } from './feedback';
import { healthRoutes } from './health';
import { registerApiDocs } from './http/api-docs';
import { registerBackgroundWork } from './http/background-work';
import { registerErrorHandler } from './http/error-handler';
import { memoryAnswers } from './http/memory-answers';
import { registerOutageGate } from './http/outage-gate';
import { registerSecurity } from './http/security';
import { serverOptions } from './http/server-options';
import { startRateLimitCounting } from './limits/rate-limit-store';
import { loadManageLinks, manageRoutes } from './manage';
import { twilioWebhookRoutes } from './messaging';
import type { PaymentProvider, PaymentsDeps } from './payments';
import {
  checkoutsFor,
  demoCheckoutRoutes,
  paymentsRoutes,
  providerFromConfig,
  stripeWebhookRoutes,
} from './payments';
import { pricesFromMemory, pricesRoutes, startPriceCache } from './prices';
import { type BookingOfItsBrowser, readInlineScriptHashes, registerWebApp } from './site';
import { createMetrics, registerMetrics } from './system';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The server's clock; tests pass a fixed one. */
  now?: () => Date;
  /** Nudges the mail worker after a change queued an e-mail (main.ts runs the worker). */
  wakeMailer?: () => void;
  /** Runs the message worker soon (an admin's reply); a no-op without messaging or a worker (tests). */
  wakeMessages?: () => void;
  /** Tests pass a provider that fails; otherwise the one PAYMENT_PROVIDER names. */
  paymentProvider?: PaymentProvider;
  /** True once the server is shutting down (start-server.ts): /api/health/ready answers 503. */
  isDraining?: () => boolean;
  /** This server's open dispatch-board streams, kept by the app (start-server.ts reads it for the heartbeat). */
  openStreams?: StreamCount;
}

export async function buildApp(
  deps: AppDependencies,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  // Chosen before anything else so a provider that cannot run stops start-up with its reason.
  const provider = deps.paymentProvider ?? providerFromConfig({ config, db: database.db, now });
  // Plain GETs of the build and the prices, answered before Fastify's pipeline (http/memory-answers.ts).
  const memory = memoryAnswers();
  const app = Fastify({
    ...serverOptions(config, options.logger, memory.has),
    serverFactory: memory.serverFactory,
  }).withTypeProvider<ZodTypeProvider>();
  registerBackgroundWork(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A database that cannot be reached answers 503 at once, and keeps answering it for a moment.
  const databaseGate = createDatabaseGate(DATABASE_LIMITS.knownDownMs);
  registerErrorHandler(app, databaseGate);
  registerOutageGate(app, databaseGate);
  // Limits count on the database's clock unless a test pins one.
  const limits = { db: database.db, clock: deps.now };
  const rateLimits = await startRateLimitCounting(database, deps.now, app.log);
  app.addHook('onClose', () => rateLimits.close());
  const commonHeaders = await registerSecurity(app, {
    publicUrl: config.publicUrl,
    countRateLimitHit: rateLimits.count,
    inlineScripts: readInlineScriptHashes(config.webDistDir),
  });
  await registerApiDocs(app);
  // Prices from memory, forgotten on any change to the table (price-cache.ts); a price write calls
  // `priceCache.invalidatePrices()` after its commit.
  const priceCache = await startPriceCache(database);
  app.addHook('onClose', () => priceCache.close());
  memory.set('/api/prices', pricesFromMemory(priceCache, commonHeaders));
  // The meeting points from memory too, forgotten on any write to them (db/meeting-points.ts).
  const stopMeetingPointsCache = await startMeetingPointsCache(database);
  app.addHook('onClose', () => stopMeetingPointsCache());
  // Check My Booking's rows from memory on PGlite, forgotten on any write to bookings (lookup-cache.ts).
  const lookups = await startLookupCache(database);
  app.addHook('onClose', () => lookups.close());

  // One listener per server for the open dispatch boards; closing the app ends their streams
  // first (preClose), so a graceful stop does not wait on them.
  const rideChanges = rideChangeHub(
    database,
    (bookingId) => getBoardRide({ db: database.db, now }, bookingId),
    (err) => app.log.error({ err }, 'a changed ride could not be read for the dispatch boards'),
  );
  app.addHook('preClose', () => rideChanges.close());

  const mail = {
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    dispatchPhone: config.dispatchPhone,
    supportPhone: config.supportPhone,
    testMode: provider.name === 'demo',
    wake: deps.wakeMailer ?? (() => {}),
    manageLinks: await loadManageLinks(database.db, config.manageLinkSecret),
    rideLinks: await loadRideLinks(database.db, config.publicUrl),
  };
  // The browser that booked gets its confirmation page with the booking in it (decision 042).
  const passes = await loadConfirmationPasses(database.db, config.publicUrl);
  const bookingOfItsBrowser: BookingOfItsBrowser = (request, id) =>
    getBookingForItsBrowser({ db: database.db, mail, now, passes }, request, id);
  const keys = await loadDataKeys(config, database.kind);
  const openStreams = deps.openStreams ?? { open: 0 };
  const backupDir = database.kind === 'pglite' ? config.backupDir : undefined;
  // GET /metrics only with METRICS_TOKEN; each server serves its own (docs/operations/monitoring.md).
  if (config.metricsToken) {
    const metrics = createMetrics({ database, openStreams, backupDir, now });
    registerMetrics(app, { metrics, token: config.metricsToken, memory });
  }
  const payments: PaymentsDeps = { db: database.db, mail, provider, publicUrl: config.publicUrl, now };
  const accounts = {
    db: database.db,
    now,
    mail,
    cookie: sessionCookieFor(config.publicUrl),
    signInLimits: { limits, failedLoginsPerAccount: config.authRateLimits.failedLoginsPerAccount },
    limits: config.authRateLimits,
    requireTwoFactor: config.requireAdminTwoFactor,
    totpSecrets: keys.totpSecrets,
    recoveryCodeKey: await loadRecoveryCodeKey(database.db, config.totpSecretKey),
  };
  await app.register(
    async (api) => {
      await api.register(
        healthRoutes({ database, gate: databaseGate, isDraining: deps.isDraining ?? (() => false) }),
      );
      await api.register(pricesRoutes({ prices: priceCache }));
      await api.register(authRoutes(accounts));
      await api.register(
        adminRoutes({
          ...accounts,
          provider,
          listTuning: listTuningFor(database.kind),
          prices: priceCache,
          rideChanges,
          streamLimits: config.dispatchStreams,
          openStreams,
          system: {
            database,
            now,
            smtpConfigured: Boolean(config.smtpUrl),
            messagingConfigured: config.messaging !== undefined,
            paymentProvider: provider.name,
            flightFeed: {
              configured: config.flightData.provider !== 'none',
              dailyCalls: config.flightData.dailyCalls,
            },
            backupDir,
            wakeMailer: mail.wake,
          },
          messagingOn: config.messaging !== undefined,
          wakeMessages: deps.wakeMessages ?? (() => {}),
          backups: {
            database,
            now,
            settings: keys.backupKey && {
              dir: config.backupDir,
              keep: config.backupKeep,
              key: keys.backupKey,
              erasureLog: erasureLogFile(config.dataDir),
            },
          },
        }),
        {
          prefix: '/admin',
        },
      );
      await api.register(
        bookingsRoutes({
          ...payments,
          checkouts: checkoutsFor(payments),
          prices: priceCache,
          ...config.rateLimits,
          lookups,
          passes,
        }),
      );
      await api.register(manageRoutes({ ...payments, lookupsPerHour: config.rateLimits.lookupsPerHour }));
      await api.register(contactRoutes({ db: database.db, mail, perHour: config.rateLimits.contactPerHour }));
      await api.register(paymentsRoutes({ ...payments, lookupsPerHour: config.rateLimits.lookupsPerHour }));
      await api.register(
        providerRoutes({
          ...dispatchDepsOf({ db: database.db, now, mail }),
          lookupsPerHour: config.rateLimits.lookupsPerHour,
        }),
      );
      await api.register(
        feedbackRoutes({ db: database.db, now, lookupsPerHour: config.rateLimits.lookupsPerHour }),
      );
      // Only with a Twilio account: its auth token signs the callbacks.
      if (config.messaging) {
        await api.register(
          twilioWebhookRoutes({
            db: database.db,
            authToken: config.messaging.authToken,
            publicUrl: config.publicUrl,
            supportEmail: config.supportEmail,
            supportPhone: config.supportPhone,
            smsConfigured: config.messaging.smsFrom !== undefined,
            now,
            wakeMailer: mail.wake,
          }),
        );
      }
      // Only in Stripe mode: elsewhere there is no secret to check a signature against.
      if (config.paymentProvider === 'stripe' && config.stripe) {
        await api.register(stripeWebhookRoutes({ ...payments, webhookSecret: config.stripe.webhookSecret }));
      }
    },
    { prefix: '/api' },
  );
  if (provider.name === 'demo') {
    await app.register(demoCheckoutRoutes({ db: database.db, now, publicUrl: config.publicUrl }));
  }

  await registerWebApp(
    app,
    config.webDistDir,
    { answers: memory, commonHeaders },
    bookingOfItsBrowser,
    // The provider's ride page rendered with its ride (decision 061).
    providerRidePages({
      ...dispatchDepsOf({ db: database.db, now, mail }),
      lookupsPerHour: config.rateLimits.lookupsPerHour,
    }),
  );
  return app;
}
