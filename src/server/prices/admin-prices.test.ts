import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminPrices } from '../../domain/schemas/admin-prices';
import { ADMIN, addAccounts, SITE_ORIGIN, sessionCookieOf, signIn } from '../../testing/server/auth-fixtures';
import { arrivalRequest, createBooking, postBooking } from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';

const ALL_SIX = [
  { from: 'Cancun Airport', to: 'Cancun', price: 49 },
  { from: 'Cancun', to: 'Cancun Airport', price: 49 },
  { from: 'Cancun Airport', to: 'Playa del Carmen', price: 99 },
  { from: 'Playa del Carmen', to: 'Cancun Airport', price: 99 },
  { from: 'Cancun Airport', to: 'Tulum', price: 199 },
  { from: 'Tulum', to: 'Cancun Airport', price: 199 },
];

/**
 * The Prices page's API: the six routes with the reverse fallback, a save recorded with who and
 * when, the new price quoted to the next booking while an existing booking keeps its total.
 */
describe.each(TEST_ENGINES)('the prices page on %s', (engine) => {
  const database = useTestDatabase(engine);
  const at = new Date('2026-03-01T12:00:00Z');
  const app = useTestApp(database, { now: () => at });
  const sessionOf = async (account: { email: string; password: string }) => {
    const cookie = sessionCookieOf(await signIn(app(), account));
    if (!cookie) throw new Error('no session');
    return cookie.value;
  };
  const get = (session: string) =>
    app().inject({ method: 'GET', url: '/api/admin/prices', cookies: { session } });
  const put = (session: string, prices: unknown) =>
    app().inject({
      method: 'PUT',
      url: '/api/admin/prices',
      cookies: { session },
      headers: { origin: SITE_ORIGIN },
      payload: { prices } as object,
    });

  beforeEach(async () => {
    await addAccounts(database());
  });

  it('lists both directions of every route, the reverse price where a direction has none', async () => {
    const body = (await get(await sessionOf(ADMIN))).json() as AdminPrices;
    expect(body.routes.map(({ from, to, price, own }) => ({ from, to, price, own }))).toEqual(
      ALL_SIX.map((route) => ({ ...route, own: route.from === 'Cancun Airport' })),
    );
    expect(body.history).toEqual([]);
  });

  it('saves a changed price with who and when; the next booking pays it, an earlier one keeps its total', async () => {
    const session = await sessionOf(ADMIN);
    const earlier = await createBooking(app(), arrivalRequest({ passengers: 5 }));

    const saved = await put(
      session,
      ALL_SIX.map((route) => (route.to === 'Tulum' ? { ...route, price: 250 } : route)),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json() as { changed: number; prices: AdminPrices };
    expect(body.changed).toBe(1);
    expect(body.prices.history).toEqual([
      {
        at: at.toISOString(),
        by: ADMIN.email,
        from: 'Cancun Airport',
        to: 'Tulum',
        oldPrice: 199,
        newPrice: 250,
      },
    ]);
    // The way back was shown at 199 and left so: it keeps 199, now as its own price.
    expect(body.prices.routes.find((route) => route.from === 'Tulum')).toMatchObject({
      price: 199,
      own: true,
    });

    const next = await postBooking(app(), arrivalRequest({ passengers: 5 }));
    expect(next.json().booking.totalPrice).toBe(500);
    const quoted = await app().inject({ method: 'GET', url: '/api/prices' });
    expect(quoted.json().routes).toContainEqual({ from: 'Cancun Airport', to: 'Tulum', basePrice: 250 });
    const kept = await app().inject({ method: 'GET', url: `/api/bookings/${earlier.id}?lastName=López` });
    expect(kept.json().booking.totalPrice).toBe(398);

    // Saving the same prices again records nothing.
    const again = (await put(session, (await get(session)).json().routes)).json() as { changed: number };
    expect(again.changed).toBe(0);
  });

  it('refuses a price that is not whole dollars from 1 to 10,000, a route we do not drive', async () => {
    const session = await sessionOf(ADMIN);
    for (const price of [0, 10_001, 12.5, '99']) {
      const refused = await put(session, [{ from: 'Cancun Airport', to: 'Tulum', price }]);
      expect(refused.statusCode, String(price)).toBe(400);
      expect(refused.json().error, String(price)).toBe(
        'Please enter a whole number of dollars from 1 to 10,000',
      );
    }
    expect((await put(session, [{ from: 'Cancun', to: 'Tulum', price: 80 }])).statusCode).toBe(400);
    expect(((await get(session)).json() as AdminPrices).history).toEqual([]);
  });
});
