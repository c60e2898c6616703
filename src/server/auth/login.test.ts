import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addAccounts,
  newClientAddress,
  STAFF,
  sessionCookieOf,
  signIn,
  signInAsAdmin,
  whoIsSignedIn,
} from '../../testing/server/auth-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { sessions, users } from '../db/schema';

// Every sign-in runs scrypt at OWASP strength (128 MiB): several per test are slow on a busy machine.
const SCRYPT_TIMEOUT = { timeout: 120_000 };

import { hashToken } from './tokens';

const START = new Date('2026-03-02T15:00:00Z');
const minutes = (n: number) => n * 60_000;

describe.each(TEST_ENGINES)('admin sign-in on %s', SCRYPT_TIMEOUT, (engine) => {
  const database = useTestDatabase(engine);
  let clock = START;
  const app = useTestApp(database, {
    now: () => clock,
    config: { authRateLimits: { loginsPerHour: 4, failedLoginsPerAccount: 3, passwordResetsPerHour: 10 } },
  });

  beforeEach(async () => {
    clock = START;
    await addAccounts(database());
  });

  it('signs an admin in with a new HttpOnly, SameSite=Lax session cookie stored only as its hash', async () => {
    const response = await signIn(app(), { email: ' Admin@Example.com ', password: ADMIN.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { email: 'admin@example.com', role: 'admin' } });
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await database().db.select().from(sessions);
    expect(row?.idHash).toBe(hashToken(cookie?.value ?? ''));
    expect(row?.idHash).not.toContain(cookie?.value ?? '');
    expect(row?.expiresAt).toEqual(new Date(START.getTime() + minutes(12 * 60)));
  });

  it('tells the web app who is signed in, and nobody without a session', async () => {
    const session = await signInAsAdmin(app());
    const response = await whoIsSignedIn(app(), session);
    expect(response.json()).toEqual({
      authenticated: true,
      user: { email: 'admin@example.com', role: 'admin' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await whoIsSignedIn(app())).json()).toEqual({ authenticated: false, user: null });
    expect((await whoIsSignedIn(app(), 'made-up-session-id')).json()).toEqual({
      authenticated: false,
      user: null,
    });
  });

  it.each([
    ['a wrong password', { email: ADMIN.email, password: 'Wrong#Pass1' }],
    ['an unknown e-mail', { email: 'nobody@example.com', password: ADMIN.password }],
  ])('answers %s with 401 "Authentication failed" and no session', async (_case, credentials) => {
    const response = await signIn(app(), credentials);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentication failed' });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await database().db.select().from(sessions)).toHaveLength(0);
  });

  it('refuses a non-admin with the right password: 403 "Unauthorized access" and no session', async () => {
    const response = await signIn(app(), STAFF);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Unauthorized access' });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await database().db.select().from(sessions)).toHaveLength(0);
  });

  it.each([
    [{ email: '', password: 'x' }, 'Please enter both email and password'],
    [{ email: 'admin@example.com', password: '' }, 'Please enter both email and password'],
    [{ email: 'admin', password: 'x' }, 'Please enter a valid email address'],
  ])('answers %j with 400 and the login form message', async (payload, message) => {
    const response = await signIn(app(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('gives a new session id at every sign-in and ends the one the browser held', async () => {
    const first = await signInAsAdmin(app());
    const again = await signIn(app(), ADMIN, { session: first });
    const second = sessionCookieOf(again)?.value ?? '';
    expect(second).not.toBe(first);
    expect((await whoIsSignedIn(app(), first)).json().authenticated).toBe(false);
    expect((await whoIsSignedIn(app(), second)).json().authenticated).toBe(true);
  });

  it('signs out: the session row is gone and the cookie cleared', async () => {
    const session = await signInAsAdmin(app());
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      cookies: { session },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await database().db.select().from(sessions)).toHaveLength(0);
    expect((await whoIsSignedIn(app(), session)).json().authenticated).toBe(false);
  });

  it('ends a session after two idle hours, and keeps a used one alive', async () => {
    const session = await signInAsAdmin(app());
    clock = new Date(START.getTime() + minutes(119));
    expect((await whoIsSignedIn(app(), session)).json().authenticated).toBe(true);
    // Seen at 1:59, so still alive at 3:58; idle for two hours at 3:59.
    clock = new Date(START.getTime() + minutes(119 + 119));
    expect((await whoIsSignedIn(app(), session)).json().authenticated).toBe(true);
    clock = new Date(START.getTime() + minutes(119 + 119 + 120));
    expect((await whoIsSignedIn(app(), session)).json().authenticated).toBe(false);
    expect(await database().db.select().from(sessions)).toHaveLength(0);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const session = await signInAsAdmin(app());
    const lastSeen = async () => (await database().db.select().from(sessions))[0]?.lastSeenAt;
    clock = new Date(START.getTime() + 30_000);
    await whoIsSignedIn(app(), session);
    expect(await lastSeen()).toEqual(START);
    clock = new Date(START.getTime() + 61_000);
    await whoIsSignedIn(app(), session);
    expect(await lastSeen()).toEqual(clock);
  });

  it('ends a session twelve hours after sign-in however busy it is', async () => {
    const session = await signInAsAdmin(app());
    for (let hour = 1; hour < 12; hour += 1) {
      clock = new Date(START.getTime() + minutes(hour * 60));
      expect((await whoIsSignedIn(app(), session)).json().authenticated).toBe(true);
    }
    clock = new Date(START.getTime() + minutes(12 * 60));
    expect((await whoIsSignedIn(app(), session)).json().authenticated).toBe(false);
  });

  it('does not count an admin whose role was taken away as signed in', async () => {
    const session = await signInAsAdmin(app());
    await database().db.update(users).set({ role: 'staff' }).where(eq(users.email, ADMIN.email));
    expect((await whoIsSignedIn(app(), session)).json()).toEqual({ authenticated: false, user: null });
  });

  it('limits sign-in attempts per client address with 429 and Retry-After', async () => {
    const remoteAddress = newClientAddress();
    for (let i = 0; i < 4; i += 1)
      expect((await signIn(app(), STAFF, { remoteAddress })).statusCode).toBe(403);
    const limited = await signIn(app(), ADMIN, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect((await signIn(app(), ADMIN)).statusCode).toBe(200);
  });
});

describe.each(TEST_ENGINES)('the session cookie behind https on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { config: { publicUrl: 'https://transfers.example.com' } });

  it('is Secure and named __Host-session', async () => {
    await addAccounts(database());
    const response = await signIn(app(), ADMIN);
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response, '__Host-session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    const session = await app().inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: { '__Host-session': cookie?.value ?? '' },
    });
    expect(session.json().authenticated).toBe(true);
  });
});
