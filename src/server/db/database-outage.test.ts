import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE } from '../../domain/outage';
import { registerErrorHandler } from '../http/error-handler';
import { registerOutageGate } from '../http/outage-gate';
import { closesTheGate, createDatabaseGate, isDatabaseUnreachable } from './database-outage';

/** A port nothing listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a database that cannot be reached', () => {
  it("is recognised in node-postgres's own refusal, wrapped as Drizzle wraps it", async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/x` });
    const refusal = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(isDatabaseUnreachable(new Error('Failed query: select 1', { cause: refusal }))).toBe(true);
  });

  it('is recognised by its SQLSTATE (shutting down, starting, too many connections, statement timeout)', () => {
    for (const code of ['57P01', '57P03', '08006', '53300', '57014']) {
      expect(isDatabaseUnreachable(Object.assign(new Error('said no'), { code }))).toBe(true);
    }
    expect(isDatabaseUnreachable(Object.assign(new Error('constraint'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnreachable(new Error('a bug'))).toBe(false);
  });
});

describe('the outage gate', () => {
  async function appWithGate(failure: Error = new Error('Connection terminated unexpectedly')) {
    let clock = 0;
    let reached = 0;
    const gate = createDatabaseGate(1000, () => clock);
    const app = Fastify({ logger: false });
    registerErrorHandler(app, gate);
    registerOutageGate(app, gate);
    app.get('/api/bookings', async () => {
      reached += 1;
      throw failure;
    });
    app.get('/api/health/ready', async () => ({ ok: true }));
    await app.ready();
    return { app, advance: (ms: number) => (clock += ms), reached: () => reached };
  }

  it('answers 503 at once after a failure, and lets a call try again after the moment', async () => {
    const { app, advance, reached } = await appWithGate();
    const first = await app.inject({ method: 'GET', url: '/api/bookings' });
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({ error: DATABASE_BUSY_MESSAGE });
    expect(reached()).toBe(1);

    const second = await app.inject({ method: 'GET', url: '/api/bookings' });
    expect(second.statusCode).toBe(503);
    expect(second.headers['retry-after']).toBe('5');
    expect(reached()).toBe(1);
    // The health routes try for themselves.
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);

    advance(1000);
    await app.inject({ method: 'GET', url: '/api/bookings' });
    expect(reached()).toBe(2);
  });

  it('answers a busy database 503 and lets the next call try at once', async () => {
    const busy = [
      // A statement stopped by its timeout, as Drizzle wraps it: a lock held long, a slow query.
      new Error('Failed query: select pg_advisory_xact_lock($1)', {
        cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      }),
      // node-postgres' pool with every connection in use for longer than the wait it allows.
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const failure of busy) {
      expect(closesTheGate(failure)).toBe(false);
      const { app, reached } = await appWithGate(failure);
      const first = await app.inject({ method: 'GET', url: '/api/bookings' });
      expect(first.statusCode).toBe(503);
      expect(first.json()).toEqual({ error: DATABASE_BUSY_MESSAGE });
      expect(first.headers['retry-after']).toBe('5');
      await app.inject({ method: 'GET', url: '/api/bookings' });
      expect(reached()).toBe(2);
    }
    // A lost connection or a refused one still closes it.
    expect(closesTheGate(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(closesTheGate(Object.assign(new Error('the server is shutting down'), { code: '57P01' }))).toBe(
      true,
    );
  });
});
