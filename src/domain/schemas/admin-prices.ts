/** The Prices page's API shapes. */
import { z } from 'zod';
import { LOCATION_NAMES } from '../locations';
import { isPricedRoute, MAX_PRICE, MIN_PRICE, PRICE_MESSAGE } from '../price-admin';
import { isoInstant } from './fields';

const route = { from: z.enum(LOCATION_NAMES), to: z.enum(LOCATION_NAMES) };

export const priceInput = z
  .number({ error: PRICE_MESSAGE })
  .int(PRICE_MESSAGE)
  .min(MIN_PRICE, PRICE_MESSAGE)
  .max(MAX_PRICE, PRICE_MESSAGE);

/** PUT /api/admin/prices: the prices as typed; only those that changed are saved. */
export const adminPricesUpdateSchema = z.object({
  prices: z
    .array(
      z
        .object({ ...route, price: priceInput })
        .refine((row) => isPricedRoute(row.from, row.to), { error: 'Not a route we price' }),
    )
    .min(1)
    .max(12),
});
export type AdminPricesUpdate = z.infer<typeof adminPricesUpdateSchema>;

export const adminPricesSchema = z.object({
  routes: z.array(z.object({ ...route, price: z.int(), own: z.boolean() })),
  history: z.array(
    z.object({
      at: isoInstant,
      by: z.string(),
      ...route,
      oldPrice: z.int(),
      newPrice: z.int(),
    }),
  ),
});
export type AdminPrices = z.infer<typeof adminPricesSchema>;
