/**
 * Check My Booking answers from memory on PGlite (lookup-cache.ts), yet a booking created or changed by any
 * write shows at the very next lookup: the app's own paths, an admin's edit, and plain SQL as an operator
 * would type it. On PostgreSQL every lookup reads the table; the same behaviour holds there.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../testing/server/admin-fixtures';
import { createBooking, createPaidBooking, NOW } from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, type TestEngine, useTestDatabase } from '../../testing/server/test-database';
import type { DatabaseHandle } from '../db/client';
import { findBookingsByEmailAndLastName } from './bookings.queries';
import { startLookupCache } from './lookup-cache';

const ANA = { email: 'ana@example.com', lastName: 'López' };

/** SQL as an operator runs it: on PostgreSQL from a connection of its own (psql), on PGlite in-process. */
async function asOperator(engine: TestEngine, database: DatabaseHandle, statement: SQL, url?: string) {
  if (engine === 'pglite') {
    await database.db.execute(statement);
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { sql: text, params } = new PgDialect().sqlToQuery(statement);
    await client.query(text, params);
  } finally {
    await client.end();
  }
}

describe.each(TEST_ENGINES)('Check My Booking after a change on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });
  const lookup = async (who = ANA) => {
    const response = await app().inject({ method: 'POST', url: '/api/bookings/lookup', payload: who });
    return {
      status: response.statusCode,
      bookings: response.statusCode === 200 ? (response.json().bookings as Record<string, unknown>[]) : [],
    };
  };
  const statuses = async () => (await lookup()).bookings.map((booking) => booking.status);

  it('finds a booking made right after a lookup that found none', async () => {
    expect((await lookup()).status).toBe(404);
    const { id } = await createBooking(app(), ANA);
    expect((await lookup()).bookings.map((booking) => booking.id)).toEqual([id]);
    const { id: second } = await createBooking(app(), { ...ANA, flightDate: '2026-03-21' });
    expect((await lookup()).bookings.map((booking) => booking.id)).toEqual([id, second]);
  });

  it('shows a payment at the next lookup', async () => {
    await createBooking(app(), { ...ANA, flightDate: '2026-03-21' });
    expect(await statuses()).toEqual(['pending']);
    await createPaidBooking(app(), ANA);
    expect((await statuses()).sort()).toEqual(['paid', 'pending']);
  });

  it('shows an admin’s edit at the next lookup', async () => {
    const { id } = await createBooking(app(), ANA);
    expect(await statuses()).toEqual(['pending']);
    const admin = await signedInAdmin(app(), database());
    expect((await admin.update(id, { status: 'confirmed' })).statusCode).toBe(200);
    expect(await statuses()).toEqual(['confirmed']);
    expect((await admin.update(id, { lastName: 'Ortega' })).statusCode).toBe(200);
    expect((await lookup()).status).toBe(404);
    expect((await lookup({ ...ANA, lastName: 'ortega' })).status).toBe(200);
  });

  it('shows a change made in plain SQL, and a deletion, at the next lookup', async () => {
    const { id } = await createBooking(app(), ANA);
    expect(await statuses()).toEqual(['pending']);
    const url = engine === 'postgres' ? databaseUrl(database()) : undefined;
    await asOperator(engine, database(), sql`update bookings set status = 'cancelled' where id = ${id}`, url);
    expect(await statuses()).toEqual(['cancelled']);
    await asOperator(engine, database(), sql`delete from bookings where id = ${id}`, url);
    expect((await lookup()).status).toBe(404);
  });

  it('never keeps rows read before a change that committed while the read was under way', async () => {
    const { id } = await createBooking(app(), ANA);
    let changeDuringRead: SQL | undefined;
    // The table's query, with a write committed after the rows were read and before they are handed back.
    const read: typeof findBookingsByEmailAndLastName = async (db, email, lastName) => {
      const rows = await findBookingsByEmailAndLastName(db, email, lastName);
      if (changeDuringRead) await db.execute(changeDuringRead);
      changeDuringRead = undefined;
      return rows;
    };
    const cache = await startLookupCache(database(), read);
    try {
      changeDuringRead = sql`update bookings set status = 'cancelled' where id = ${id}`;
      // The read under way answers what it read...
      expect((await cache.find(ANA.email, ANA.lastName)).map((row) => row.status)).toEqual(['pending']);
      // ...but does not keep it: the next one reads the change.
      expect((await cache.find(ANA.email, ANA.lastName)).map((row) => row.status)).toEqual(['cancelled']);
      // Without a change, rows read are kept: a write behind the cache's back (no trigger) is not seen.
      await database().db.execute(sql`alter table bookings disable trigger bookings_changed`);
      await database().db.execute(sql`update bookings set status = 'confirmed' where id = ${id}`);
      await database().db.execute(sql`alter table bookings enable trigger bookings_changed`);
      const kept = engine === 'pglite' ? 'cancelled' : 'confirmed';
      expect((await cache.find(ANA.email, ANA.lastName)).map((row) => row.status)).toEqual([kept]);
    } finally {
      await cache.close();
    }
  });
});

/** The URL of a PostgreSQL test database, read from its pool. */
function databaseUrl(database: DatabaseHandle): string {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const options = pool.options as { connectionString?: string };
  if (!options.connectionString) throw new Error('no connection string on the pool');
  return options.connectionString;
}
