/**
 * The Accounts page's calls, registered inside adminRoutes, whose guard answers 401 and 403
 * (staff included) before any of these handlers run.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountIdParams,
  accountsOverviewSchema,
  changeRoleSchema,
  inviteAccountSchema,
} from '../../../domain/schemas/accounts';
import { emptyAdminRequestSchema } from '../../../domain/schemas/admin-api';
import { okResponseSchema } from '../../../domain/schemas/session';
import { adminOf } from '../../auth';
import { ADMIN_TAGS } from '../../http/admin-route-parts';
import type { AdminDeps } from '../admin-deps';
import {
  accountsOverview,
  changeRole,
  disableAccount,
  enableAccount,
  inviteAccount,
} from './accounts.service';

export function accountsRoutes(deps: AdminDeps): FastifyPluginAsyncZod {
  const contextOf = (
    request: FastifyRequest & { adminUser: Parameters<typeof adminOf>[0]['adminUser'] },
  ) => ({
    admin: adminOf(request),
    clientIp: request.ip,
    log: request.log,
  });
  const ok = { ok: true as const };

  return async (app) => {
    app.get(
      '/accounts',
      {
        schema: {
          summary: 'Every admin and staff account, and the latest account changes',
          tags: ADMIN_TAGS,
          response: { 200: accountsOverviewSchema },
        },
      },
      async () => accountsOverview(deps),
    );

    app.post(
      '/accounts',
      {
        schema: {
          summary: 'Add an admin or staff user: an invitation e-mail with a set-password link',
          tags: ADMIN_TAGS,
          body: inviteAccountSchema,
          response: { 201: okResponseSchema },
        },
      },
      async (request, reply) => {
        await inviteAccount(deps, request.body, contextOf(request));
        return reply.status(201).send(ok);
      },
    );

    app.post(
      '/accounts/:id/role',
      {
        schema: {
          summary: 'Change a role (never the last enabled admin’s to staff)',
          tags: ADMIN_TAGS,
          params: accountIdParams,
          body: changeRoleSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await changeRole(deps, request.params.id, request.body.role, contextOf(request));
        return ok;
      },
    );

    // Disable and Enable: one switch each way, alike but for what it does to the account.
    const switches = [
      {
        action: 'disable',
        summary: 'Disable an account: its sessions end at once and it cannot sign in',
        act: disableAccount,
      },
      { action: 'enable', summary: 'Enable a disabled account again', act: enableAccount },
    ];
    for (const { action, summary, act } of switches) {
      app.post(
        `/accounts/:id/${action}`,
        {
          schema: {
            summary,
            tags: ADMIN_TAGS,
            params: accountIdParams,
            body: emptyAdminRequestSchema,
            response: { 200: okResponseSchema },
          },
        },
        async (request) => {
          await act(deps, request.params.id, contextOf(request));
          return ok;
        },
      );
    }
  };
}
