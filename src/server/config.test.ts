import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const STRIPE_TEST = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

function reasonFor(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('configuration from the environment', () => {
  it('runs with nothing set: port 3000, embedded database in ./data, demo payments', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.paymentProvider).toBe('demo');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.admin).toBeUndefined();
  });

  it('derives the public URL from the port and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(
      loadConfig({ PUBLIC_URL: 'https://transfers.example.com/', ALLOW_DEMO_PAYMENTS: 'true' }).publicUrl,
    ).toBe('https://transfers.example.com');
  });

  it('takes the demo checkout on an https:// site only when ALLOW_DEMO_PAYMENTS=true says so', () => {
    const site = { PUBLIC_URL: 'https://transfers.example.com' };
    expect(reasonFor(site)).toBe(
      'PAYMENT_PROVIDER=demo takes no real payments: with an https:// PUBLIC_URL set PAYMENT_PROVIDER=stripe, ' +
        'or ALLOW_DEMO_PAYMENTS=true for a test site',
    );
    expect(reasonFor({ ...site, PAYMENT_PROVIDER: 'demo', ALLOW_DEMO_PAYMENTS: 'false' })).toContain(
      'PAYMENT_PROVIDER=demo takes no real payments',
    );
    expect(loadConfig({ ...site, ALLOW_DEMO_PAYMENTS: 'true' }).paymentProvider).toBe('demo');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).paymentProvider).toBe('demo');
    expect(reasonFor({ ALLOW_DEMO_PAYMENTS: 'yes' })).toBe("ALLOW_DEMO_PAYMENTS must be 'true' or 'false'");
  });

  it('limits the dispatch board’s live streams: 3 per sign-in, 100 per server, 30 minutes each by default', () => {
    expect(loadConfig({}).dispatchStreams).toEqual({
      perSession: 3,
      perServer: 100,
      lifetimeMs: 30 * 60_000,
      checkEveryMs: 15_000,
    });
    expect(
      loadConfig({
        DISPATCH_STREAMS_PER_SESSION: '5',
        DISPATCH_STREAMS_PER_SERVER: '400',
        DISPATCH_STREAM_MINUTES: '60',
      }).dispatchStreams,
    ).toMatchObject({ perSession: 5, perServer: 400, lifetimeMs: 60 * 60_000 });
    expect(reasonFor({ DISPATCH_STREAMS_PER_SESSION: '0' })).toBe(
      'DISPATCH_STREAMS_PER_SESSION must be a whole number from 1 to 100',
    );
    expect(reasonFor({ DISPATCH_STREAMS_PER_SERVER: 'many' })).toBe(
      'DISPATCH_STREAMS_PER_SERVER must be a whole number from 1 to 10000',
    );
    expect(reasonFor({ DISPATCH_STREAM_MINUTES: '2.5' })).toBe(
      'DISPATCH_STREAM_MINUTES must be a whole number from 1 to 720',
    );
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('reads every variable of the runtime contract', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/transfers',
      DATABASE_URL: 'postgres://app:secret@db:5432/transfers',
      PUBLIC_URL: 'https://transfers.example.com',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Bookings <bookings@example.com>',
      SUPPORT_EMAIL: 'help@example.com',
      DISPATCH_PHONE: '+529981234567',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'Sup3r!secret',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      dataDir: '/tmp/transfers',
      databaseUrl: 'postgres://app:secret@db:5432/transfers',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'Bookings <bookings@example.com>',
      supportEmail: 'help@example.com',
      dispatchPhone: '+529981234567',
      admin: { email: 'boss@example.com', password: 'Sup3r!secret' },
      paymentProvider: 'stripe',
      stripe: { secretKey: 'sk_test_123', webhookSecret: 'whsec_123' },
    });
  });

  it('takes restricted keys', () => {
    expect(loadConfig({ ...STRIPE_TEST, STRIPE_SECRET_KEY: 'rk_live_123' }).stripe).toEqual({
      secretKey: 'rk_live_123',
      webhookSecret: 'whsec_123',
    });
  });

  it('limits a client to 120 new bookings and 300 lookups an hour and trusts no proxy by default', () => {
    const config = loadConfig({});
    expect(config.rateLimits).toEqual({ bookingsPerHour: 120, lookupsPerHour: 300, contactPerHour: 20 });
    expect(config.trustProxy).toBe(false);
  });

  it('reads the rate limits and the proxy trust from the environment', () => {
    const config = loadConfig({
      RATE_LIMIT_BOOKINGS_PER_HOUR: '60',
      RATE_LIMIT_LOOKUPS_PER_HOUR: '1000',
      RATE_LIMIT_CONTACT_PER_HOUR: '5',
      TRUST_PROXY: '1',
    });
    expect(config.rateLimits).toEqual({ bookingsPerHour: 60, lookupsPerHour: 1000, contactPerHour: 5 });
    expect(config.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,2001:db8::/32, loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.10', '2001:db8::/32', 'loopback']);
  });

  it('gives requests under way 10 seconds to finish at shutdown, or SHUTDOWN_GRACE_SECONDS', () => {
    expect(loadConfig({}).shutdownGraceSeconds).toBe(10);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '30' }).shutdownGraceSeconds).toBe(30);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceSeconds).toBe(0);
  });

  it('limits sign-ins to 100 an hour per address, 10 failures per account and 10 reset requests', () => {
    expect(loadConfig({}).authRateLimits).toEqual({
      loginsPerHour: 100,
      failedLoginsPerAccount: 10,
      passwordResetsPerHour: 10,
    });
  });

  it('reads REQUIRE_ADMIN_2FA and TOTP_SECRET_KEY (hex or base64), off and unset by default', () => {
    expect(loadConfig({})).toMatchObject({ requireAdminTwoFactor: false, totpSecretKey: undefined });
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ REQUIRE_ADMIN_2FA: 'true', TOTP_SECRET_KEY: hex })).toMatchObject({
      requireAdminTwoFactor: true,
      totpSecretKey: Buffer.from(hex, 'hex'),
    });
    const base64 = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ TOTP_SECRET_KEY: base64 }).totpSecretKey).toEqual(Buffer.alloc(32, 9));
    expect(() => loadConfig({ TOTP_SECRET_KEY: 'short' })).toThrow(
      'TOTP_SECRET_KEY must be 32 random bytes as 64 hex digits or 44 base64 characters (openssl rand -base64 32)',
    );
    expect(() => loadConfig({ REQUIRE_ADMIN_2FA: 'yes' })).toThrow(
      "REQUIRE_ADMIN_2FA must be 'true' or 'false'",
    );
  });

  it('reads BACKUP_KEY (hex or base64), unset by default; a bad one stops start-up naming it', () => {
    expect(loadConfig({}).backupKey).toBeUndefined();
    expect(loadConfig({ BACKUP_KEY: 'cd'.repeat(32) }).backupKey).toEqual(
      Buffer.from('cd'.repeat(32), 'hex'),
    );
    expect(loadConfig({ BACKUP_KEY: Buffer.alloc(32, 6).toString('base64') }).backupKey).toEqual(
      Buffer.alloc(32, 6),
    );
    expect(reasonFor({ BACKUP_KEY: 'secret' })).toBe(
      'BACKUP_KEY must be 32 random bytes as 64 hex digits or 44 base64 characters (openssl rand -base64 32)',
    );
    expect(reasonFor({ BACKUP_KEY: 'ab'.repeat(31) })).toMatch(/^BACKUP_KEY must be 32 random bytes/);
  });

  it('refuses a BACKUP_DIR that holds DATA_DIR (and so its backup.key) unless BACKUP_KEY is set', () => {
    const reason =
      'BACKUP_DIR must not hold DATA_DIR, where the backup key (backup.key) is kept: choose another folder or set BACKUP_KEY';
    expect(reasonFor({ DATA_DIR: '/srv/app/data', BACKUP_DIR: '/srv/app/data' })).toBe(reason);
    expect(reasonFor({ DATA_DIR: '/srv/app/data', BACKUP_DIR: '/srv/app' })).toBe(reason);
    expect(loadConfig({ DATA_DIR: '/srv/app/data', BACKUP_DIR: '/srv/app/data/backups' }).backupDir).toBe(
      '/srv/app/data/backups',
    );
    expect(
      loadConfig({ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data', BACKUP_KEY: 'ab'.repeat(32) }),
    ).toBeTruthy();
  });

  it('reads the sign-in and password-reset limits from the environment', () => {
    const config = loadConfig({
      RATE_LIMIT_LOGINS_PER_HOUR: '30',
      RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT: '5',
      RATE_LIMIT_PASSWORD_RESETS_PER_HOUR: '3',
    });
    expect(config.authRateLimits).toEqual({
      loginsPerHour: 30,
      failedLoginsPerAccount: 5,
      passwordResetsPerHour: 3,
    });
  });

  it.each([
    [{ RATE_LIMIT_LOGINS_PER_HOUR: '0' }, 'RATE_LIMIT_LOGINS_PER_HOUR must be a positive whole number'],
    [
      { RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT: 'ten' },
      'RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT must be a positive whole number',
    ],
    [
      { RATE_LIMIT_PASSWORD_RESETS_PER_HOUR: '1.5' },
      'RATE_LIMIT_PASSWORD_RESETS_PER_HOUR must be a positive whole number',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{ RATE_LIMIT_BOOKINGS_PER_HOUR: '0' }, 'RATE_LIMIT_BOOKINGS_PER_HOUR must be a positive whole number'],
    [
      { RATE_LIMIT_BOOKINGS_PER_HOUR: 'lots' },
      'RATE_LIMIT_BOOKINGS_PER_HOUR must be a positive whole number',
    ],
    [{ RATE_LIMIT_LOOKUPS_PER_HOUR: '2.5' }, 'RATE_LIMIT_LOOKUPS_PER_HOUR must be a positive whole number'],
    [{ RATE_LIMIT_LOOKUPS_PER_HOUR: '-1' }, 'RATE_LIMIT_LOOKUPS_PER_HOUR must be a positive whole number'],
    [{ RATE_LIMIT_CONTACT_PER_HOUR: '0' }, 'RATE_LIMIT_CONTACT_PER_HOUR must be a positive whole number'],
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY=true would believe any X-Forwarded-For, so a client could pick its own address and escape every limit: set the number of proxies in front of the server (1 for one load balancer) or their addresses',
    ],
    [
      { TRUST_PROXY: 'yes' },
      "TRUST_PROXY must be 'false', a number of proxy hops, or proxy addresses or CIDR ranges separated by commas (not 'yes')",
    ],
    [{ TRUST_PROXY: '10.0.0.0/33' }, "or CIDR ranges separated by commas (not '10.0.0.0/33')"],
    [{ TRUST_PROXY: '10.0.0.1,10.0.0.300' }, "(not '10.0.0.300')"],
    [{ TRUST_PROXY: '2001:db8::/129' }, "(not '2001:db8::/129')"],
    [
      { SHUTDOWN_GRACE_SECONDS: '-1' },
      'SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 0 to 3600',
    ],
    [
      { SHUTDOWN_GRACE_SECONDS: 'soon' },
      'SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 0 to 3600',
    ],
    [{ PORT: 'abc' }, 'PORT must be a whole number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [{ PUBLIC_URL: 'example.com' }, 'PUBLIC_URL must be an http(s) URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [
      { SMTP_URL: 'smtp://relay:25?tls=no' },
      'SMTP_URL may only say tls=off (to send without STARTTLS, to a relay on this host or a private network)',
    ],
    [{ PAYMENT_PROVIDER: 'paypal' }, "PAYMENT_PROVIDER must be 'demo' or 'stripe'"],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL must be an e-mail address'],
    [{ DISPATCH_PHONE: '998 123 4567' }, 'DISPATCH_PHONE must be a phone number in E.164 form'],
    [{ ADMIN_EMAIL: 'a@example.com' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [
      { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'password' },
      'ADMIN_PASSWORD is too weak: Password must contain at least one uppercase letter',
    ],
    [
      { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'Password1!' },
      'ADMIN_PASSWORD is too weak: This password is too common. Please choose another.',
    ],
    [{ PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_SECRET_KEY is required'],
    [
      { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_live_123', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      'STRIPE_SECRET_KEY must be a secret key',
    ],
    [{ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_123' }, 'STRIPE_WEBHOOK_SECRET is required'],
    [
      { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      'STRIPE_SECRET_KEY must be a secret key',
    ],
  ])('refuses %o with a one-line reason', (env, reason) => {
    const message = reasonFor(env);
    expect(message).toContain(reason);
    expect(message).not.toContain('\n');
  });
});
