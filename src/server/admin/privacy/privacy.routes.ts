/**
 * The Personal Data page's calls (issue 31): find everything held about a person, and erase it on
 * request. Behind the admin guard and the CSRF check of admin calls (../admin.routes.ts); both are POSTs,
 * so an e-mail address never sits in a URL or an access log.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  personalDataErasureSchema,
  personalDataQuerySchema,
  personalDataSchema,
} from '../../../domain/schemas/privacy';
import { adminOf } from '../../auth';
import type { Database } from '../../db/client';
import { ADMIN_TAGS } from '../admin-route-parts';
import { erasePersonalData, findPersonalData } from './personal-data.service';

export function privacyRoutes(deps: { db: Database; now: () => Date }): FastifyPluginAsyncZod {
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
        await erasePersonalData(deps.db, request.body, actor, deps.now());
        request.log.info({ by: actor }, 'personal data erased on request');
        return findPersonalData(deps.db, { email: request.body.email, lastName: request.body.lastName });
      },
    );
  };
}
