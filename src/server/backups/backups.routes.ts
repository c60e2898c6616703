/**
 * The Backups page's calls: the list of the embedded database's backups, 'Back Up Now', and a
 * backup's download, sealed as it is kept (decision 044): it opens only with the backup key. With PostgreSQL the server makes none: the list says so (engine 'postgres') and the
 * other two routes do not exist. Behind the admin guard (admin/admin.routes.ts).
 */
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyAdminRequestSchema } from '../../domain/schemas/admin-api';
import {
  type BackupsResponse,
  backupNameParamsSchema,
  backupsResponseSchema,
} from '../../domain/schemas/backups';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors';
import { ADMIN_TAGS } from '../http/admin-route-parts';
import { type BackupSettings, backupPath, listBackups, writeBackup } from './backups';

export interface BackupRouteDeps {
  database: DatabaseHandle;
  now: () => Date;
  /**
   * The embedded database's backups (where, how many, their key) and the list of erasures a restore
   * applies again (decision 044); undefined on PostgreSQL, whose backups are the database service's.
   */
  settings: (BackupSettings & { erasureLog: string }) | undefined;
}

async function backupsOf(settings: BackupSettings | undefined): Promise<BackupsResponse> {
  if (!settings) return { engine: 'postgres', backups: [] };
  const files = await listBackups(settings.dir);
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
      async () => backupsOf(deps.settings),
    );
    const settings = deps.settings;
    if (!settings) return;

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
        const made = await writeBackup(deps.database, settings, deps.now());
        request.log.info({ backup: made.name, sizeBytes: made.sizeBytes }, 'backup written on request');
        return backupsOf(settings);
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
        const file = backupPath(settings.dir, request.params.name);
        const known = (await listBackups(settings.dir)).some((backup) => backup.name === request.params.name);
        if (!file || !known) {
          throw new AppError('not-found', 'No such backup');
        }
        // The file as it is on the disk: sealed (a backup from before sealing is sealed at start).
        return reply
          .header('Content-Type', 'application/octet-stream')
          .header('Content-Disposition', `attachment; filename="${request.params.name}"`)
          .header('Cache-Control', 'no-store')
          .send(createReadStream(file));
      },
    );
  };
}
