/**
 * 'Reconcile Payments' on the dashboard: runs the reconciliation with the payment provider now,
 * as the daily job does. Registered inside adminRoutes (admin/admin.routes.ts), behind its guard and the CSRF
 * check of admin calls.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECONCILIATION_FAILED_MESSAGE } from '../../../domain/reconciliation';
import { emptyAdminRequestSchema, reconciliationOutcomeSchema } from '../../../domain/schemas/admin-api';
import { AppError } from '../../errors';
import { ADMIN_TAGS } from '../../http/admin-route-parts';
import type { PaymentsDeps } from '../payments.service';
import { reconcilePayments } from './reconciliation.service';

export function reconciliationRoutes(deps: Omit<PaymentsDeps, 'publicUrl'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/reconciliation',
      {
        schema: {
          summary: "Compares the provider's payments and refunds of the last 3 days with ours, now",
          tags: ADMIN_TAGS,
          body: emptyAdminRequestSchema,
          response: { 200: reconciliationOutcomeSchema },
        },
      },
      async (request) => {
        try {
          return await reconcilePayments({ ...deps, publicUrl: deps.mail.publicUrl }, request.log);
        } catch (err) {
          request.log.error({ err }, 'reconciliation failed');
          throw new AppError('bad-gateway', RECONCILIATION_FAILED_MESSAGE);
        }
      },
    );
  };
}
