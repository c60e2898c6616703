/**
 * GET /api/prices answers from memory, and a change to the price table shows at once: the table's trigger
 * notifies every server (on PostgreSQL also another process), and a write path may invalidate directly.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { startPriceCache } from './price-cache';

const tulumPrice = (body: string) =>
  (JSON.parse(body) as { routes: { to: string; basePrice: number }[] }).routes.find(
    (route) => route.to === 'Tulum',
  )?.basePrice;

describe.each(TEST_ENGINES)('the price cache on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database);
  const getPrices = async () => (await app().inject({ url: '/api/prices' })).body;

  it('answers a new price once the table changes, whoever changed it', async () => {
    await expect.poll(async () => tulumPrice(await getPrices())).toBe(199);
    expect(tulumPrice(await getPrices())).toBe(199);
    await database().db.execute(sql`update prices set base_price = 260 where to_location = 'Tulum'`);
    // PostgreSQL delivers the notification on the listening connection just after the commit.
    await expect.poll(async () => tulumPrice(await getPrices())).toBe(260);
  });

  it('answers the built-in prices once the table is emptied, and the new ones once refilled', async () => {
    // The table was emptied and seeded again before this test: its notification arrives just after.
    await expect.poll(async () => tulumPrice(await getPrices())).toBe(199);
    await database().db.execute(sql`delete from prices`);
    await database().db.execute(
      sql`insert into prices (from_location, to_location, base_price) values ('Cancun Airport', 'Tulum', 215)`,
    );
    await expect
      .poll(async () => JSON.parse(await getPrices()).routes)
      .toEqual([{ from: 'Cancun Airport', to: 'Tulum', basePrice: 215 }]);
  });

  it('reads the table again at once after invalidatePrices()', async () => {
    const cache = await startPriceCache(database());
    try {
      const log = app().log;
      expect(tulumPrice(await cache.pricesJson(log))).toBe(199);
      // A write path of this process: the change, then the invalidation, before any notification counts.
      await database().db.execute(sql`update prices set base_price = 230 where to_location = 'Tulum'`);
      cache.invalidatePrices();
      expect(tulumPrice(await cache.pricesJson(log))).toBe(230);
    } finally {
      await cache.close();
    }
  });
});
