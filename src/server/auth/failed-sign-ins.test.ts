import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, addAccounts, newClientAddress, STAFF, signIn } from '../../testing/server/auth-fixtures';
import { testConfig, useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { buildApp } from '../app';
import { beginSignIn, signInFailed } from './sign-in-limits';

const START = new Date('2026-03-02T15:00:00Z');
const SECOND = 1000;
const WRONG = { email: ADMIN.email, password: 'Wrong#Pass1' };
const limits = { loginsPerHour: 1000, failedLoginsPerAccount: 3, passwordResetsPerHour: 10 };

describe.each(TEST_ENGINES)('failed sign-ins on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = START;
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const app = useTestApp(database, { now: () => clock, config: { authRateLimits: limits } });

  beforeEach(async () => {
    clock = START;
    await addAccounts(database());
  });

  /** An address the admin has signed in from, so the account's ceiling (3 here) never holds it back. */
  async function office() {
    const from = { remoteAddress: newClientAddress() };
    expect((await signIn(app(), ADMIN, from)).statusCode).toBe(200);
    return from;
  }

  it('lets an address mistype three times, then makes it wait: 1 s, then 2 s', async () => {
    const from = await office();
    for (let i = 0; i < 3; i += 1) expect((await signIn(app(), WRONG, from)).statusCode).toBe(401);
    expect((await signIn(app(), WRONG, from)).statusCode).toBe(401);
    // Even the right password waits, with the login form's words and Retry-After.
    const waiting = await signIn(app(), ADMIN, from);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(waiting.headers['retry-after']).toBe('1');
    later(SECOND);
    expect((await signIn(app(), WRONG, from)).statusCode).toBe(401);
    expect((await signIn(app(), ADMIN, from)).headers['retry-after']).toBe('2');
    later(2 * SECOND);
    expect((await signIn(app(), ADMIN, from)).statusCode).toBe(200);
  });

  it('holds an account at its ceiling of failures from all addresses until the window ends', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signIn(app(), WRONG)).statusCode).toBe(401);
    later(60 * SECOND);
    // Even the right password, in another case and from another address, waits.
    const limited = await signIn(app(), { email: 'ADMIN@example.com', password: ADMIN.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(14 * 60));
    // Another account is not held back.
    expect((await signIn(app(), STAFF)).statusCode).toBe(403);
    later(14 * 60 * SECOND);
    expect((await signIn(app(), ADMIN)).statusCode).toBe(200);
  });

  it('holds an e-mail without an account the same way, so the limit reveals no account', async () => {
    const unknown = { email: 'ghost@example.com', password: 'Wrong#Pass1' };
    for (let i = 0; i < 3; i += 1) expect((await signIn(app(), unknown)).statusCode).toBe(401);
    expect((await signIn(app(), unknown)).statusCode).toBe(429);
  });

  it('never holds back the address the account last signed in from: it waits only its own delay', async () => {
    const from = await office();
    // Someone elsewhere spends the account's failures.
    for (let i = 0; i < 3; i += 1) expect((await signIn(app(), WRONG)).statusCode).toBe(401);
    expect((await signIn(app(), ADMIN)).statusCode).toBe(429);
    // The operator's typo costs them nothing.
    expect((await signIn(app(), WRONG, from)).statusCode).toBe(401);
    expect((await signIn(app(), ADMIN, from)).statusCode).toBe(200);
  });

  it('cannot keep the operator out of one address for more than 15 minutes, however many failures', async () => {
    const from = await office();
    for (let i = 0; i < 3; i += 1) expect((await signIn(app(), WRONG, from)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      expect((await signIn(app(), WRONG, from)).statusCode).toBe(401);
      const waiting = await signIn(app(), ADMIN, from);
      expect(waiting.statusCode).toBe(429);
      waits.push(Number(waiting.headers['retry-after']));
      later(Number(waiting.headers['retry-after']) * SECOND);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect((await signIn(app(), ADMIN, from)).statusCode).toBe(200);
  });

  it('clears an address’s delay when its password is right', async () => {
    const from = await office();
    for (let i = 0; i < 4; i += 1) expect((await signIn(app(), WRONG, from)).statusCode).toBe(401);
    later(SECOND);
    expect((await signIn(app(), ADMIN, from)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await signIn(app(), WRONG, from)).statusCode).toBe(401);
    expect((await signIn(app(), ADMIN, from)).statusCode).toBe(200);
  });

  it('does not count a right password against the account’s ceiling', async () => {
    expect((await signIn(app(), WRONG)).statusCode).toBe(401);
    expect((await signIn(app(), ADMIN)).statusCode).toBe(200);
    expect((await signIn(app(), STAFF)).statusCode).toBe(403);
    expect((await signIn(app(), WRONG)).statusCode).toBe(401);
    expect((await signIn(app(), WRONG)).statusCode).toBe(401);
    expect((await signIn(app(), WRONG)).statusCode).toBe(429);
  });

  it('counts failures sent at once exactly, from many addresses or from one', async () => {
    const spread = await Promise.all(Array.from({ length: 8 }, () => signIn(app(), WRONG)));
    expect(spread.map((r) => r.statusCode).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);

    const remoteAddress = newClientAddress();
    const staff = { email: STAFF.email, password: 'Wrong#Pass1' };
    const burst = await Promise.all(Array.from({ length: 5 }, () => signIn(app(), staff, { remoteAddress })));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([401, 401, 401, 429, 429]);
  });

  it('lets two sign-ins from one address at once both in', async () => {
    const remoteAddress = newClientAddress();
    const both = await Promise.all([
      signIn(app(), ADMIN, { remoteAddress }),
      signIn(app(), ADMIN, { remoteAddress }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it('keeps an account’s failures however many other e-mails are tried meanwhile', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signIn(app(), WRONG)).statusCode).toBe(401);
    // A spray of made-up e-mails, as the limits see it (without 2,000 password checks).
    const deps = { limits: { db: database().db, clock: () => clock }, failedLoginsPerAccount: 3 };
    for (let n = 0; n < 2000; n += 1) {
      await signInFailed(deps, await beginSignIn(deps, `sprayed${n}@example.com`, '203.0.113.77'));
    }
    expect((await signIn(app(), ADMIN)).statusCode).toBe(429);
  });

  describe('with a second server on the same database', () => {
    let other: Awaited<ReturnType<typeof buildApp>> | undefined;
    afterEach(async () => {
      await other?.close();
    });

    it('holds the account there too, as it would on a restarted one', async () => {
      for (let i = 0; i < 3; i += 1) expect((await signIn(app(), WRONG)).statusCode).toBe(401);
      other = await buildApp(
        { config: testConfig({ authRateLimits: limits }), database: database(), now: () => clock },
        { logger: false },
      );
      expect((await signIn(other, ADMIN)).statusCode).toBe(429);
    });
  });
});
