import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDrizzleTextTypesOnce } from './pglite-text-types';

/** Drizzle's own option, as drizzle-orm/pglite sends it with every statement. */
const drizzleParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (type) => [type, (value: string) => value],
  ),
);

describe('PGlite reading Drizzle text types once', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    readDrizzleTextTypesOnce(client);
  });
  afterAll(() => client.close());

  const SELECT = `select timestamptz '2026-11-21 19:30:00.123456+00' as at, date '2026-11-21' as day,
    interval '90 minutes' as span, array[timestamptz '2026-11-21 19:30+00'] as ats, 42 as n`;

  it('answers the text PostgreSQL sent for timestamps, dates, intervals and their arrays, microseconds kept', async () => {
    for (const options of [
      undefined,
      { parsers: drizzleParsers },
      { rowMode: 'array' as const, parsers: drizzleParsers },
    ]) {
      const first = (await client.query<unknown>(SELECT, [], options)).rows[0];
      const row = Array.isArray(first)
        ? Object.fromEntries(['at', 'day', 'span', 'ats', 'n'].map((name, i) => [name, first[i]]))
        : first;
      expect(row).toEqual({
        at: '2026-11-21 19:30:00.123456+00',
        day: '2026-11-21',
        span: '01:30:00',
        ats: '{"2026-11-21 19:30:00+00"}',
        n: 42,
      });
    }
  });

  it('reads the same in a transaction', async () => {
    const rows = await client.transaction(
      async (tx) => (await tx.query(SELECT, [], { parsers: drizzleParsers })).rows,
    );
    expect(rows[0]).toMatchObject({ at: '2026-11-21 19:30:00.123456+00', day: '2026-11-21' });
  });

  it('keeps an option that asks for another type', async () => {
    const { rows } = await client.query<{ n: unknown; at: unknown }>(SELECT, [], {
      parsers: { ...drizzleParsers, [types.INT4]: (value: string) => `int ${value}` },
    });
    expect(rows[0]).toMatchObject({ n: 'int 42', at: '2026-11-21 19:30:00.123456+00' });
  });
});
