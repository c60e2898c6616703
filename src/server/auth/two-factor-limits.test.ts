/**
 * A right password alone lifts no limit on guessing authentication codes; a pending sign-in
 * takes five codes at most; setting two-factor sign-in up again takes a current code; REQUIRE_ADMIN_2FA
 * reaches sessions already open; recovery codes are 80 bits under a server key.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addAccounts,
  newClientAddress,
  sessionCookieOf,
  signInAsAdmin,
  totpCodeAt,
  whoIsSignedIn,
} from '../../testing/server/auth-fixtures';
import { testConfig } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { INVALID_CODE, SIGN_IN_EXPIRED, twoFactorClient } from '../../testing/server/two-factor-fixtures';
import { buildApp } from '../app';
import { queryRows } from '../db/client';
import { recoveryCodes, users } from '../db/schema';

const START = new Date('2026-03-02T15:00:07Z');
const STEP = 30_000;
const CEILING = 10;

describe.each(TEST_ENGINES)('two-factor limits on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = START;
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  let app: FastifyInstance;
  let strictApp: FastifyInstance;
  beforeAll(async () => {
    const authRateLimits = {
      loginsPerHour: 1000,
      failedLoginsPerAccount: CEILING,
      passwordResetsPerHour: 10,
    };
    const build = (requireAdminTwoFactor: boolean) =>
      buildApp(
        {
          config: testConfig({ authRateLimits, requireAdminTwoFactor }),
          database: database(),
          now: () => clock,
        },
        { logger: false },
      );
    app = await build(false);
    strictApp = await build(true);
  });
  afterAll(async () => {
    await app.close();
    await strictApp.close();
  });
  beforeEach(async () => {
    clock = START;
    await addAccounts(database());
  });
  const { adminCall, enrol, passwordStep, codeStep } = twoFactorClient(
    () => app,
    () => clock,
  );

  /** A whole sign-in (password, then the app's code) from `remoteAddress`: the session id. */
  async function signInWithCode(secret: string, remoteAddress: string, target = app) {
    later(STEP);
    const { pending } = await passwordStep(target, remoteAddress);
    const right = await codeStep(pending, await totpCodeAt(secret, clock), remoteAddress, target);
    expect(right.statusCode, right.body).toBe(200);
    return sessionCookieOf(right)?.value ?? '';
  }

  it("meets the account's ceiling however often the right password comes between wrong codes (the review's attack)", async () => {
    const { secret } = await enrol(await signInAsAdmin(app));
    const office = newClientAddress();
    await signInWithCode(secret, office);

    // The attacker has the password: {right password, three wrong codes}, again and again, from one
    // address, waiting out every delay it is given.
    const attacker = newClientAddress();
    let wrongCodesChecked = 0;
    let refusal: { retryAfter: number } | null = null;
    for (let round = 0; round < 10 && !refusal; round += 1) {
      const password = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: ADMIN,
        remoteAddress: attacker,
      });
      if (password.statusCode === 429) {
        refusal = { retryAfter: Number(password.headers['retry-after']) };
        break;
      }
      const pending = password.cookies.find((cookie) => cookie.name === 'pending-sign-in')?.value ?? '';
      for (let guess = 0; guess < 3; guess += 1) {
        let answer = await codeStep(pending, '000000', attacker);
        while (answer.statusCode === 429 && Number(answer.headers['retry-after']) <= 60) {
          later(Number(answer.headers['retry-after']) * 1000);
          answer = await codeStep(pending, '000000', attacker);
        }
        if (answer.statusCode === 429) {
          refusal = { retryAfter: Number(answer.headers['retry-after']) };
          break;
        }
        expect(answer.json()).toEqual(INVALID_CODE);
        wrongCodesChecked += 1;
      }
    }
    expect(wrongCodesChecked).toBe(CEILING);
    // The ceiling's window, not a one-second delay.
    expect(refusal?.retryAfter).toBeGreaterThan(60);
    // The attacker's right passwords made their address no trusted one: the operator's stays, and signs in.
    expect(await signInWithCode(secret, office)).not.toBe('');
  });

  it('keeps the delay of wrong codes through a right password', async () => {
    const { secret } = await enrol(await signInAsAdmin(app));
    const from = newClientAddress();
    const first = await passwordStep(app, from);
    for (let i = 0; i < 4; i += 1)
      expect((await codeStep(first.pending, '000000', from)).statusCode).toBe(401);
    // The password again, from the same address: the code still waits.
    const second = await passwordStep(app, from);
    const waiting = await codeStep(second.pending, await totpCodeAt(secret, clock), from);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
  });

  it('ends a pending sign-in at its fifth wrong code: the password is asked again', async () => {
    const { secret } = await enrol(await signInAsAdmin(app));
    const office = newClientAddress();
    await signInWithCode(secret, office);
    const { pending } = await passwordStep(app, office);
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      let answer = await codeStep(pending, '000000', office);
      if (answer.statusCode === 429) {
        later(Number(answer.headers['retry-after']) * 1000);
        answer = await codeStep(pending, '000000', office);
      }
      answers.push(answer.json());
    }
    expect(answers).toEqual([INVALID_CODE, INVALID_CODE, INVALID_CODE, INVALID_CODE, SIGN_IN_EXPIRED]);
    later(60_000);
    const right = await codeStep(pending, await totpCodeAt(secret, clock), office);
    expect(right.json()).toEqual(SIGN_IN_EXPIRED);
    expect(await signInWithCode(secret, office)).not.toBe('');
  });

  it('takes five codes sent at once for one pending sign-in, no more', async () => {
    await enrol(await signInAsAdmin(app));
    const office = newClientAddress();
    const { pending } = await passwordStep(app, office);
    const burst = await Promise.all(Array.from({ length: 8 }, () => codeStep(pending, '000000', office)));
    const checked = burst.filter((answer) => answer.json().error === INVALID_CODE.error);
    expect(checked.length).toBeLessThanOrEqual(5);
  });

  it('sets two-factor sign-in up again only with a current code, then signs every other session out and tells the admin', async () => {
    const first = await enrol(await signInAsAdmin(app));
    const here = await signInWithCode(first.secret, newClientAddress());
    const elsewhere = await signInWithCode(first.secret, newClientAddress());

    const setUp = (payload: object) =>
      adminCall('POST', '/api/admin/security/two-factor/setup', here, payload);
    for (const payload of [{}, { currentCode: '000000' }]) {
      const refused = await setUp(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(INVALID_CODE.error);
    }
    later(STEP);
    const second = await enrol(here, await totpCodeAt(first.secret, clock));
    expect(second.secret).not.toBe(first.secret);

    expect((await whoIsSignedIn(app, here)).json().authenticated).toBe(true);
    expect((await whoIsSignedIn(app, elsewhere)).json().authenticated).toBe(false);
    const mails = await queryRows<{ to_address: string; subject: string }>(
      database().db,
      sql`select to_address, subject from emails where kind = 'two-factor-changed'`,
    );
    expect(mails).toEqual([
      { to_address: ADMIN.email, subject: 'Cancun Private Transfers: two-factor sign-in was set up again' },
    ]);
    // The old app's codes and the old recovery codes are worth nothing now.
    later(STEP);
    const { pending } = await passwordStep();
    expect((await codeStep(pending, await totpCodeAt(first.secret, clock))).json()).toEqual(INVALID_CODE);
    expect((await codeStep(pending, first.recoveryCodes[0] ?? '')).json()).toEqual(INVALID_CODE);
  });

  it('takes a recovery code in place of the current code to set it up again (a lost phone)', async () => {
    const first = await enrol(await signInAsAdmin(app));
    const here = await signInWithCode(first.secret, newClientAddress());
    later(STEP);
    const second = await enrol(here, first.recoveryCodes[3]);
    expect(second.recoveryCodes).toHaveLength(10);
  });

  it('REQUIRE_ADMIN_2FA ends the sessions opened with a password alone, also those opened before it was on', async () => {
    const passwordOnly = await signInAsAdmin(app);
    expect((await whoIsSignedIn(strictApp, passwordOnly)).json().authenticated).toBe(false);
    // Ended for good, not only refused on that server.
    expect((await whoIsSignedIn(app, passwordOnly)).json().authenticated).toBe(false);
    const guarded = await adminCall('GET', '/api/admin/security', await signInAsAdmin(app));
    expect(guarded.statusCode).toBe(200);

    // A session begun with a code, and the one two-factor sign-in was turned on from, are kept.
    const enrolling = await signInAsAdmin(app);
    const { secret } = await enrol(enrolling);
    expect((await whoIsSignedIn(strictApp, enrolling)).json().authenticated).toBe(true);
    const withCode = await signInWithCode(secret, newClientAddress(), strictApp);
    expect((await whoIsSignedIn(strictApp, withCode)).json().authenticated).toBe(true);
  });

  it('hands out recovery codes of 80 bits, kept under a server key, and still takes an earlier code once', async () => {
    const { recoveryCodes: codes } = await enrol(await signInAsAdmin(app));
    for (const code of codes) expect(code.replaceAll('-', '')).toMatch(/^[a-z2-7]{16}$/);
    const stored = await database().db.select().from(recoveryCodes);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^v2:[0-9a-f]{64}$/);
      // Not a plain hash of any code: the key is needed to check one.
      for (const code of codes) {
        const plain = createHash('sha256').update(code.replaceAll('-', '')).digest('hex');
        expect(row.codeHash).not.toContain(plain);
      }
    }
    // A code handed out before (10 characters, plain SHA-256) works once.
    const [admin] = await database().db.select().from(users).where(eq(users.email, ADMIN.email));
    const earlier = 'abcde23456';
    await database()
      .db.insert(recoveryCodes)
      .values({ userId: admin?.id ?? '', codeHash: createHash('sha256').update(earlier).digest('hex') });
    expect((await codeStep((await passwordStep()).pending, 'abcde-23456')).statusCode).toBe(200);
    expect((await codeStep((await passwordStep()).pending, 'abcde-23456')).json()).toEqual(INVALID_CODE);
  });
});
