import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addAccounts,
  newClientAddress,
  SITE_ORIGIN,
  STAFF,
  signIn,
} from '../../testing/server/auth-fixtures';
import { testConfig } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { buildApp } from '../app';
import { emails, users } from '../db/schema';

const START = new Date('2026-03-02T15:00:00Z');
const NEW_PASSWORD = 'Breezy#Playa28';
const WRONG = 'Wrong#Pass1';

describe.each(TEST_ENGINES)('audit log lines on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  const lines: Array<Record<string, unknown>> = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(
      {
        config: testConfig({
          authRateLimits: { loginsPerHour: 1000, failedLoginsPerAccount: 3, passwordResetsPerHour: 100 },
        }),
        database: database(),
        now: () => START,
      },
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } },
    );
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    lines.length = 0;
    await addAccounts(database());
  });
  const audit = () => lines.filter((line) => line.audit);

  it('logs failed sign-ins and the lockout that follows, with account, address and outcome', async () => {
    const remoteAddress = newClientAddress();
    for (let i = 0; i < 4; i += 1)
      await signIn(app, { email: ADMIN.email, password: WRONG }, { remoteAddress });
    await signIn(app, STAFF, { remoteAddress });
    expect(
      audit().map(({ audit: event, account, address, outcome, reason }) => ({
        event,
        account,
        address,
        outcome,
        reason,
      })),
    ).toEqual([
      ...Array.from({ length: 3 }, () => ({
        event: 'sign-in',
        account: ADMIN.email,
        address: remoteAddress,
        outcome: 'failure',
        reason: 'wrong-password',
      })),
      {
        event: 'sign-in-lockout',
        account: ADMIN.email,
        address: remoteAddress,
        outcome: 'refused',
        reason: undefined,
      },
      {
        event: 'sign-in',
        account: STAFF.email,
        address: remoteAddress,
        outcome: 'refused',
        reason: 'not-admin',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(WRONG);
    expect(JSON.stringify(lines)).not.toContain(STAFF.password);
  });

  it('logs a reset asked for and used, and an account change with the admin who made it', async () => {
    const remoteAddress = newClientAddress();
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: ADMIN.email },
      remoteAddress,
    });
    await app.backgroundWork.idle();
    const [mail] = await database().db.select().from(emails);
    const hash = new URLSearchParams(mail?.textBody.match(/\/reset-password#(\S+)/)?.[1] ?? '');
    const tokens = {
      accessToken: hash.get('access_token') ?? '',
      refreshToken: hash.get('refresh_token') ?? '',
    };
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { ...tokens, password: NEW_PASSWORD },
      remoteAddress,
    });
    expect((await signIn(app, ADMIN)).statusCode).toBe(401);
    const signedIn = await signIn(app, { email: ADMIN.email, password: NEW_PASSWORD }, { remoteAddress });
    const cookie = signedIn.cookies.find((c) => c.name === 'session')?.value ?? '';
    const staffId = (await database().db.select().from(users)).find((u) => u.email === STAFF.email)?.id;
    await app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${staffId}/disable`,
      payload: {},
      cookies: { session: cookie },
      headers: { origin: SITE_ORIGIN },
      remoteAddress,
    });

    expect(audit()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          audit: 'password-reset-requested',
          account: ADMIN.email,
          address: remoteAddress,
          outcome: 'success',
        }),
        expect.objectContaining({
          audit: 'password-reset-used',
          account: ADMIN.email,
          address: remoteAddress,
          outcome: 'success',
        }),
        expect.objectContaining({
          audit: 'account-change',
          account: STAFF.email,
          address: remoteAddress,
          outcome: 'success',
          reason: 'disabled',
          by: ADMIN.email,
        }),
      ]),
    );
    const everything = JSON.stringify(lines);
    for (const secret of [NEW_PASSWORD, tokens.accessToken, tokens.refreshToken, cookie])
      expect(everything).not.toContain(secret);
  });
});
