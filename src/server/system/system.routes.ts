/**
 * The System page's calls: every part's status, and 'Retry Failed E-mails'. Behind the admin guard
 * (admin/admin.routes.ts), which lets only admins through.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyAdminRequestSchema } from '../../domain/schemas/admin-api';
import { retryFailedEmailsSchema, systemStatusSchema } from '../../domain/schemas/system';
import { ADMIN_TAGS } from '../http/admin-route-parts';
import { requeueFailedEmails } from './mail-figures.queries';
import type { SystemDeps } from './system-deps';
import { systemStatus } from './system-status.service';

export function systemRoutes(deps: SystemDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/system',
      {
        schema: {
          summary: 'Each part of the running product: OK, Warning or Problem, what to do, its figures',
          tags: ADMIN_TAGS,
          response: { 200: systemStatusSchema },
        },
      },
      async () => systemStatus(deps),
    );

    app.post(
      '/system/email/retry',
      {
        schema: {
          summary: 'Retry Failed E-mails: queues again exactly the e-mails given up on',
          tags: ADMIN_TAGS,
          body: emptyAdminRequestSchema,
          response: { 200: retryFailedEmailsSchema },
        },
      },
      async (request) => {
        const requeued = await requeueFailedEmails(deps.database.db, deps.now());
        request.log.info({ requeued }, 'failed e-mails queued again');
        if (requeued > 0) deps.wakeMailer();
        return { requeued };
      },
    );
  };
}
