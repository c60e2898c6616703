// The server the Stripe journey drives: the app in Stripe mode (test keys) whose SDK talks to a local
// Stripe stand-in (src/server/payments/stripe/stripe-stand-in.ts), never to Stripe. The stand-in serves
// the hosted checkout page and sends the signed webhook back to the app. Run with `node --import tsx`.
// The web build is shared with the demo e2e server, which builds it: wait until that server is up rather
// than build twice at once.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStripeStandIn } from '../src/server/payments/stripe/stripe-stand-in.ts';

const { PORT, E2E_BUILT_URL } = process.env;
if (!PORT || !E2E_BUILT_URL)
  throw new Error('PORT and E2E_BUILT_URL must be set (playwright.config.ts sets them)');

const deadline = Date.now() + 170_000;
for (;;) {
  const up = await fetch(E2E_BUILT_URL).then(
    (response) => response.ok,
    () => false,
  );
  if (up) break;
  if (Date.now() > deadline) throw new Error(`${E2E_BUILT_URL} did not come up: no web build to serve`);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const keys = { secretKey: 'sk_test_e2e_stand_in', webhookSecret: 'whsec_e2e_stand_in' };
const standIn = await startStripeStandIn();
standIn.sendWebhooksTo({
  url: `http://127.0.0.1:${PORT}/api/payments/stripe/webhook`,
  secret: keys.webhookSecret,
});

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-stripe-data-')),
    PUBLIC_URL: `http://localhost:${PORT}`,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_BASE: standIn.apiBase,
    SMTP_URL: '',
  },
});
const stop = (signal) => {
  server.kill(signal);
  void standIn.close();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code) => {
  void standIn.close().then(() => process.exit(code ?? 0));
});
