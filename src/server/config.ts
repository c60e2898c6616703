/**
 * Turns the environment into typed configuration. Every variable is optional (DESIGN.md, runtime
 * contract); a bad value stops start-up with a one-line reason naming the variable.
 */

import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BACKUP_KEEP } from '../domain/backups';
import { BRAND_NAME } from '../domain/brand';
import { E164_PATTERN } from '../domain/mobile-number';
import { newPasswordProblem } from '../domain/password-guessability';
import { type TrustProxy, trustProxySetting } from './trust-proxy-setting';

/** SMTP_URL's opt-out of STARTTLS (mail/mail-transport.ts reads it); any other value of `tls` is refused. */
export const SMTP_PLAIN_TEXT_OPT_OUT = 'off';

const port = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const urlWithScheme = (schemes: string[], hint: string) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
    } catch {
      return false;
    }
  }, hint);

/** A query parameter of a URL; null when it is absent or the URL cannot be read (refused elsewhere). */
function searchParam(url: string, name: string): string | null {
  try {
    return new URL(url).searchParams.get(name);
  } catch {
    return null;
  }
}

/** True when `inner` is `outer` or a folder below it. */
function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

const email = z.email('must be an e-mail address');

/** A key of 32 bytes (TOTP_SECRET_KEY, BACKUP_KEY) from 64 hex digits or base64; undefined when it is neither. */
export function keyBytes(value: string): Buffer | undefined {
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return key.length === 32 ? key : undefined;
}

const key32 = z
  .string()
  .refine(
    (value) => keyBytes(value) !== undefined,
    'must be 32 random bytes as 64 hex digits or 44 base64 characters (openssl rand -base64 32)',
  );

const perHour = z.coerce
  .number({ error: 'must be a positive whole number' })
  .int('must be a positive whole number')
  .min(1, 'must be a positive whole number');

/** A whole number in [min, max], said so when it is not. */
function wholeNumber(min: number, max: number) {
  const hint = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: hint }).int(hint).min(min, hint).max(max, hint);
}

/** A phone number in E.164: a plus sign and 8 to 15 digits. */
const e164 = z.string().regex(E164_PATTERN, 'must be a number in E.164, such as +529981234567');

/** A JSON object of message kind to WhatsApp Content SID ('HX' and 32 hex digits). */
const contentTemplates = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
  })
  .pipe(
    z.partialRecord(
      z.enum(['booked', 'day-before', 'landed', 'driver-here', 'reply']),
      z.string().regex(/^HX[0-9a-f]{32}$/, 'must map each kind to a Content SID: HX and 32 hex digits'),
    ),
  );

const envSchema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    /** Where the embedded database's nightly backups go (DATA_DIR/backups by default). */
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: perHour.default(DEFAULT_BACKUP_KEEP),
    DATABASE_URL: urlWithScheme(
      ['postgres', 'postgresql'],
      'must be a PostgreSQL URL such as postgres://user:password@host:5432/dbname',
    ).optional(),
    PUBLIC_URL: urlWithScheme(
      ['http', 'https'],
      'must be an http(s) URL such as https://example.com',
    ).optional(),
    PAYMENT_PROVIDER: z.enum(['demo', 'stripe'], { error: "must be 'demo' or 'stripe'" }).default('demo'),
    ALLOW_DEMO_PAYMENTS: z
      .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
      .default('false')
      .transform((value) => value === 'true'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    SMTP_URL: urlWithScheme(['smtp', 'smtps'], 'must be an smtp:// or smtps:// URL')
      .refine(
        (value) => [null, SMTP_PLAIN_TEXT_OPT_OUT].includes(searchParam(value, 'tls')),
        `may only say tls=${SMTP_PLAIN_TEXT_OPT_OUT} (to send without STARTTLS, to a relay on this host or a private network)`,
      )
      .optional(),
    MAIL_FROM: z.string().optional(),
    SUPPORT_EMAIL: email.optional(),
    /** The operator's dispatch line on the provider's page and e-mails; unset: SUPPORT_EMAIL there. */
    DISPATCH_PHONE: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in E.164 form, such as +529981234567')
      .optional(),
    ADMIN_EMAIL: email.optional(),
    ADMIN_PASSWORD: z.string().optional(),
    REQUIRE_ADMIN_2FA: z
      .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
      .default('false')
      .transform((value) => value === 'true'),
    TOTP_SECRET_KEY: key32.optional(),
    /** Seals the embedded database's backups (decision 044); unset: DATA_DIR/backup.key, made at first start. */
    BACKUP_KEY: key32.optional(),
    /** The bearer token of GET /metrics; unset: no /metrics at all. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    RATE_LIMIT_BOOKINGS_PER_HOUR: perHour.default(120),
    RATE_LIMIT_LOOKUPS_PER_HOUR: perHour.default(300),
    RATE_LIMIT_CONTACT_PER_HOUR: perHour.default(20),
    RATE_LIMIT_LOGINS_PER_HOUR: perHour.default(100),
    RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT: perHour.default(10),
    RATE_LIMIT_PASSWORD_RESETS_PER_HOUR: perHour.default(10),
    TRUST_PROXY: trustProxySetting.default(false),
    MANAGE_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SHUTDOWN_GRACE_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds from 0 to 3600' })
      .int('must be a whole number of seconds from 0 to 3600')
      .min(0, 'must be a whole number of seconds from 0 to 3600')
      .max(3600, 'must be a whole number of seconds from 0 to 3600')
      .default(10),
    /** The dispatch board's live streams: how many per sign-in and per server, and how long each. */
    DISPATCH_STREAMS_PER_SESSION: wholeNumber(1, 100).default(3),
    DISPATCH_STREAMS_PER_SERVER: wholeNumber(1, 10_000).default(100),
    DISPATCH_STREAM_MINUTES: wholeNumber(1, 720).default(30),
    /** The flight-data feed (flights/flight-status.ts); none by default. */
    FLIGHT_DATA_PROVIDER: z
      .enum(['none', 'aerodatabox'], { error: "must be 'none' or 'aerodatabox'" })
      .default('none'),
    FLIGHT_DATA_API_KEY: z.string().optional(),
    FLIGHT_DATA_BASE_URL: urlWithScheme(['http', 'https'], 'must be an http(s) URL').optional(),
    FLIGHT_DATA_DAILY_CALLS: z.coerce
      .number({ error: 'must be a whole number from 0 to 100000' })
      .int('must be a whole number from 0 to 100000')
      .min(0, 'must be a whole number from 0 to 100000')
      .max(100_000, 'must be a whole number from 0 to 100000')
      .default(500),
    /** Messages to travellers by WhatsApp or SMS through Twilio (messaging/, decision 059); none unset. */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-f]{32}$/, 'must be a Twilio Account SID: AC and 32 hex digits')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    TWILIO_WHATSAPP_FROM: e164.optional(),
    TWILIO_SMS_FROM: e164.optional(),
    TWILIO_API_URL: urlWithScheme(['http', 'https'], 'must be an http(s) URL').optional(),
    TWILIO_WHATSAPP_TEMPLATES: contentTemplates.optional(),
    MESSAGES_DAILY_CAP: wholeNumber(0, 100_000).default(500),
    SUPPORT_PHONE: e164.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
    // The backup key kept in DATA_DIR must not lie among the backups it seals.
    const backupDir = env.BACKUP_DIR && path.resolve(env.BACKUP_DIR);
    if (
      backupDir &&
      !env.DATABASE_URL &&
      !env.BACKUP_KEY &&
      isWithin(path.resolve(env.DATA_DIR), backupDir)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['BACKUP_DIR'],
        message:
          'must not hold DATA_DIR, where the backup key (backup.key) is kept: choose another folder or set BACKUP_KEY',
      });
    }
    if (env.FLIGHT_DATA_PROVIDER === 'aerodatabox' && !env.FLIGHT_DATA_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['FLIGHT_DATA_API_KEY'],
        message: 'is required when FLIGHT_DATA_PROVIDER=aerodatabox',
      });
    }
    if (Boolean(env.TWILIO_ACCOUNT_SID) !== Boolean(env.TWILIO_AUTH_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.TWILIO_ACCOUNT_SID ? 'TWILIO_AUTH_TOKEN' : 'TWILIO_ACCOUNT_SID'],
        message: 'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together',
      });
    }
    if (env.TWILIO_ACCOUNT_SID && !env.TWILIO_WHATSAPP_FROM && !env.TWILIO_SMS_FROM) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_WHATSAPP_FROM'],
        message: 'or TWILIO_SMS_FROM is required with TWILIO_ACCOUNT_SID: the number messages come from',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    const weakPassword = env.ADMIN_PASSWORD
      ? newPasswordProblem(env.ADMIN_PASSWORD, env.ADMIN_EMAIL ? [env.ADMIN_EMAIL] : [])
      : null;
    if (weakPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: `ADMIN_PASSWORD is too weak: ${weakPassword}`,
      });
    }
    // The demo checkout takes no money: on a public https site it would be the checkout by accident.
    if (
      env.PAYMENT_PROVIDER === 'demo' &&
      env.PUBLIC_URL?.startsWith('https://') &&
      !env.ALLOW_DEMO_PAYMENTS
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'PAYMENT_PROVIDER=demo takes no real payments: with an https:// PUBLIC_URL set PAYMENT_PROVIDER=stripe, ' +
          'or ALLOW_DEMO_PAYMENTS=true for a test site',
      });
    }
    if (env.PAYMENT_PROVIDER === 'stripe') {
      if (!env.STRIPE_SECRET_KEY)
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_SECRET_KEY'],
          message: 'is required when PAYMENT_PROVIDER=stripe',
        });
      else if (!/^(sk|rk)_(test|live)_/.test(env.STRIPE_SECRET_KEY))
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_SECRET_KEY'],
          message:
            'must be a secret key (sk_live_..., sk_test_... or a restricted rk_...), not a publishable key',
        });
      if (!env.STRIPE_WEBHOOK_SECRET)
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_WEBHOOK_SECRET'],
          message: 'is required when PAYMENT_PROVIDER=stripe',
        });
    }
  });

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database; unused when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database's backups, and how many of them are kept. */
  backupDir: string;
  backupKeep: number;
  /** Base of links in e-mails and of payment return URLs, without a trailing slash. */
  publicUrl: string;
  paymentProvider: 'demo' | 'stripe';
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** DISPATCH_PHONE: the operator's dispatch line, E.164, for providers and their drivers. */
  dispatchPhone: string | undefined;
  admin: { email: string; password: string } | undefined;
  /** REQUIRE_ADMIN_2FA: an admin without two-factor sign-in must set it up at the next sign-in. */
  requireAdminTwoFactor: boolean;
  /**
   * TOTP_SECRET_KEY: seals the two-factor secrets at rest (auth/totp-secret-box.ts); unset: a key derived
   * from the backup key on the embedded database (decision 044), stored plain on PostgreSQL.
   */
  totpSecretKey: Buffer | undefined;
  /** BACKUP_KEY: seals the embedded database's backups; unset: DATA_DIR/backup.key (backups/backup-key.ts). */
  backupKey: Buffer | undefined;
  /** METRICS_TOKEN: GET /metrics answers a scrape that carries it (bearer); unset: no /metrics. */
  metricsToken: string | undefined;
  logLevel: string;
  /**
   * Requests per client address and hour: new bookings, and the calls that read or pay one (lookup,
   * confirmation page, Pay Now, payment confirmation). Set for people: a concierge behind one address.
   */
  rateLimits: { bookingsPerHour: number; lookupsPerHour: number; contactPerHour: number };
  /**
   * Admin accounts: sign-in attempts per client address and hour; failed sign-ins per account (e-mail,
   * any case) in 15 minutes, tighter than per address so one account cannot be guessed at from many;
   * forgot-password requests (and reset-link checks and resets) per client address and hour.
   */
  authRateLimits: { loginsPerHour: number; failedLoginsPerAccount: number; passwordResetsPerHour: number };
  /** Which proxies to believe, so the client address (and its limits) is right behind them (http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /**
   * On SIGTERM, how long requests under way may take to finish before their connections are closed
   * (start-server.ts); the server stops accepting at once either way.
   */
  shutdownGraceSeconds: number;
  /**
   * The key of the manage links' tokens (decision 021); unset: one generated and kept in the
   * database (server_secrets), shared by every server on it.
   */
  manageLinkSecret: string | undefined;
  /** Where the built web app is (index.html and assets). */
  webDistDir: string;
  /** The flight-data feed, its key and base URL, and the most calls per Cancun day. */
  flightData: FlightDataConfig;
  /** The dispatch board's live streams (decision 045). */
  dispatchStreams: DispatchStreamLimits;
  /** Twilio's account and senders; undefined: no messages, e-mail only ('Messages off'). */
  messaging: MessagingConfig | undefined;
  /** The operator's 24/7 line in E.164, shown with call and WhatsApp links; unset: the support e-mail only. */
  supportPhone: string | undefined;
}

export interface MessagingConfig {
  accountSid: string;
  authToken: string;
  /** E.164 senders; at least one is set. */
  whatsappFrom: string | undefined;
  smsFrom: string | undefined;
  /** Twilio's REST base, without a trailing slash (a stand-in's in tests). */
  apiUrl: string;
  /** Message kind → approved WhatsApp Content SID (HX…); a kind without one is sent as Body. */
  whatsappTemplates: Record<string, string>;
  /** The most messages sent per Cancun day, counted across servers. */
  dailyCap: number;
}

/** Twilio's REST API. */
export const TWILIO_API_URL = 'https://api.twilio.com';

export interface DispatchStreamLimits {
  /** Streams one sign-in may hold open at once (DISPATCH_STREAMS_PER_SESSION). */
  perSession: number;
  /** Streams one server process holds open at once, all sign-ins together (DISPATCH_STREAMS_PER_SERVER). */
  perServer: number;
  /** How long a stream lasts before the server ends it and the browser opens another (DISPATCH_STREAM_MINUTES). */
  lifetimeMs: number;
  /**
   * How often every open stream's session is checked and a heartbeat sent: a session ended on any server
   * ends its streams within this. Not an environment variable: tests shorten it.
   */
  checkEveryMs: number;
}

/** The heartbeat that keeps proxies from closing an idle stream, and the session check that goes with it. */
export const DISPATCH_STREAM_CHECK_EVERY_MS = 15_000;

export interface FlightDataConfig {
  provider: 'none' | 'aerodatabox';
  apiKey: string | undefined;
  /** Unset: the adapter's own default (AeroDataBox on RapidAPI). */
  baseUrl: string | undefined;
  dailyCalls: number;
}

export class ConfigError extends Error {}

/** Reads the configuration; throws a ConfigError whose message is one line naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO= in a .env file) means "not set", as it does for most tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const message = issue?.message ?? 'is invalid';
    throw new ConfigError(message.startsWith(name) ? message : `${name} ${message}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    backupKeep: e.BACKUP_KEEP,
    publicUrl,
    paymentProvider: e.PAYMENT_PROVIDER,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${BRAND_NAME} <bookings@${new URL(publicUrl).hostname}>`,
    supportEmail: e.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
    dispatchPhone: e.DISPATCH_PHONE,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    requireAdminTwoFactor: e.REQUIRE_ADMIN_2FA,
    totpSecretKey: e.TOTP_SECRET_KEY ? keyBytes(e.TOTP_SECRET_KEY) : undefined,
    backupKey: e.BACKUP_KEY ? keyBytes(e.BACKUP_KEY) : undefined,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      bookingsPerHour: e.RATE_LIMIT_BOOKINGS_PER_HOUR,
      lookupsPerHour: e.RATE_LIMIT_LOOKUPS_PER_HOUR,
      contactPerHour: e.RATE_LIMIT_CONTACT_PER_HOUR,
    },
    authRateLimits: {
      loginsPerHour: e.RATE_LIMIT_LOGINS_PER_HOUR,
      failedLoginsPerAccount: e.RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT,
      passwordResetsPerHour: e.RATE_LIMIT_PASSWORD_RESETS_PER_HOUR,
    },
    trustProxy: e.TRUST_PROXY,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    manageLinkSecret: e.MANAGE_LINK_SECRET,
    webDistDir: path.resolve('dist/web'),
    flightData: {
      provider: e.FLIGHT_DATA_PROVIDER,
      apiKey: e.FLIGHT_DATA_API_KEY,
      baseUrl: e.FLIGHT_DATA_BASE_URL?.replace(/\/+$/, ''),
      dailyCalls: e.FLIGHT_DATA_DAILY_CALLS,
    },
    dispatchStreams: {
      perSession: e.DISPATCH_STREAMS_PER_SESSION,
      perServer: e.DISPATCH_STREAMS_PER_SERVER,
      lifetimeMs: e.DISPATCH_STREAM_MINUTES * 60_000,
      checkEveryMs: DISPATCH_STREAM_CHECK_EVERY_MS,
    },
    messaging:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            whatsappFrom: e.TWILIO_WHATSAPP_FROM,
            smsFrom: e.TWILIO_SMS_FROM,
            apiUrl: (e.TWILIO_API_URL ?? TWILIO_API_URL).replace(/\/+$/, ''),
            whatsappTemplates: e.TWILIO_WHATSAPP_TEMPLATES ?? {},
            dailyCap: e.MESSAGES_DAILY_CAP,
          }
        : undefined,
    supportPhone: e.SUPPORT_PHONE,
  };
}
