/**
 * The per-address limits of the embedded database count in memory and are written behind
 * (memory-counters.ts); on PostgreSQL each hit is a statement. Either way a limit refuses at the same
 * count, a graceful restart forgets nothing, and emptying the table starts the counts again.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { buildApp } from '../app';
import { queryRows } from '../db/client';
import { acquireMemoryCounters } from './memory-counters';

const T = new Date('2026-05-04T10:00:00Z');
const HOUR = 60 * 60_000;
const rateLimits = { bookingsPerHour: 120, lookupsPerHour: 3, contactPerHour: 20 };

describe.each(TEST_ENGINES)('per-address limits of one server on %s', (engine) => {
  const database = useTestDatabase(engine);
  const apps: FastifyInstance[] = [];
  const start = async () => {
    const app = await buildApp(
      { config: testConfig({ rateLimits }), database: database(), now: () => T },
      { logger: false },
    );
    apps.push(app);
    return app;
  };
  const lookup = async (app: FastifyInstance) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/bookings/lookup',
        payload: { email: 'ana@example.com', lastName: 'López' },
        remoteAddress: '192.0.2.40',
      })
    ).statusCode;
  /** The hits the table holds for the traveller calls' one bucket (the lookup among them). */
  const storedHits = async () => {
    const rows = await queryRows<{ hits: number }>(
      database().db,
      sql`select hits from limit_counters where starts_with(key, 'rate:group traveller:')`,
    );
    return rows.map((row) => row.hits);
  };

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('keeps the counts across a graceful restart', async () => {
    const first = await start();
    expect([await lookup(first), await lookup(first)]).toEqual([404, 404]);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    // Written at the latest when the server stopped.
    expect(await storedHits()).toEqual([2]);
    const restarted = await start();
    expect([await lookup(restarted), await lookup(restarted)]).toEqual([404, 429]);
  });

  it('writes a counted hit to the table while running', async () => {
    const app = await start();
    expect(await lookup(app)).toBe(404);
    await expect.poll(storedHits, { timeout: 5000 }).toEqual([1]);
  });

  it('counts afresh once the table is emptied', async () => {
    const app = await start();
    expect([await lookup(app), await lookup(app), await lookup(app), await lookup(app)]).toEqual([
      404, 404, 404, 429,
    ]);
    await database().db.execute(sql`truncate limit_counters`);
    expect(await lookup(app)).toBe(404);
  });
});

describe('counters in memory', () => {
  const database = useTestDatabase('pglite');
  let release = async () => {};
  afterEach(async () => {
    await release();
    release = async () => {};
  });

  it('count from the first hit to the limit, refuse without counting, and start again when the window ends', async () => {
    const acquired = await acquireMemoryCounters(database(), 'test:', pino({ level: 'silent' }));
    release = acquired.release;
    const at = (ms: number) => T.getTime() + ms;
    const hit = (now: number, key = 'test:a') =>
      acquired.counters.countHit({ key, windowMs: HOUR, limit: 2 }, now);
    expect(hit(at(0))).toEqual({ counted: true, hits: 1, resetInMs: HOUR });
    expect(hit(at(10_000))).toEqual({ counted: true, hits: 2, resetInMs: HOUR - 10_000 });
    expect(hit(at(HOUR - 1))).toEqual({ counted: false, hits: 2, resetInMs: 1 });
    expect(hit(at(0), 'test:b')).toMatchObject({ counted: true, hits: 1 });
    expect(hit(at(HOUR))).toEqual({ counted: true, hits: 1, resetInMs: HOUR });
    await acquired.counters.flush();
    const rows = await queryRows<{ key: string; hits: number; ends: string }>(
      database().db,
      sql`select key, hits, to_char(window_ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as ends
      from limit_counters order by key`,
    );
    expect(rows).toEqual([
      { key: 'test:a', hits: 1, ends: '2026-05-04T12:00:00.000' },
      { key: 'test:b', hits: 1, ends: '2026-05-04T11:00:00.000' },
    ]);
  });
});
