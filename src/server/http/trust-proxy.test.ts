import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/server/test-app';
import { testEnginesOf, useTestDatabase } from '../../testing/server/test-database';
import type { TrustProxy } from '../trust-proxy-setting';

const rateLimits = { bookingsPerHour: 120, lookupsPerHour: 1, contactPerHour: 20 };

/** One lookup an hour per client: a second from the same client answers 429, from another 404. */
const lookup = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app
    .inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      payload: { email: 'ana@example.com', lastName: 'López' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
    .then((response) => response.statusCode);

describe.each(testEnginesOf(import.meta.url))('the client address behind proxies on %s', (engine) => {
  const database = useTestDatabase(engine);
  const appTrusting = (trustProxy: TrustProxy) =>
    useTestApp(database, { config: { rateLimits, trustProxy } });

  describe('trusting no proxy', () => {
    const app = appTrusting(false);
    it('counts whoever connects, whatever X-Forwarded-For it writes', async () => {
      expect(await lookup(app(), '198.51.100.1', '203.0.113.1')).toBe(404);
      expect(await lookup(app(), '198.51.100.1', '203.0.113.2')).toBe(429);
    });
  });

  describe('trusting the proxies of a list', () => {
    const app = appTrusting(['10.0.0.0/8', '2001:db8:ff::/48']);
    it('counts the client a listed proxy forwards, each on its own', async () => {
      expect(await lookup(app(), '10.1.2.3', '203.0.113.10')).toBe(404);
      expect(await lookup(app(), '10.9.9.9', '203.0.113.10')).toBe(429);
      expect(await lookup(app(), '2001:db8:ff::7', '203.0.113.11')).toBe(404);
    });

    it('does not believe X-Forwarded-For from anyone else', async () => {
      expect(await lookup(app(), '198.51.100.20', '203.0.113.20')).toBe(404);
      expect(await lookup(app(), '198.51.100.20', '203.0.113.21')).toBe(429);
    });
  });

  describe('trusting one hop', () => {
    const app = appTrusting(1);
    it('counts the address the load balancer saw, not one the client put in front of it', async () => {
      expect(await lookup(app(), '10.0.0.2', '192.0.2.77, 203.0.113.30')).toBe(404);
      expect(await lookup(app(), '10.0.0.2', '192.0.2.78, 203.0.113.30')).toBe(429);
    });
  });
});
