import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The most a start that should stop at once may take before it counts as hung: compiling the app on a
 * loaded two-core machine took 11 s here, so a minute detects a hang without measuring the machine.
 */
const START_DEADLINE_MS = 60_000;

/** Starts the real entry point with only the given environment and answers how it stopped. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '39917', ...env },
    encoding: 'utf8',
    timeout: START_DEADLINE_MS,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'main-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('starting the server with a bad Stripe configuration', { timeout: 2 * START_DEADLINE_MS }, () => {
  it.each([
    [
      { PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      'Configuration error: STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe',
    ],
    [
      { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_live_123', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      'Configuration error: STRIPE_SECRET_KEY must be a secret key (sk_live_..., sk_test_... or a restricted rk_...), not a publishable key',
    ],
    [
      { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_123' },
      'Configuration error: STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=stripe',
    ],
  ])('stops at once with one line saying why (%o)', (env, line) => {
    const result = start(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${line}\n`);
    expect(result.stdout).toBe('');
  });
});

describe('starting the demo checkout on a public https site', { timeout: 2 * START_DEADLINE_MS }, () => {
  it('stops at once with one line naming the variable that allows it', () => {
    const result = start({ PUBLIC_URL: 'https://transfers.example.com' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'Configuration error: PAYMENT_PROVIDER=demo takes no real payments: with an https:// PUBLIC_URL set ' +
        'PAYMENT_PROVIDER=stripe, or ALLOW_DEMO_PAYMENTS=true for a test site\n',
    );
    expect(result.stdout).toBe('');
  });
});
