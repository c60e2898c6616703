import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '../../domain/schemas/session';
import { adminOf, requireAdmin } from '../auth/require-admin';
import type { SessionCookie } from '../auth/session-cookie';
import type { SessionDeps } from '../auth/sessions.service';
import type { MailSettings } from '../mail/booking-notifications';
import type { PaymentProvider } from '../payments/payment-provider';
import { adminBookingsRoutes } from './admin-bookings.routes';
import { adminExportsRoutes } from './admin-exports.routes';
import type { ListTuning } from './admin-list.queries';
import { adminOperationsRoutes } from './admin-operations.routes';

export interface AdminRouteDeps extends SessionDeps {
  cookie: SessionCookie;
  mail: MailSettings;
  provider: PaymentProvider;
  /** How the dashboard's list answers broad searches on this database engine. */
  listTuning: ListTuning;
}

/**
 * Everything under /api/admin. The guard is registered first, for this whole plugin: every admin route
 * registered here (the dashboard's bookings, messages, refunds, the manifest and the downloads) needs a live admin session.
 */
export function adminRoutes(deps: AdminRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.decorateRequest('adminUser', null);
    app.addHook('onRequest', requireAdmin(deps));

    app.get(
      '/me',
      {
        schema: {
          summary: 'The signed-in admin',
          tags: ['admin'],
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => {
        const { email, role } = adminOf(request);
        return { user: { email, role } };
      },
    );

    await app.register(adminBookingsRoutes(deps));
    await app.register(adminExportsRoutes(deps));
    await app.register(adminOperationsRoutes(deps));
  };
}
