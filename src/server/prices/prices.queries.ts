import { sql } from 'drizzle-orm';
import { DEFAULT_PRICE_ROUTES, type PriceRoute } from '../../domain/prices';
import type { Database } from '../db/client';
import { prices } from '../db/schema';

/** Every route price, in a stable order. */
export async function listPriceRoutes(db: Database): Promise<PriceRoute[]> {
  const rows = await db
    .select({ from: prices.fromLocation, to: prices.toLocation, basePrice: prices.basePrice })
    .from(prices)
    .orderBy(prices.basePrice, prices.fromLocation, prices.toLocation);
  return rows;
}

/**
 * Seeds the spec's prices (SPEC section 9) into an empty table, once. A table that already holds any
 * price is the operator's: it is left as it is.
 */
export async function seedDefaultPricesIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two servers starting at once on one PostgreSQL must not both seed.
    await tx.execute(sql`lock table ${prices} in share row exclusive mode`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(prices);
    if ((existing?.count ?? 0) > 0) return false;
    await tx.insert(prices).values(
      DEFAULT_PRICE_ROUTES.map((route) => ({
        fromLocation: route.from,
        toLocation: route.to,
        basePrice: route.basePrice,
      })),
    );
    return true;
  });
}
