/**
 * The Backups page's calls (issue 31): the list of the embedded database's backups, 'Back Up Now', and a
 * backup's download. With PostgreSQL the server makes none: the list says so (engine 'postgres') and the
 * other two routes do not exist. Behind the admin guard (../admin.routes.ts).
 */
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyAdminRequestSchema } from '../../../domain/schemas/admin-api';
import {
  type BackupsResponse,
  backupNameParamsSchema,
  backupsResponseSchema,
} from '../../../domain/schemas/backups';
import { type BackupSettings, backupPath, listBackups, writeBackup } from '../../backups';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors';
import { ADMIN_TAGS } from '../admin-route-parts';

export interface BackupRouteDeps extends BackupSettings {
  database: DatabaseHandle;
  now: () => Date;
}

async function backupsOf(deps: BackupRouteDeps): Promise<BackupsResponse> {
  if (deps.database.kind !== 'pglite') return { engine: 'postgres', backups: [] };
  const files = await listBackups(deps.dir);
  return {
    engine: 'pglite',
    backups: files.map((file) => ({ name: file.name, at: file.at.toISOString(), sizeBytes: file.sizeBytes })),
  };
}

export function backupsRoutes(deps: BackupRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/backups',
      {
        schema: {
          summary: "The embedded database's backups, newest first",
          tags: ADMIN_TAGS,
          response: { 200: backupsResponseSchema },
        },
      },
      async () => backupsOf(deps),
    );
    if (deps.database.kind !== 'pglite') return;

    app.post(
      '/backups',
      {
        schema: {
          summary: 'Back Up Now: writes a backup of the embedded database',
          tags: ADMIN_TAGS,
          body: emptyAdminRequestSchema,
          response: { 200: backupsResponseSchema },
        },
      },
      async (request) => {
        const made = await writeBackup(deps.database, deps, deps.now());
        request.log.info({ backup: made.name, sizeBytes: made.sizeBytes }, 'backup written on request');
        return backupsOf(deps);
      },
    );

    app.get(
      '/backups/:name',
      {
        schema: {
          summary: 'Downloads one backup',
          tags: ADMIN_TAGS,
          params: backupNameParamsSchema,
        },
      },
      async (request, reply) => {
        const file = backupPath(deps.dir, request.params.name);
        const known = (await listBackups(deps.dir)).some((backup) => backup.name === request.params.name);
        if (!file || !known) {
          throw new AppError('not-found', 'No such backup');
        }
        return reply
          .header('Content-Type', 'application/gzip')
          .header('Content-Disposition', `attachment; filename="${request.params.name}"`)
          .header('Cache-Control', 'no-store')
          .send(createReadStream(file));
      },
    );
  };
}
