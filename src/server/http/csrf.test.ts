/**
 * The origin check decides on the route the router matched, not on the raw URL: however a
 * client spells the path (percent-encoding, double slashes, upper case), a state-changing call to the API
 * from a foreign Origin, or an admin call without JSON, is refused with 403 before any handler runs.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../testing/server/auth-fixtures';
import {
  arrivalRequest,
  bookingStatus,
  countRows,
  createPaidBooking,
  NOW,
} from '../../testing/server/booking-fixtures';
import { STRIPE_TEST_KEYS } from '../../testing/server/stripe-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { testEnginesOf, useTestDatabase } from '../../testing/server/test-database';
import { createStripeClient, createStripeProvider } from '../payments/stripe/stripe-provider';

const FOREIGN = 'https://evil.example';
const REFUSED = { error: 'Cross-site request refused' };

/** The same route, spelled as a browser, a careless client or an attacker might. */
const spellings = (path: string) => [
  `/api${path}`,
  `/%61pi${path}`,
  `/%61%70%69${path.replace('/admin/', '/%61dmin/')}`,
  `//api//${path.slice(1).replaceAll('/', '//')}`,
  `/API${path.toUpperCase()}`,
  `/%2561pi${path}`,
  `/api${path}/`,
];

/** Requests a cross-site page (or a forger) can send: foreign or no Origin, JSON or what an HTML form sends. */
const FORGED: { name: string; headers: Record<string, string>; payload: string }[] = [
  {
    name: 'JSON from a foreign Origin',
    headers: { origin: FOREIGN, 'content-type': 'application/json' },
    payload: '{}',
  },
  {
    name: 'text/plain from a foreign Origin',
    headers: { origin: FOREIGN, 'content-type': 'text/plain' },
    payload: '{}',
  },
  {
    name: 'a form from a foreign Origin',
    headers: { origin: FOREIGN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'message=hi',
  },
  { name: 'JSON without an Origin', headers: { 'content-type': 'application/json' }, payload: '{}' },
  {
    name: 'text/plain from our own Origin',
    headers: { origin: SITE_ORIGIN, 'content-type': 'text/plain' },
    payload: '{}',
  },
  {
    name: 'a form from our own Origin',
    headers: { origin: SITE_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'message=hi',
  },
  {
    name: 'JSON from Origin null',
    headers: { origin: 'null', 'content-type': 'application/json' },
    payload: '{}',
  },
];

describe.each(testEnginesOf(import.meta.url))('the origin check on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  it.each(FORGED)(
    'refuses an admin refund sent as $name, however the path is spelled, and refunds nothing',
    async ({ headers, payload }) => {
      await addAccounts(database());
      const session = await signInAsAdmin(app());
      const id = await createPaidBooking(app());
      for (const url of spellings(`/admin/bookings/${id}/refund`)) {
        const response = await app().inject({ method: 'POST', url, headers, payload, cookies: { session } });
        expect(response.statusCode, url).toBe(403);
        expect(response.json(), url).toEqual(REFUSED);
      }
      expect(await bookingStatus(database(), id)).toBe('paid');
      expect(await countRows(database(), 'demo_refunds')).toBe(0);
      expect(await countRows(database(), 'booking_events', sql`where type = 'refunded'`)).toBe(0);
    },
  );

  it('refuses an admin message from a foreign Origin on every spelling, and queues no e-mail', async () => {
    await addAccounts(database());
    const session = await signInAsAdmin(app());
    const id = await createPaidBooking(app());
    const before = await countRows(database(), 'emails');
    for (const url of spellings(`/admin/bookings/${id}/messages`)) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await app().inject({
          method,
          url,
          headers: { origin: FOREIGN },
          payload: { message: 'Click https://evil.example to keep your booking' },
          cookies: { session },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await countRows(database(), 'emails')).toBe(before);
  });

  it("lets the dashboard's own calls through: our Origin and JSON", async () => {
    await addAccounts(database());
    const session = await signInAsAdmin(app());
    const id = await createPaidBooking(app());
    const call = (url: string, payload: object) =>
      app().inject({ method: 'POST', url, headers: { origin: SITE_ORIGIN }, payload, cookies: { session } });
    expect((await call(`/api/admin/bookings/${id}/messages`, { message: 'See you soon' })).statusCode).toBe(
      202,
    );
    // The router decodes the path: our own client spelling it differently still reaches the route.
    expect((await call(`/%61pi/admin/bookings/${id}/refund`, {})).statusCode).toBe(200);
    expect(await bookingStatus(database(), id)).toBe('refunded');
  });

  it('refuses a public call from a foreign Origin however spelled, and stores nothing', async () => {
    for (const url of spellings('/bookings')) {
      const response = await app().inject({
        method: 'POST',
        url,
        headers: { origin: FOREIGN },
        payload: arrivalRequest(),
      });
      expect(response.statusCode, url).toBe(403);
    }
    for (const url of spellings('/contact')) {
      const response = await app().inject({
        method: 'POST',
        url,
        headers: { origin: FOREIGN, 'content-type': 'text/plain' },
        payload: JSON.stringify({ name: 'Ana', email: 'ana@example.com', message: 'Hi' }),
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await countRows(database(), 'bookings')).toBe(0);
    expect(await countRows(database(), 'contact_messages')).toBe(0);
    expect(await countRows(database(), 'emails')).toBe(0);
  });

  it('leaves a public call without an Origin alone (scripts, other servers)', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/%61pi/bookings',
      payload: arrivalRequest(),
    });
    expect(response.statusCode).toBe(201);
  });

  it('declares a JSON body on every admin route that changes something', async () => {
    const document = (await app().inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    const changing = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, operation]) => ({
            route: `${method} ${path}`,
            content: operation.requestBody?.content,
          })),
      );
    expect(changing.length).toBeGreaterThanOrEqual(4);
    for (const { route, content } of changing) expect(content, route).toHaveProperty(['application/json']);
  });
});

describe.each(testEnginesOf(import.meta.url))('the Stripe webhook on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, {
    now: () => NOW,
    config: { paymentProvider: 'stripe', stripe: { ...STRIPE_TEST_KEYS } },
    // Never called: an unsigned event is refused before Stripe is asked anything.
    paymentProvider: () =>
      createStripeProvider({
        stripe: createStripeClient({ secretKey: STRIPE_TEST_KEYS.secretKey, apiBase: 'http://127.0.0.1:9' }),
        now: () => NOW,
      }),
  });

  it('is exempt by its route: Stripe posts from its own origin, and the signature decides', async () => {
    for (const url of ['/api/payments/stripe/webhook', '/%61pi/payments/stripe/webhook']) {
      const response = await app().inject({
        method: 'POST',
        url,
        headers: { origin: 'https://stripe.example', 'stripe-signature': 't=1,v1=forged' },
        payload: { id: 'evt_1', type: 'checkout.session.completed' },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).not.toEqual(REFUSED);
    }
  });
});
