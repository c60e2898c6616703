import { describe, expect, it } from 'vitest';
import { FAKE_INLINE_SCRIPT_HASH, fakeWebBuild } from '../testing/server/fake-web-build';
import { testConfig, useTestApp } from '../testing/server/test-app';
import { openTestDatabase, testEnginesOf, useTestDatabase } from '../testing/server/test-database';
import { buildApp } from './app';
import { prices } from './db/schema';

describe.each(testEnginesOf(import.meta.url))('the server on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { config: { webDistDir: fakeWebBuild() } });

  it('reports itself healthy with a working database', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('tells a load balancer it is ready for traffic', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lists the route prices of the spec', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/prices' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      routes: [
        { from: 'Cancun Airport', to: 'Cancun', basePrice: 49 },
        { from: 'Cancun Airport', to: 'Playa del Carmen', basePrice: 99 },
        { from: 'Cancun Airport', to: 'Tulum', basePrice: 199 },
      ],
    });
  });

  it('answers the built-in prices when the price table is empty', async () => {
    await database().db.delete(prices);
    // The served copy is forgotten when the table's notification arrives (at once on PGlite).
    await expect
      .poll(async () => (await app().inject({ method: 'GET', url: '/api/prices' })).json().routes)
      .toHaveLength(3);
    const response = await app().inject({ method: 'GET', url: '/api/prices' });
    expect(response.json().routes[2]).toEqual({ from: 'Cancun Airport', to: 'Tulum', basePrice: 199 });
  });

  it.each(['/booking', '/check-my-booking', '/booking-confirmation/K7M2Q9XH4T', '/admin/dashboard'])(
    'serves the app shell for %s with 200',
    async (url) => {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it.each([
    ['/', 'home'],
    ['/terms', 'terms'],
    ['/terms/', 'terms'],
    ['/privacy', 'privacy'],
    ['/privacy?ref=footer', 'privacy'],
  ])('serves the prerendered page for %s', async (url, page) => {
    const response = await app().inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<h1>prerendered ${page}</h1>`);
  });

  it('sends the precompressed prerendered page to a browser that accepts it, still uncached', async () => {
    const response = await app().inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('brotli bytes of the home page');
  });

  it('keeps the prerendered files and the build manifest off their own URLs', async () => {
    for (const url of ['/prerendered/home.html', '/.vite/manifest.json']) {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('prerendered home');
    }
  });

  it('serves the web app with 404 for a path it does not know, so it shows Page Not Found', async () => {
    const response = await app().inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No such endpoint: GET /api/no-such-thing' });
  });

  it('serves hashed assets with long-lived immutable caching and pages without', async () => {
    const asset = await app().inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app().inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 without a body for a page or asset the browser already holds (its ETag)', async () => {
    for (const [url, headers] of [
      ['/assets/main-abc123.js', {}],
      ['/', { 'accept-encoding': 'gzip, br' }],
    ] as const) {
      const first = await app().inject({ method: 'GET', url, headers });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await app().inject({
        method: 'GET',
        url,
        headers: { ...headers, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('sends security headers with every answer', async () => {
    const response = await app().inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The site's own files, and the one inline script the build wrote into its pages, by its hash.
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' '${FAKE_INLINE_SCRIPT_HASH}';`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends no Referer from the pages a secret link opens: the manage, feedback and provider ride pages', async () => {
    for (const url of [
      '/manage-booking/K7M2Q9XH4T?token=Zk3v9QeXo4TfA1bC2dE5gH6iJ7kL8mN0pQrStUvWxYz',
      '/manage-booking/K7M2Q9XH4T',
      '/feedback/Zk3v9QeXo4TfA1bC2dE5gH6iJ7kL8mN0pQrStUvWxYz?rating=2',
      '/feedback?rating=2',
      '/provider/rides/Zk3v9QeXo4TfA1bC2dE5gH6iJ7kL8mN0pQrStUvWxYz',
      '/provider/rides',
    ]) {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    for (const url of ['/', '/check-my-booking', '/feedbacks', '/api/feedback', '/api/provider/ride']) {
      const response = await app().inject({ method: 'GET', url });
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('tells the web app that nobody is signed in while there are no accounts', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/auth/session' });
    expect(response.json()).toEqual({ authenticated: false, user: null });
  });

  it('documents the API with OpenAPI', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/health/ready',
        '/api/prices',
        '/api/bookings',
        '/api/bookings/lookup',
        '/api/bookings/{id}',
        '/api/bookings/{id}/checkout',
        '/api/payments/confirm',
      ]),
    );
    // The demo checkout is the provider's page, not part of our API.
    expect(Object.keys(response.json().paths).some((path) => path.startsWith('/checkout'))).toBe(false);
  });
});

describe('the server with a database that went away', () => {
  it('reports itself unhealthy with 503', async () => {
    const { database, dispose } = await openTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database }, { logger: false });
    await dispose();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'error', database: 'unreachable' });
    await app.close();
  });
});

describe('a server draining for a shutdown', () => {
  it('tells the load balancer to send it nothing more, and is still alive', async () => {
    const { database, dispose } = await openTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database, isDraining: () => true }, { logger: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      const live = await app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
      await dispose();
    }
  });
});
