/** The Backups page's answer, shared by the server's routes and the web page. */
import { z } from 'zod';

export const backupSchema = z.object({
  name: z.string(),
  /** ISO instant the backup was made. */
  at: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});

export const backupsResponseSchema = z.object({
  /** 'pglite': the server backs up its embedded database; 'postgres': the database service does. */
  engine: z.enum(['pglite', 'postgres']),
  backups: z.array(backupSchema),
});

export type Backup = z.infer<typeof backupSchema>;
export type BackupsResponse = z.infer<typeof backupsResponseSchema>;

/** A backup's file name, as the server makes them (sealed, or from before sealing): the only names a download accepts. */
export const backupNameParamsSchema = z.object({
  name: z.string().regex(/^backup-[0-9T-]{1,40}Z(\.sealed|\.tar\.gz)$/, 'Not a backup'),
});

export const POSTGRES_BACKUPS_TEXT = 'Backups of PostgreSQL are made by your database service.';
