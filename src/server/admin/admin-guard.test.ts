import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  addAccounts,
  demoteToStaff,
  SITE_ORIGIN,
  signInAsAdmin,
} from '../../testing/server/auth-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { testEnginesOf, useTestDatabase } from '../../testing/server/test-database';

// Every sign-in runs scrypt at OWASP strength (128 MiB): several per test are slow on a busy machine.
const SCRYPT_TIMEOUT = { timeout: 120_000 };

describe.each(testEnginesOf(import.meta.url))('the admin API guard on %s', SCRYPT_TIMEOUT, (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database);
  const me = (session?: string) =>
    app().inject({ method: 'GET', url: '/api/admin/me', cookies: session ? { session } : {} });

  it('answers an admin with a live session', async () => {
    await addAccounts(database());
    const response = await me(await signInAsAdmin(app()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { email: ADMIN.email, role: 'admin' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 "Authentication required" without a session or with an unknown one', async () => {
    for (const response of [await me(), await me('not-a-session')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Authentication required' });
    }
  });

  it('answers 403 "Unauthorized access" to a session whose user is no longer an admin', async () => {
    await addAccounts(database());
    const session = await signInAsAdmin(app());
    await demoteToStaff(database(), ADMIN.email);
    const response = await me(session);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Unauthorized access' });
  });
});

describe.each(testEnginesOf(import.meta.url))('cross-site request refusal on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database);
  const contact = { name: 'Ana', email: 'ana@example.com', message: 'Hello', website: '' };
  const post = (url: string, headers: Record<string, string>, payload: unknown = {}, session?: string) =>
    app().inject({
      method: 'POST',
      url,
      headers,
      payload: payload as object,
      cookies: session ? { session } : {},
    });

  it('refuses a state-changing call from another site with 403 and stores nothing', async () => {
    const response = await post('/api/contact', { origin: 'https://evil.example' }, contact);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cross-site request refused' });
    const login = await post('/api/auth/login', { origin: 'null' }, ADMIN);
    expect(login.statusCode).toBe(403);
  });

  it('accepts our own origin (PUBLIC_URL or the host the request came to) and no Origin at all', async () => {
    expect((await post('/api/contact', { origin: SITE_ORIGIN }, contact)).statusCode).toBe(201);
    expect(
      (await post('/api/contact', { origin: 'http://localhost:80', host: 'localhost:80' }, contact))
        .statusCode,
    ).toBe(201);
    expect((await post('/api/contact', {}, contact)).statusCode).toBe(201);
  });

  it('leaves reads alone whatever their Origin', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/prices',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  // The Stripe webhook's exemption, by its route, is tested in Stripe mode, where the route exists
  // (http/csrf.test.ts).

  it('requires an admin call that changes something to carry our Origin and JSON, even with a session', async () => {
    await addAccounts(database());
    const session = await signInAsAdmin(app());
    const noOrigin = await post('/api/admin/me', {}, {}, session);
    expect(noOrigin.statusCode).toBe(403);
    expect(noOrigin.json()).toEqual({ error: 'Cross-site request refused' });
    const foreign = await post('/api/admin/me', { origin: 'https://evil.example' }, {}, session);
    expect(foreign.statusCode).toBe(403);
    const form = await app().inject({
      method: 'POST',
      url: '/api/admin/me',
      headers: { origin: SITE_ORIGIN, 'content-type': 'text/plain' },
      payload: 'status=cancelled',
      cookies: { session },
    });
    expect(form.statusCode).toBe(403);
    expect(form.json()).toEqual({ error: 'Cross-site request refused' });
    // Our own page's JSON call gets through the check (and finds no POST /me: 404).
    expect((await post('/api/admin/me', { origin: SITE_ORIGIN }, {}, session)).statusCode).toBe(404);
  });
});
