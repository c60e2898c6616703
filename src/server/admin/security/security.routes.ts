/**
 * The Security page's calls, registered inside adminRoutes, whose guard answers 401 and 403
 * before any of these handlers run. Each acts on the signed-in admin's own account only.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyAdminRequestSchema } from '../../../domain/schemas/admin-api';
import { okResponseSchema } from '../../../domain/schemas/session';
import {
  authenticationCodeSchema,
  enrolmentDoneSchema,
  enrolmentSchema,
  securityOverviewSchema,
  sessionIdParams,
  setUpTwoFactorSchema,
} from '../../../domain/schemas/two-factor';
import { adminOf, readSessionId, type SessionCookie } from '../../auth';
import { ADMIN_TAGS } from '../../http/admin-route-parts';
import {
  endOwnSession,
  type SecurityDeps,
  securityOverview,
  setUpTwoFactor,
  turnOnTwoFactor,
} from './security.service';

export function securityRoutes(deps: SecurityDeps & { cookie: SessionCookie }): FastifyPluginAsyncZod {
  const contextOf = (request: FastifyRequest) => ({
    sessionId: readSessionId(request, deps.cookie),
    clientIp: request.ip,
    log: request.log,
  });

  return async (app) => {
    app.get(
      '/security',
      {
        schema: {
          summary: "The signed-in admin's two-factor state and active sessions",
          tags: ADMIN_TAGS,
          response: { 200: securityOverviewSchema },
        },
      },
      async (request) => securityOverview(deps, adminOf(request), contextOf(request)),
    );

    app.post(
      '/security/two-factor/setup',
      {
        schema: {
          summary: 'Set Up Two-Factor Authentication: a new secret as a QR code and as base32 text',
          tags: ADMIN_TAGS,
          body: setUpTwoFactorSchema,
          response: { 200: enrolmentSchema },
        },
      },
      async (request) => setUpTwoFactor(deps, adminOf(request), request.body.currentCode, contextOf(request)),
    );

    app.post(
      '/security/two-factor/verify',
      {
        schema: {
          summary: 'Verify and Turn On: the first code; answers the ten recovery codes, shown once',
          tags: ADMIN_TAGS,
          body: authenticationCodeSchema,
          response: { 200: enrolmentDoneSchema },
        },
      },
      async (request) => ({
        recoveryCodes: await turnOnTwoFactor(deps, adminOf(request), request.body.code, contextOf(request)),
      }),
    );

    app.post(
      '/security/sessions/:id/end',
      {
        schema: {
          summary: 'End Session: signs one of the admin’s own sessions out',
          tags: ADMIN_TAGS,
          params: sessionIdParams,
          body: emptyAdminRequestSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await endOwnSession(deps, adminOf(request), request.params.id, contextOf(request));
        return { ok: true as const };
      },
    );
  };
}
