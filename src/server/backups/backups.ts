/**
 * Backups of the embedded database (issue 31, docs/decisions/038): PGlite's own dump of its folder (a
 * gzipped tar, taken between two queries, so consistent) written to BACKUP_DIR under a name that holds its
 * time; written to a temporary name and renamed, so a half-written file is never listed; the newest
 * BACKUP_KEEP kept. The scheduler makes one every night; admins can make one at any time.
 */
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { backupFileName, backupsBeyondKeep, backupTimeOf } from '../../domain/backups';
import type { DatabaseHandle } from '../db/client';

export interface BackupSettings {
  dir: string;
  keep: number;
}

export interface BackupFile {
  name: string;
  at: Date;
  sizeBytes: number;
}

/** Writes one backup now and deletes the ones beyond the keep count; answers the new one. */
export async function writeBackup(
  database: DatabaseHandle,
  settings: BackupSettings,
  now: Date,
): Promise<BackupFile> {
  if (!database.dumpDataDir) throw new Error('Only the embedded database is backed up by the server');
  await mkdir(settings.dir, { recursive: true });
  const dump = await database.dumpDataDir();
  const name = backupFileName(now);
  const partial = path.join(settings.dir, `.${name}.partial`);
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path.join(settings.dir, name));
  for (const old of backupsBeyondKeep(await readdir(settings.dir), settings.keep)) {
    await rm(path.join(settings.dir, old), { force: true });
  }
  return { name, at: now, sizeBytes: dump.size };
}

/** The backups in the folder, newest first; none when it does not exist yet. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: BackupFile[] = [];
  for (const name of names) {
    const at = backupTimeOf(name);
    if (!at) continue;
    files.push({ name, at, sizeBytes: (await stat(path.join(dir, name))).size });
  }
  return files.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** The path of a backup by its name; undefined for any name that is not a backup's (no path tricks). */
export function backupPath(dir: string, name: string): string | undefined {
  return backupTimeOf(name) && path.basename(name) === name ? path.join(dir, name) : undefined;
}
