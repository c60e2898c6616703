import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '../../domain/schemas/session';
import type { SecretBox, SessionCookie, SessionDeps, SignInLimitsDeps } from '../auth';
import { adminOf, requireAdmin } from '../auth';
import { type BackupRouteDeps, backupsRoutes } from '../backups';
import type { DispatchStreamLimits } from '../config';
import {
  adminDispatchRoutes,
  adminLandingRoutes,
  boardRoutes,
  type RideChangeHub,
  type StreamCount,
} from '../dispatch';
import { ADMIN_TAGS } from '../http/admin-route-parts';
import type { MailSettings } from '../mail';
import { adminPhoneMessagesRoutes } from '../messaging';
import type { PaymentProvider } from '../payments';
import { reconciliationRoutes } from '../payments';
import type { PriceCache } from '../prices';
import { adminPricesRoutes } from '../prices';
import { privacyRoutes } from '../privacy';
import { type SystemDeps, systemRoutes } from '../system';
import { accountsRoutes } from './accounts/accounts.routes';
import { adminBookingsRoutes } from './bookings/admin-bookings.routes';
import { adminExportsRoutes } from './exports/admin-exports.routes';
import type { ListTuning } from './list/admin-list.queries';
import { adminListRoutes } from './list/admin-list.routes';
import { manifestRoutes } from './manifest/manifest.routes';
import { adminOperationsRoutes } from './operations/admin-operations.routes';
import { providersRoutes } from './providers/providers.routes';
import { statementRoutes } from './providers/statement.routes';
import { adminRefundsRoutes } from './refunds/admin-refunds.routes';
import { reportsRoutes } from './reports/reports.routes';
import { securityRoutes } from './security/security.routes';

export interface AdminRouteDeps extends SessionDeps {
  cookie: SessionCookie;
  mail: MailSettings;
  provider: PaymentProvider;
  /** How the dashboard's list answers broad searches on this database engine. */
  listTuning: ListTuning;
  totpSecrets: SecretBox;
  recoveryCodeKey: Buffer;
  /** Setting two-factor sign-in up again takes a code, counted as the sign-in counts codes. */
  signInLimits: SignInLimitsDeps;
  /** The in-memory copy of GET /api/prices, forgotten after the Prices page saves. */
  prices: Pick<PriceCache, 'invalidatePrices'>;
  /** The rides that change, for the open dispatch boards (one listener per server). */
  rideChanges: RideChangeHub;
  /** How many board streams per sign-in and per server, and how long each lives (decision 045). */
  streamLimits: DispatchStreamLimits;
  /** This server's open board streams, for its heartbeat and metrics. */
  openStreams: StreamCount;
  /** The System page's parts. */
  system: SystemDeps;
  /** The embedded database's backups. */
  backups: BackupRouteDeps;
  /** Whether a Twilio account is set (the card's 'Messages' section). */
  messagingOn: boolean;
  /** Runs the message worker soon, after an admin's reply is queued. */
  wakeMessages: () => void;
}

/**
 * Everything under /api/admin: the admin's own parts, one sub-folder each (list/, bookings/ for edit and
 * history, refunds/, manifest/, exports/, operations/ for messages, driver details and needs attention,
 * security/, accounts/, providers/, reports/), and the admin routes each feature keeps in its own folder
 * (prices, payments' reconciliation, dispatch with its board and landing, backups, privacy, system), reached
 * through its index.ts. The guard is registered first, for this whole plugin: every admin route
 * registered here needs a live admin session.
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
          tags: ADMIN_TAGS,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => {
        const { email, role } = adminOf(request);
        return { user: { email, role } };
      },
    );

    await app.register(adminListRoutes(deps));
    await app.register(adminBookingsRoutes(deps));
    await app.register(adminRefundsRoutes(deps));
    await app.register(manifestRoutes(deps));
    await app.register(adminExportsRoutes(deps));
    await app.register(adminOperationsRoutes(deps));
    await app.register(securityRoutes(deps));
    await app.register(accountsRoutes(deps));
    await app.register(reportsRoutes(deps));
    await app.register(adminPricesRoutes(deps));
    await app.register(reconciliationRoutes(deps));
    await app.register(providersRoutes(deps));
    await app.register(adminDispatchRoutes(deps));
    await app.register(adminPhoneMessagesRoutes({ ...deps, wake: deps.wakeMessages }));
    await app.register(boardRoutes(deps));
    await app.register(statementRoutes(deps));
    await app.register(backupsRoutes(deps.backups));
    await app.register(privacyRoutes({ ...deps, erasureLog: deps.backups.settings?.erasureLog }));
    await app.register(adminLandingRoutes(deps));
    await app.register(systemRoutes(deps.system));
  };
}
