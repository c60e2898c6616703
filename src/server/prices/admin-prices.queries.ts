import { desc, sql } from 'drizzle-orm';
import type { PriceRoute } from '../../domain/prices';
import type { Database, Transaction } from '../db/client';
import { priceChanges, prices } from '../db/schema';
import { listPriceRoutes } from './prices.queries';

/** The last changes first; the page shows a year's worth at most. */
const HISTORY_LIMIT = 200;

export function listPriceChanges(db: Database) {
  return db
    .select({
      at: priceChanges.changedAt,
      by: priceChanges.changedBy,
      from: priceChanges.fromLocation,
      to: priceChanges.toLocation,
      oldPrice: priceChanges.oldPrice,
      newPrice: priceChanges.newPrice,
    })
    .from(priceChanges)
    .orderBy(desc(priceChanges.changedAt), desc(priceChanges.id))
    .limit(HISTORY_LIMIT);
}

/**
 * Runs `change` on the price table as it is, with the table locked against other saves (two admins, or two
 * servers, saving at once): each sees the prices the other saved, and the history's old prices are true.
 */
export function withLockedPrices<T>(
  db: Database,
  change: (tx: Transaction, table: PriceRoute[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${prices} in share row exclusive mode`);
    return change(tx, await listPriceRoutes(tx as unknown as Database));
  });
}

/** Gives a route its own row at the price it is quoted now, without a history line. */
export async function pinPrice(
  tx: Transaction,
  row: { from: string; to: string; price: number },
): Promise<void> {
  await tx
    .insert(prices)
    .values({ fromLocation: row.from, toLocation: row.to, basePrice: row.price })
    .onConflictDoUpdate({ target: [prices.fromLocation, prices.toLocation], set: { basePrice: row.price } });
}

export async function savePrice(
  tx: Transaction,
  change: { from: string; to: string; oldPrice: number; newPrice: number; by: string; at: Date },
): Promise<void> {
  await pinPrice(tx, { from: change.from, to: change.to, price: change.newPrice });
  await tx.insert(priceChanges).values({
    fromLocation: change.from,
    toLocation: change.to,
    oldPrice: change.oldPrice,
    newPrice: change.newPrice,
    changedBy: change.by,
    changedAt: change.at,
  });
}
