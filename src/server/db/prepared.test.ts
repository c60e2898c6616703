import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { preparedRowsAt } from './prepared';

const HOUR = 3_600_000;

describe.each(TEST_ENGINES)('a statement prepared once for every instant on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('answers at each instant as if built at it', async () => {
    const window = (now: Date) =>
      sql`select ${now}::timestamptz as now, ${new Date(now.getTime() - 24 * HOUR)}::timestamptz as since, ${7}::int as days`;
    const at = async (iso: string) => {
      const [row] = await preparedRowsAt<{ now: unknown; since: unknown; days: number }>(
        database().db,
        `prepared_test_window_${engine}`,
        window,
        new Date(iso),
      );
      return {
        now: new Date(String(row?.now)).toISOString(),
        since: new Date(String(row?.since)).toISOString(),
        days: row?.days,
      };
    };
    expect(await at('2026-01-15T12:00:00.000Z')).toEqual({
      now: '2026-01-15T12:00:00.000Z',
      since: '2026-01-14T12:00:00.000Z',
      days: 7,
    });
    expect(await at('2026-03-01T08:30:00.000Z')).toEqual({
      now: '2026-03-01T08:30:00.000Z',
      since: '2026-02-28T08:30:00.000Z',
      days: 7,
    });
  });

  it('refuses a statement whose other values change with the instant', async () => {
    const byDay = (now: Date) => sql`select ${now.toISOString().slice(0, 10)}::date as day`;
    await expect(
      preparedRowsAt(
        database().db,
        `prepared_test_by_day_${engine}`,
        byDay,
        new Date('2026-01-15T23:30:00Z'),
      ),
    ).rejects.toThrow(/changes with the instant/);
  });
});
