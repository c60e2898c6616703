import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAIL,
  ADMIN,
  addAccounts,
  newClientAddress,
  SITE_ORIGIN,
  sessionCookieOf,
  whoIsSignedIn,
} from '../../../testing/server/auth-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { upsertUser } from '../../auth/users.service';

const START = new Date('2026-03-02T15:00:00Z');
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(TEST_ENGINES)('active sessions on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = START;
  const app = useTestApp(database, { now: () => clock });
  beforeEach(async () => {
    clock = START;
    await addAccounts(database());
  });

  async function signInWith(
    userAgent: string,
    remoteAddress: string,
    credentials: { email: string; password: string } = ADMIN,
  ) {
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
      headers: { 'user-agent': userAgent },
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    return sessionCookieOf(response)?.value ?? '';
  }
  const security = (session: string) =>
    app().inject({ method: 'GET', url: '/api/admin/security', cookies: { session } });
  const endSession = (session: string, id: string) =>
    app().inject({
      method: 'POST',
      url: `/api/admin/security/sessions/${id}/end`,
      payload: {},
      cookies: { session },
      headers: { origin: SITE_ORIGIN },
    });

  it('lists each session with when it started and was last used, its browser and address', async () => {
    const office = newClientAddress();
    const home = newClientAddress();
    const laptop = await signInWith(FIREFOX, office);
    clock = new Date(START.getTime() + 10 * 60_000);
    await signInWith(CHROME, home);
    clock = new Date(START.getTime() + 20 * 60_000);

    const { sessions } = (await security(laptop)).json();
    expect(sessions).toEqual([
      expect.objectContaining({
        startedAt: START.toISOString(),
        lastUsedAt: clock.toISOString(),
        browser: 'Firefox on Linux',
        address: office,
        current: true,
      }),
      expect.objectContaining({
        startedAt: new Date(START.getTime() + 10 * 60_000).toISOString(),
        browser: 'Chrome on Windows',
        address: home,
        current: false,
      }),
    ]);
  });

  it('ends another session at once with End Session; nobody can end a session that is not theirs', async () => {
    const laptop = await signInWith(FIREFOX, newClientAddress());
    const phone = await signInWith(CHROME, newClientAddress());
    const other = (await security(laptop)).json().sessions.find((s: { current: boolean }) => !s.current);

    const ended = await endSession(laptop, other.id);
    expect(ended.statusCode).toBe(200);
    expect((await whoIsSignedIn(app(), phone)).json().authenticated).toBe(false);
    expect((await whoIsSignedIn(app(), laptop)).json().authenticated).toBe(true);
    expect((await security(laptop)).json().sessions).toHaveLength(1);

    // A second admin cannot end the first one's session, even knowing its id.
    const mine = (await security(laptop)).json().sessions[0].id;
    await upsertUser(
      database().db,
      { email: 'second@example.com', password: 'Cloudy#Holbox25', role: 'admin' },
      { mail: ACCOUNT_MAIL },
    );
    const second = await signInWith(CHROME, newClientAddress(), {
      email: 'second@example.com',
      password: 'Cloudy#Holbox25',
    });
    const refused = await endSession(second, mine);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Session not found' });
    expect((await whoIsSignedIn(app(), laptop)).json().authenticated).toBe(true);
  });

  it('needs a signed-in admin', async () => {
    expect((await security('made-up')).statusCode).toBe(401);
  });
});
