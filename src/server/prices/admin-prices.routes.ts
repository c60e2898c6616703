/**
 * The Prices page's API, registered inside adminRoutes (admin/admin.routes.ts), whose guard
 * answers 401 and 403 before these handlers run. Reading is for every signed-in user; changing prices is
 * for admins only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPricesSchema, adminPricesUpdateSchema } from '../../domain/schemas/admin-prices';
import { adminOf } from '../auth';
import { AppError } from '../errors';
import { ADMIN_TAGS } from '../http/admin-route-parts';
import { type AdminPricesDeps, getAdminPrices, updateAdminPrices } from './admin-prices.service';

export function adminPricesRoutes(deps: AdminPricesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/prices',
      {
        schema: {
          summary:
            "Every route's price per vehicle (a direction without its own shows its reverse) and the changes",
          tags: ADMIN_TAGS,
          response: { 200: adminPricesSchema },
        },
      },
      async () => getAdminPrices(deps),
    );

    app.put(
      '/prices',
      {
        schema: {
          summary: 'Saves the prices that changed, each with who and when in the history',
          tags: ADMIN_TAGS,
          body: adminPricesUpdateSchema,
          response: { 200: z.object({ changed: z.int(), prices: adminPricesSchema }) },
        },
      },
      async (request) => {
        const user = adminOf(request);
        if (user.role !== 'admin') throw new AppError('forbidden', 'Only an admin can change prices');
        return updateAdminPrices(deps, request.body, user.email);
      },
    );
  };
}
