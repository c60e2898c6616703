// One of the several servers the multi-server test (tests/multi-server) runs on one PostgreSQL: started
// and stopped as main.ts does (the environment's configuration, SIGTERM drains), in Stripe mode with the
// SDK pointed at the Stripe stand-in the test runs (STRIPE_API_BASE), so confirmations and webhooks can be
// replayed against every server. Run with `node --import tsx`.
import { loadConfig } from '../src/server/config.ts';
import { createStripeClient, createStripeProvider } from '../src/server/payments/stripe/stripe-provider.ts';
import { startServer } from '../src/server/start-server.ts';
import { stopOnSignals } from '../src/server/stop-on-signals.ts';

const apiBase = process.env.STRIPE_API_BASE;
if (!apiBase) throw new Error('STRIPE_API_BASE must be set (the Stripe stand-in the test runs)');
const config = loadConfig(process.env);
const secretKey = config.stripe?.secretKey;
if (config.paymentProvider !== 'stripe' || !secretKey)
  throw new Error('PAYMENT_PROVIDER=stripe and its keys must be set');

const server = await startServer(config, {
  paymentProvider: () =>
    createStripeProvider({ stripe: createStripeClient({ secretKey, apiBase }), now: () => new Date() }),
});
stopOnSignals(server, config.shutdownGraceSeconds);
