import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { buildApp } from '../app';

const T = new Date('2026-05-04T10:00:00Z');
const MINUTE = 60_000;
const rateLimits = { bookingsPerHour: 120, lookupsPerHour: 3, contactPerHour: 20 };

describe.each(TEST_ENGINES)('per-address limits shared through the database on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = T;
  const app = useTestApp(database, { now: () => clock, config: { rateLimits } });
  const others: FastifyInstance[] = [];
  /** Another server process on the same database, as after a restart or behind the same load balancer. */
  const anotherServer = async () => {
    const other = await buildApp(
      { config: testConfig({ rateLimits }), database: database(), now: () => clock },
      { logger: false },
    );
    others.push(other);
    return other;
  };
  const lookup = (server: FastifyInstance, remoteAddress: string) =>
    server.inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      payload: { email: 'ana@example.com', lastName: 'López' },
      remoteAddress,
    });

  beforeEach(() => {
    clock = T;
  });
  afterEach(async () => {
    await Promise.all(others.splice(0).map((other) => other.close()));
  });

  it('counts one limit across two servers, and a restarted server still holds it', async () => {
    const second = await anotherServer();
    expect((await lookup(app(), '192.0.2.10')).statusCode).toBe(404);
    expect((await lookup(second, '192.0.2.10')).statusCode).toBe(404);
    expect((await lookup(app(), '192.0.2.10')).statusCode).toBe(404);
    expect((await lookup(second, '192.0.2.10')).statusCode).toBe(429);
    expect((await lookup(app(), '192.0.2.10')).statusCode).toBe(429);
    await second.close();
    others.pop();
    const restarted = await anotherServer();
    const limited = await lookup(restarted, '192.0.2.10');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    // Another client is not held back.
    expect((await lookup(restarted, '192.0.2.11')).statusCode).toBe(404);
  });

  it('answers Retry-After until the hour from the first request has passed, then counts afresh', async () => {
    for (let i = 0; i < 3; i += 1) await lookup(app(), '192.0.2.20');
    clock = new Date(T.getTime() + 59 * MINUTE);
    const limited = await lookup(app(), '192.0.2.20');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    clock = new Date(T.getTime() + 60 * MINUTE);
    expect((await lookup(app(), '192.0.2.20')).statusCode).toBe(404);
  });

  it('counts requests sent at once to two servers exactly', async () => {
    const second = await anotherServer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => lookup(i % 2 ? app() : second, '192.0.2.30')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      404, 404, 404, 429, 429, 429, 429, 429, 429, 429,
    ]);
  });

  it('counts an IPv6 client per /64, so it cannot dodge the limit by changing its last 64 bits', async () => {
    expect((await lookup(app(), '2001:db8:1:2::1')).statusCode).toBe(404);
    expect((await lookup(app(), '2001:db8:1:2::2')).statusCode).toBe(404);
    expect((await lookup(app(), '2001:db8:1:2:a:b:c:d')).statusCode).toBe(404);
    expect((await lookup(app(), '2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await lookup(app(), '2001:db8:1:3::1')).statusCode).toBe(404);
  });
});
