import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addAccounts,
  sessionCookieOf,
  signIn,
  signInAsAdmin,
  totpCodeAt,
  whoIsSignedIn,
} from '../../testing/server/auth-fixtures';
import { testConfig } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { INVALID_CODE, twoFactorClient } from '../../testing/server/two-factor-fixtures';
import { buildApp } from '../app';
import { pendingSignIns, recoveryCodes, sessions, users } from '../db/schema';
import { resetTwoFactor } from './two-factor.service';

const START = new Date('2026-03-02T15:00:07Z');
const STEP = 30_000;
const TOTP_SECRET_KEY = Buffer.alloc(32, 7).toString('base64');

describe.each(TEST_ENGINES)('two-factor sign-in on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = START;
  const lines: Array<Record<string, unknown>> = [];
  let app: FastifyInstance;
  let strictApp: FastifyInstance;
  const build = (overrides: Parameters<typeof testConfig>[0]) =>
    buildApp(
      { config: testConfig(overrides), database: database(), now: () => clock },
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } },
    );
  beforeAll(async () => {
    const limits = { loginsPerHour: 1000, failedLoginsPerAccount: 10, passwordResetsPerHour: 10 };
    const config = { authRateLimits: limits, totpSecretKey: Buffer.from(TOTP_SECRET_KEY, 'base64') };
    app = await build(config);
    strictApp = await build({ ...config, requireAdminTwoFactor: true });
  });
  afterAll(async () => {
    await app.close();
    await strictApp.close();
  });
  beforeEach(async () => {
    clock = START;
    lines.length = 0;
    await addAccounts(database());
  });

  const { adminCall, enrol, passwordStep, codeStep } = twoFactorClient(
    () => app,
    () => clock,
  );

  it('enrols from the Security page: a wrong code is refused, the right one turns it on with ten recovery codes', async () => {
    const session = await signInAsAdmin(app);
    expect((await adminCall('GET', '/api/admin/security', session)).json()).toMatchObject({
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
    });
    const setup = (await adminCall('POST', '/api/admin/security/two-factor/setup', session)).json();
    const wrong = await adminCall('POST', '/api/admin/security/two-factor/verify', session, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(INVALID_CODE.error);

    const verified = await adminCall('POST', '/api/admin/security/two-factor/verify', session, {
      code: await totpCodeAt(setup.secret, clock),
    });
    const codes: string[] = verified.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect((await adminCall('GET', '/api/admin/security', session)).json()).toMatchObject({
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
    });
    // Stored hashed, and the secret sealed with TOTP_SECRET_KEY: neither is in the database as shown.
    const stored = JSON.stringify([
      await database().db.select().from(recoveryCodes),
      await database().db.select().from(users),
    ]);
    for (const code of codes) expect(stored).not.toContain(code.replaceAll('-', ''));
    expect(stored).not.toContain(setup.secret);
  });

  it('asks for the code after the password, with no session until it is right', async () => {
    const { secret } = await enrol(await signInAsAdmin(app));
    clock = new Date(START.getTime() + STEP);
    const { response, pending, remoteAddress } = await passwordStep();
    expect(response.json()).toEqual({ twoFactor: 'code' });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await database().db.select().from(pendingSignIns)).toHaveLength(1);
    expect((await whoIsSignedIn(app)).json().authenticated).toBe(false);
    const sessionsBefore = (await database().db.select().from(sessions)).length;

    const wrong = await codeStep(pending, '123456', remoteAddress);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID_CODE);
    expect(await database().db.select().from(sessions)).toHaveLength(sessionsBefore);

    const right = await codeStep(pending, await totpCodeAt(secret, clock), remoteAddress);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ user: { email: ADMIN.email, role: 'admin' } });
    const session = sessionCookieOf(right)?.value ?? '';
    expect((await whoIsSignedIn(app, session)).json().authenticated).toBe(true);
    // The pending sign-in is used up with it.
    expect(await database().db.select().from(pendingSignIns)).toHaveLength(0);
    expect((await codeStep(pending, await totpCodeAt(secret, clock))).json()).toEqual({
      error: 'Your sign-in has expired. Please sign in again.',
    });
  });

  it('never accepts a code twice (the enrolment code counts), nor a stale one; ±1 step is fine', async () => {
    const { secret } = await enrol(await signInAsAdmin(app));
    const enrolmentCode = await totpCodeAt(secret, clock);
    expect((await codeStep((await passwordStep()).pending, enrolmentCode)).json()).toEqual(INVALID_CODE);

    clock = new Date(START.getTime() + 3 * STEP);
    // The previous step's code (a phone a little behind) is right once.
    const previous = await totpCodeAt(secret, new Date(clock.getTime() - STEP));
    expect((await codeStep((await passwordStep()).pending, previous)).statusCode).toBe(200);
    expect((await codeStep((await passwordStep()).pending, previous)).json()).toEqual(INVALID_CODE);
    // Two steps old: stale.
    const stale = await totpCodeAt(secret, new Date(clock.getTime() - 2 * STEP));
    expect((await codeStep((await passwordStep()).pending, stale)).json()).toEqual(INVALID_CODE);
    // The next step's code (a phone a little ahead) is right.
    const next = await totpCodeAt(secret, new Date(clock.getTime() + STEP));
    expect((await codeStep((await passwordStep()).pending, next)).statusCode).toBe(200);
    // After it, the current step's code is one of an earlier step: refused.
    expect((await codeStep((await passwordStep()).pending, await totpCodeAt(secret, clock))).json()).toEqual(
      INVALID_CODE,
    );
  });

  it('lets another server take the code step: the pending sign-in lives in the database', async () => {
    const { secret } = await enrol(await signInAsAdmin(app));
    const { pending, remoteAddress } = await passwordStep(app);
    const code = await totpCodeAt(secret, new Date(clock.getTime() + STEP));
    const other = await codeStep(pending, code, remoteAddress, strictApp);
    expect(other.statusCode).toBe(200);
    expect((await whoIsSignedIn(app, sessionCookieOf(other)?.value)).json().authenticated).toBe(true);
  });

  it('accepts a recovery code in the same field, once', async () => {
    const { recoveryCodes: codes } = await enrol(await signInAsAdmin(app));
    const [first] = codes as [string];
    const used = await codeStep((await passwordStep()).pending, ` ${first.toUpperCase()} `);
    expect(used.statusCode).toBe(200);
    expect((await codeStep((await passwordStep()).pending, first)).json()).toEqual(INVALID_CODE);
    const session = sessionCookieOf(used)?.value ?? '';
    expect((await adminCall('GET', '/api/admin/security', session)).json().recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes with the sign-in limits: three are free, then the address waits', async () => {
    const { secret } = await enrol(await signInAsAdmin(app));
    const { pending, remoteAddress } = await passwordStep();
    for (let i = 0; i < 4; i += 1)
      expect((await codeStep(pending, '000000', remoteAddress)).statusCode).toBe(401);
    const waiting = await codeStep(pending, await totpCodeAt(secret, clock), remoteAddress);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
  });

  it('lets a pending sign-in live five minutes', async () => {
    const { secret } = await enrol(await signInAsAdmin(app));
    const { pending } = await passwordStep();
    clock = new Date(START.getTime() + 5 * 60_000);
    const late = await codeStep(pending, await totpCodeAt(secret, clock));
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe('Your sign-in has expired. Please sign in again.');
  });

  it('REQUIRE_ADMIN_2FA: an admin without it sets it up after the password, then is signed in', async () => {
    const { response, pending, remoteAddress } = await passwordStep(strictApp);
    expect(response.json()).toEqual({ twoFactor: 'enrol' });
    expect(sessionCookieOf(response)).toBeUndefined();
    const cookies = { 'pending-sign-in': pending };
    const setup = await strictApp.inject({
      method: 'POST',
      url: '/api/auth/login/enrolment',
      payload: {},
      cookies,
      remoteAddress,
    });
    const { secret } = setup.json();
    const done = await strictApp.inject({
      method: 'POST',
      url: '/api/auth/login/enrolment/verify',
      payload: { code: await totpCodeAt(secret, clock) },
      cookies,
      remoteAddress,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().recoveryCodes).toHaveLength(10);
    expect(done.json().user).toEqual({ email: ADMIN.email, role: 'admin' });
    expect((await whoIsSignedIn(strictApp, sessionCookieOf(done)?.value)).json().authenticated).toBe(true);
    // Without a pending sign-in, the enrolment of the sign-in answers nothing.
    const stranger = await strictApp.inject({
      method: 'POST',
      url: '/api/auth/login/enrolment',
      payload: {},
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('the CLI resets a lost second factor: the password alone signs in again', async () => {
    await enrol(await signInAsAdmin(app));
    expect((await passwordStep()).response.json()).toEqual({ twoFactor: 'code' });
    expect(await resetTwoFactor(database().db, 'ADMIN@example.com', 'cli')).toBe(true);
    const [admin] = await database().db.select().from(users).where(eq(users.email, ADMIN.email));
    expect(admin?.totpSecret).toBeNull();
    expect(await database().db.select().from(recoveryCodes)).toHaveLength(0);
    expect(sessionCookieOf((await passwordStep()).response)).toBeDefined();
    expect(await resetTwoFactor(database().db, 'nobody@example.com', 'cli')).toBe(false);
  });

  it('writes audit lines with account, address and outcome, never the password or the code', async () => {
    const { secret } = await enrol(await signInAsAdmin(app));
    const wrongCode = '000000';
    const { pending, remoteAddress } = await passwordStep();
    await codeStep(pending, wrongCode, remoteAddress);
    const rightCode = await totpCodeAt(secret, new Date(clock.getTime() + STEP));
    await codeStep(pending, rightCode, remoteAddress);
    await signIn(app, { email: ADMIN.email, password: 'Wrong#Pass1' }, { remoteAddress });

    const audit = lines.filter((line) => line.audit);
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ audit: 'two-factor-enrolment', account: ADMIN.email, outcome: 'success' }),
        expect.objectContaining({
          audit: 'sign-in',
          account: ADMIN.email,
          address: remoteAddress,
          outcome: 'success',
        }),
        expect.objectContaining({ audit: 'two-factor-code', address: remoteAddress, outcome: 'failure' }),
        expect.objectContaining({ audit: 'two-factor-code', address: remoteAddress, outcome: 'success' }),
        expect.objectContaining({ audit: 'sign-in', address: remoteAddress, outcome: 'failure' }),
      ]),
    );
    const everything = JSON.stringify(lines);
    for (const secretText of [ADMIN.password, 'Wrong#Pass1', secret])
      expect(everything).not.toContain(secretText);
    // Codes are six digits, which a timestamp may hold by chance: read the audit lines without their times.
    const auditText = JSON.stringify(
      audit.map(({ time: _time, pid: _pid, responseTime: _r, ...line }) => line),
    );
    for (const code of [wrongCode, rightCode]) expect(auditText).not.toContain(code);
    for (const line of audit) expect(Object.keys(line)).not.toContain('code');
  });
});
