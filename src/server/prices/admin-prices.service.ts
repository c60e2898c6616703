/**
 * The Prices page: every route's price per vehicle and the history of changes; saving records
 * who changed what. A new booking reads the table, so it gets the new price at once on every server;
 * existing bookings keep the total they were booked at.
 */
import { pricesForPage } from '../../domain/price-admin';
import { findBasePrice } from '../../domain/prices';
import type { AdminPrices, AdminPricesUpdate } from '../../domain/schemas/admin-prices';
import type { Database } from '../db/client';
import { listPriceChanges, pinPrice, savePrice, withLockedPrices } from './admin-prices.queries';
import type { PriceCache } from './price-cache';
import { listPriceRoutes } from './prices.queries';

export interface AdminPricesDeps {
  db: Database;
  now: () => Date;
  /** This server's copy of GET /api/prices: forgotten at once after a save (the others hear the NOTIFY). */
  prices: Pick<PriceCache, 'invalidatePrices'>;
}

export async function getAdminPrices(deps: AdminPricesDeps): Promise<AdminPrices> {
  const [table, history] = await Promise.all([listPriceRoutes(deps.db), listPriceChanges(deps.db)]);
  return {
    routes: pricesForPage(table),
    history: history.map((row) => ({ ...row, at: row.at.toISOString() }) as AdminPrices['history'][number]),
  };
}

/** Saves the prices that differ from what a booking is quoted now; answers the page's new state. */
export async function updateAdminPrices(
  deps: AdminPricesDeps,
  update: AdminPricesUpdate,
  by: string,
): Promise<{ changed: number; prices: AdminPrices }> {
  const at = deps.now();
  const changed = await withLockedPrices(deps.db, async (tx, table) => {
    const changes = update.prices.filter(({ from, to, price }) => price !== findBasePrice(table, from, to));
    for (const { from, to, price } of changes) {
      await savePrice(tx, { from, to, oldPrice: findBasePrice(table, from, to), newPrice: price, by, at });
    }
    // A direction left as shown but without its own price would follow its reverse to the new price: it
    // keeps the price the admin saw, now as its own (the quote does not change, so no history line).
    const after = [
      ...table.filter((row) => !changes.some((change) => change.from === row.from && change.to === row.to)),
      ...changes.map(({ from, to, price }) => ({ from, to, basePrice: price })),
    ];
    for (const { from, to, price } of update.prices) {
      if (findBasePrice(after, from, to) !== price) await pinPrice(tx, { from, to, price });
    }
    return changes.length;
  });
  deps.prices.invalidatePrices();
  return { changed, prices: await getAdminPrices(deps) };
}
