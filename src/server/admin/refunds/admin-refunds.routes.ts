/**
 * The refund action, registered inside adminRoutes (../admin.routes.ts), whose guard answers 401 and 403
 * before the handler runs, and under the CSRF check for admin calls (http/csrf.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRefundResponseSchema } from '../../../domain/schemas/admin-api';
import { actorOf } from '../../auth';
import { bookingActRoute } from '../../http/admin-route-parts';
import type { PaymentProvider } from '../../payments';
import type { AdminDeps } from '../admin-deps';
import { refundBooking } from './admin-refunds.service';

export function adminRefundsRoutes(deps: AdminDeps & { provider: PaymentProvider }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/bookings/:id/refund',
      bookingActRoute('Refund 95% of what was paid, once', adminRefundResponseSchema),
      async (request) => refundBooking(deps, request.params.id, actorOf(request), request.log),
    );
  };
}
