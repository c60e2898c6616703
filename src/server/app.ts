/**
 * Builds the Fastify app. It never listens: main.ts starts it, and tests drive it with `app.inject`.
 */
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { BRAND_NAME } from '../domain/brand';
import { adminRoutes } from './admin/admin.routes';
import { listTuningFor } from './admin/admin-list.queries';
import { authRoutes } from './auth/auth.routes';
import { FailedLoginLimiter } from './auth/failed-logins';
import { sessionCookieFor } from './auth/session-cookie';
import { FAILED_LOGIN_WINDOW_MS } from './auth/session-policy';
import { bookingsRoutes } from './bookings/bookings.routes';
import type { Config } from './config';
import { contactRoutes } from './contact/contact.routes';
import type { DatabaseHandle } from './db/client';
import { AppError } from './errors';
import { healthRoutes } from './health/health.routes';
import { registerCsrfProtection } from './http/csrf';
import { registerErrorHandler, TOO_MANY_REQUESTS_MESSAGE } from './http/error-handler';
import { demoCheckoutRoutes } from './payments/demo/demo-checkout.routes';
import type { PaymentProvider } from './payments/payment-provider';
import { paymentsRoutes } from './payments/payments.routes';
import type { PaymentsDeps } from './payments/payments.service';
import { providerFromConfig } from './payments/provider-from-config';
import { stripeWebhookRoutes } from './payments/stripe/stripe-webhook.routes';
import { pricesRoutes } from './prices/prices.routes';
import { registerWebApp } from './site/serve-web-app';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The server's clock; tests pass a fixed one. */
  now?: () => Date;
  /** Nudges the mail worker after a change queued an e-mail (main.ts runs the worker). */
  wakeMailer?: () => void;
  /** Tests pass a provider that fails; otherwise the one PAYMENT_PROVIDER names. */
  paymentProvider?: PaymentProvider;
}

/**
 * Request log lines without the query string: return URLs carry the traveller's e-mail and last name
 * (/check-my-booking?email=...), which must not end up in logs.
 */
const requestSerializer = (request: { method: string; url: string; ip: string }) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});

/** Calls that other sites make by design (a payment provider's signed webhook), so no Origin check. */
const CSRF_EXEMPT_PATHS = ['/api/payments/stripe/webhook'];

/** A hop count trusts that many proxies nearest to us, as proxy-addr reads a number. */
function trustProxyOption(trust: boolean | number) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(
  deps: AppDependencies,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  // Chosen before anything else so a provider that cannot run stops start-up with its reason.
  const provider = deps.paymentProvider ?? providerFromConfig({ config, db: database.db, now });
  const app = Fastify({
    // A logger given as options (tests capturing lines) keeps our redaction and request serializer.
    logger:
      options.logger === undefined || typeof options.logger === 'object'
        ? {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: { req: requestSerializer },
            ...(options.logger ?? {}),
          }
        : options.logger,
    trustProxy: trustProxyOption(config.trustProxy),
    // Bodies of this product are small forms; anything bigger is a mistake or an attack.
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // Limits are per route (config.rateLimit), per client address; see bookings.routes.ts.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('rate-limited', TOO_MANY_REQUESTS_MESSAGE),
  });

  await app.register(cookie);
  registerCsrfProtection(app, { publicUrl: config.publicUrl, exemptPaths: CSRF_EXEMPT_PATHS });

  await app.register(swagger, {
    openapi: {
      info: { title: `${BRAND_NAME} API`, version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const mail = {
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    wake: deps.wakeMailer ?? (() => {}),
  };
  const payments: PaymentsDeps = { db: database.db, mail, provider, publicUrl: config.publicUrl, now };
  const accounts = {
    db: database.db,
    now,
    mail,
    cookie: sessionCookieFor(config.publicUrl),
    failedLogins: new FailedLoginLimiter(
      config.authRateLimits.failedLoginsPerAccount,
      FAILED_LOGIN_WINDOW_MS,
    ),
    limits: config.authRateLimits,
  };
  await app.register(
    async (api) => {
      await api.register(healthRoutes({ database }));
      await api.register(pricesRoutes({ db: database.db }));
      await api.register(authRoutes(accounts));
      await api.register(adminRoutes({ ...accounts, provider, listTuning: listTuningFor(database.kind) }), {
        prefix: '/admin',
      });
      await api.register(bookingsRoutes({ ...payments, ...config.rateLimits }));
      await api.register(contactRoutes({ db: database.db, mail, perHour: config.rateLimits.contactPerHour }));
      await api.register(paymentsRoutes({ ...payments, lookupsPerHour: config.rateLimits.lookupsPerHour }));
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

  await registerWebApp(app, config.webDistDir);
  return app;
}
