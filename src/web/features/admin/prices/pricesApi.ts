import { z } from 'zod';
import { type AdminPricesUpdate, adminPricesSchema } from '../../../../domain/schemas/admin-prices';
import { fetchJson } from '../../../api/fetchJson';

export function fetchAdminPrices(signal?: AbortSignal) {
  return fetchJson('/api/admin/prices', { schema: adminPricesSchema, signal });
}

export function saveAdminPrices(update: AdminPricesUpdate) {
  return fetchJson('/api/admin/prices', {
    method: 'PUT',
    body: update,
    schema: z.object({ changed: z.int(), prices: adminPricesSchema }),
  });
}
