/**
 * `npm run restore -- FILE` (decision 044): puts a backup in the place of the embedded database
 * in DATA_DIR. A sealed backup is opened with its key first: a wrong or missing key, or an altered file,
 * stops it before anything is touched. Then it takes the folder's lock, so it refuses, saying which process
 * holds it, while a server (or another command) uses the database. The backup is unpacked by PGlite into a
 * new folder and opened there before anything is moved; then the current database is kept aside
 * (pglite-replaced-TIME) and the new one put in its place, 0700/0600 like the rest of DATA_DIR. A backup
 * from an older version is migrated forward by the next start.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { backupTimeOf } from '../../domain/backups';
import { lockDataDir } from '../db/data-dir-lock';
import { makePrivateDir, makeTreePrivate } from '../db/private-files';
import { openBackup } from './sealed-backup';

export interface RestoredBackup {
  /** Where the replaced database was kept; null when the folder held none. */
  keptAside: string | null;
  /** False for a backup made before sealing. */
  sealed: boolean;
  /** When the backup was made: from its seal, else from its file name; null when neither tells. */
  madeAt: Date | null;
}

export async function restoreBackup(
  file: string,
  dataDir: string,
  key: Buffer | undefined,
  now: Date = new Date(),
): Promise<RestoredBackup> {
  const opened = openBackup(await readFile(file), key);
  const madeAt = opened.madeAt ?? backupTimeOf(path.basename(file));
  makePrivateDir(dataDir);
  const unlock = lockDataDir(dataDir);
  const stamp = now.toISOString().replaceAll(':', '-').replace('.', '-');
  const staging = path.join(dataDir, `pglite-restoring-${stamp}`);
  try {
    const restored = new PGlite({
      dataDir: staging,
      loadDataDir: new Blob([new Uint8Array(opened.dump)]),
      extensions: { pg_trgm },
    });
    try {
      await restored.waitReady;
      // A backup that does not open as a database fails here, before the current one is touched.
      await restored.query('select count(*) from pg_class');
    } finally {
      await restored.close().catch(() => {});
    }
    makeTreePrivate(staging);
    const live = path.join(dataDir, 'pglite');
    let keptAside: string | null = null;
    if (existsSync(live)) {
      keptAside = path.join(dataDir, `pglite-replaced-${stamp}`);
      await rename(live, keptAside);
    }
    await rename(staging, live);
    return { keptAside, sealed: opened.sealed, madeAt };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}
