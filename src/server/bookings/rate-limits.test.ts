import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { arrivalRequest, NOW, postBooking } from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';

describe.each(TEST_ENGINES)('rate limits on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, {
    now: () => NOW,
    config: { rateLimits: { bookingsPerHour: 2, lookupsPerHour: 3, contactPerHour: 20 }, trustProxy: 1 },
  });

  const lookup = (ip: string) =>
    app().inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      payload: { email: 'ana@example.com', lastName: 'López' },
      headers: { 'x-forwarded-for': ip },
    });

  it('answers 429 with Retry-After once a client has made its bookings for the hour', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    expect((await postBooking(app(), arrivalRequest(), headers)).statusCode).toBe(201);
    expect((await postBooking(app(), arrivalRequest(), headers)).statusCode).toBe(201);
    const limited = await postBooking(app(), arrivalRequest(), headers);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    // Another client behind the trusted proxy is not held back.
    expect(
      (await postBooking(app(), arrivalRequest(), { 'x-forwarded-for': '198.51.100.4' })).statusCode,
    ).toBe(201);
  });

  /** The bookings and e-mails stored so far. */
  const written = async () => {
    const [row] = await queryRows<{ bookings: number; emails: number }>(
      database().db,
      sql`select (select count(*)::int from bookings) as bookings, (select count(*)::int from emails) as emails`,
    );
    return row;
  };

  it('writes nothing for a booking over the limit, and answers 429 whatever else was wrong with it', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.8' };
    const first = await postBooking(app(), arrivalRequest(), headers);
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expect(first.headers['x-ratelimit-remaining']).toBe('1');
    const second = await postBooking(app(), arrivalRequest({ lastName: 'Quotes "<b>" & 🚐' }), headers);
    expect(second.headers['x-ratelimit-remaining']).toBe('0');
    const before = await written();
    expect(before).toEqual({ bookings: 2, emails: 2 });

    const refused = await postBooking(app(), arrivalRequest(), headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(await written()).toEqual(before);
    // A request that would have been refused for its fields is refused for the limit first.
    const invalid = await postBooking(app(), { ...arrivalRequest(), passengers: 0 }, headers);
    expect(invalid.statusCode).toBe(429);
    expect(Number(invalid.headers['retry-after'])).toBeGreaterThan(0);
    expect(invalid.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(await written()).toEqual(before);
  });

  it('makes exactly the limit of bookings sent at once from one address', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        postBooking(app(), arrivalRequest({ email: `at-once-${n}@example.com` }), headers),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
    expect(await written()).toEqual({ bookings: 2, emails: 2 });
  });

  it('limits lookups per client address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await lookup('192.0.2.1')).statusCode).toBe(404);
    const limited = await lookup('192.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await lookup('192.0.2.2')).statusCode).toBe(404);
  });

  it('counts every traveller route in one bucket per address: spreading guesses gains nothing', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.9' };
    expect((await lookup('192.0.2.9')).statusCode).toBe(404);
    const confirmation = await app().inject({
      method: 'GET',
      url: '/api/bookings/K7M2Q9XH4T?lastName=Lopez',
      headers,
    });
    expect(confirmation.statusCode).toBe(404);
    const manage = await app().inject({
      method: 'PATCH',
      url: '/api/bookings/K7M2Q9XH4T/manage',
      headers: { ...headers, origin: 'http://localhost:3000' },
      payload: { access: { email: 'ana@example.com', lastName: 'Lopez' }, changes: {} },
    });
    expect(manage.statusCode).toBe(400);
    // The fourth call of the hour, on yet another route, is refused.
    const cancel = await app().inject({
      method: 'POST',
      url: '/api/bookings/K7M2Q9XH4T/cancel',
      headers: { ...headers, origin: 'http://localhost:3000' },
      payload: { access: { email: 'ana@example.com', lastName: 'Lopez' } },
    });
    expect(cancel.statusCode).toBe(429);
    // A booking is not a lookup: it keeps its own limit.
    expect((await postBooking(app(), arrivalRequest(), headers)).statusCode).toBe(201);
  });
});
