/**
 * `npm run restore -- FILE` (issue 31): puts a backup in the place of the embedded database in DATA_DIR.
 * It takes the folder's lock first, so it refuses, saying which process holds it, while a server (or
 * another command) uses the database. The backup is unpacked by PGlite into a new folder and opened there
 * before anything is moved; then the current database is kept aside (pglite-replaced-TIME) and the new one
 * put in its place. A backup from an older version is migrated forward by the next server start.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from '../db/data-dir-lock';

/** Answers where the replaced database was kept, or null when the folder held none. */
export async function restoreBackup(
  file: string,
  dataDir: string,
  now: Date = new Date(),
): Promise<{ keptAside: string | null }> {
  const backup = await readFile(file);
  await mkdir(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const stamp = now.toISOString().replaceAll(':', '-').replace('.', '-');
  const staging = path.join(dataDir, `pglite-restoring-${stamp}`);
  try {
    const restored = new PGlite({
      dataDir: staging,
      loadDataDir: new Blob([backup]),
      extensions: { pg_trgm },
    });
    try {
      await restored.waitReady;
      // A backup that does not open as a database fails here, before the current one is touched.
      await restored.query('select count(*) from pg_class');
    } finally {
      await restored.close().catch(() => {});
    }
    const live = path.join(dataDir, 'pglite');
    let keptAside: string | null = null;
    if (existsSync(live)) {
      keptAside = path.join(dataDir, `pglite-replaced-${stamp}`);
      await rename(live, keptAside);
    }
    await rename(staging, live);
    return { keptAside };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}
