// The server the Stripe journey drives: the app in Stripe mode (test keys) whose SDK talks to a local
// Stripe stand-in (src/testing/stripe-stand-in), never to Stripe. The stand-in serves the hosted checkout
// page and sends the signed webhook back to the app. The server is started as main.ts starts it, with the
// provider pointed at the stand-in given to it here: the configuration has no such setting. Run with
// `node --import tsx`, beside the demo e2e server: both start at once.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { createStripeClient, createStripeProvider } from '../src/server/payments/stripe/stripe-provider.ts';
import { startServer } from '../src/server/start-server.ts';
import { startStripeStandIn } from '../src/testing/stripe-stand-in/stripe-stand-in.ts';

const { PORT } = process.env;
if (!PORT) throw new Error('PORT must be set (playwright.config.ts sets it)');

// The build a CI run made beside its lint is reused; when the demo e2e server finds it stale at the same
// moment, the two build it once (scripts/build/single-build.ts).
const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-missing.ts'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const keys = { secretKey: 'sk_test_e2e_stand_in', webhookSecret: 'whsec_e2e_stand_in' };
const standIn = await startStripeStandIn();
standIn.sendWebhooksTo({
  url: `http://127.0.0.1:${PORT}/api/payments/stripe/webhook`,
  secret: keys.webhookSecret,
});

const config = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-stripe-data-')),
  PUBLIC_URL: `http://localhost:${PORT}`,
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: keys.secretKey,
  STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
  SMTP_URL: '',
});
const server = await startServer(config, {
  paymentProvider: () =>
    createStripeProvider({
      stripe: createStripeClient({ secretKey: keys.secretKey, apiBase: standIn.apiBase }),
      now: () => new Date(),
    }),
});
const stop = async () => {
  await server.stop();
  await standIn.close();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop());
