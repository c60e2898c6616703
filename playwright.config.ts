import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './src/testing/browser/chromium-path';

/**
 * Browser journeys against the built app, in Debian's Chromium (nothing downloads a browser). The
 * server runs on its own port with a fresh embedded database, so a developer's `npm start` is untouched.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** Where the e2e server's SMTP inbox writes what it receives (read by tests/e2e/inbox.ts). */
export const E2E_MAIL_DIR = path.join(tmpdir(), `e2e-mail-${port}`);
process.env.E2E_MAIL_DIR = E2E_MAIL_DIR;
const baseURL = `http://localhost:${port}`;
/** A second server in Stripe mode, its SDK pointed at a local Stripe stand-in (tests/e2e/stripe). */
const stripePort = port + 1;
const stripeBaseURL = `http://localhost:${stripePort}`;

/**
 * The accounts the e2e server starts with (tests/e2e/accounts.ts reads them): the admin of
 * ADMIN_EMAIL/ADMIN_PASSWORD, a staff member and a second admin whose password the reset journey changes,
 * both added with `npm run user` before the server starts.
 */
const accounts = {
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'Sunny#Cancun26',
  E2E_STAFF_EMAIL: 'staff@example.com',
  E2E_STAFF_PASSWORD: 'Rainy#Tulum27',
  E2E_RESET_ADMIN_EMAIL: 'reset-admin@example.com',
  E2E_RESET_ADMIN_PASSWORD: 'Cloudy#Holbox25',
  SUPPORT_EMAIL: 'support@example.com',
};
Object.assign(process.env, accounts);
/**
 * The travellers whose rides the e2e server starts with, two days over (scripts/e2e-past-ride.mjs): one for
 * the feedback journey, one whose data the Personal Data journey erases.
 */
const pastRide = {
  E2E_PAST_RIDE_EMAIL: 'past-ride@example.com',
  E2E_PAST_RIDE_LAST_NAME: 'Pastride',
  E2E_ERASABLE_EMAIL: 'forget-me@example.com',
  E2E_ERASABLE_LAST_NAME: 'Forgetme',
};
Object.assign(process.env, pastRide);

/** The specs that start a server of their own (tests/e2e/own-server.ts). */
const OWN_SERVER_SPECS = [
  'admin-required-two-factor.spec.ts',
  'home-prices.spec.ts',
  'confirmation-typed-text.spec.ts',
  'admin-system-banner.spec.ts',
  'admin-phone-messages.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // A deadline detects a hang; it does not assert speed. On a loaded two-core CI machine (both workers'
  // browsers, both servers and the kernel's own work on two cores) a browser has taken more than 5 s to
  // render a screen whose responses had long arrived, so CI gives every wait three times the room.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // The closed network here refuses Chromium's background connections; these flags keep it quiet.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Playwright queues the projects in this order. Each own-server spec starts a server of its own in a
    // worker of its own: about 35 s of the two workers whether they come first or last (CI runs of
    // 0e4310f and aa403cf). First, a failing start shows at once. No browser test waits on a real clock,
    // and every wait has a CI-sized deadline, so a start that takes both cores for seconds slows the others
    // without failing them.
    { name: 'own-server', testMatch: OWN_SERVER_SPECS },
    { name: 'stripe', testDir: 'tests/e2e/stripe', use: { baseURL: stripeBaseURL } },
    { name: 'demo', testIgnore: ['stripe/**', ...OWN_SERVER_SPECS] },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        LOG_LEVEL: 'warn',
        E2E_MAIL_DIR,
        ...accounts,
        ...pastRide,
        // Every test signs in from 127.0.0.1, side by side: the per-address limits are for real visitors.
        RATE_LIMIT_LOGINS_PER_HOUR: '1000',
        RATE_LIMIT_PASSWORD_RESETS_PER_HOUR: '1000',
      },
    },
    {
      // Starts beside the first server; the two share one web build (built once if it is stale).
      command: 'node --import tsx scripts/e2e-stripe-server.mjs',
      url: `${stripeBaseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: String(stripePort), LOG_LEVEL: 'warn' },
    },
  ],
});
