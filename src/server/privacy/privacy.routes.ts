/**
 * The Personal Data page's calls: find everything held about a person, and erase it on
 * request; on the embedded database an erasure is also written to the list a restore applies again
 * (decision 044). Behind the admin guard and the CSRF check of admin calls (admin/admin.routes.ts); both
 * are POSTs, so an e-mail address never sits in a URL or an access log.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  personalDataErasureSchema,
  personalDataQuerySchema,
  personalDataSchema,
} from '../../domain/schemas/privacy';
import { adminOf } from '../auth';
import { recordErasure } from '../backups';
import type { Database } from '../db/client';
import { ADMIN_TAGS } from '../http/admin-route-parts';
import { erasePersonalData, findPersonalData } from './personal-data.service';

export interface PrivacyRouteDeps {
  db: Database;
  now: () => Date;
  /** The embedded database's list of erasures, applied again by a restore (decision 044); none on PostgreSQL. */
  erasureLog: string | undefined;
}

export function privacyRoutes(deps: PrivacyRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/privacy/find',
      {
        schema: {
          summary: 'Find Personal Data: everything held about the person with this e-mail and last name',
          tags: ADMIN_TAGS,
          body: personalDataQuerySchema,
          response: { 200: personalDataSchema },
        },
      },
      async (request) => findPersonalData(deps.db, request.body),
    );

    app.post(
      '/privacy/erase',
      {
        schema: {
          summary:
            'Erase Personal Data: removes what the law does not oblige us to keep; confirmed by a found booking id or the e-mail typed out (400 otherwise); refused while a ride is ahead or less than 24 hours past (409)',
          tags: ADMIN_TAGS,
          body: personalDataErasureSchema,
          response: { 200: personalDataSchema },
        },
      },
      async (request) => {
        const actor = adminOf(request).email;
        const now = deps.now();
        await erasePersonalData(deps.db, request.body, actor, now);
        request.log.info({ by: actor }, 'personal data erased on request');
        const query = { email: request.body.email, lastName: request.body.lastName };
        const found = await findPersonalData(deps.db, query);
        if (deps.erasureLog) {
          const bookingIds = found.bookings
            .filter((booking) => booking.erasedAt)
            .map((booking) => booking.id);
          await recordErasure(deps.erasureLog, { at: now, by: actor, query, bookingIds });
        }
        return found;
      },
    );
  };
}
