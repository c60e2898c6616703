/**
 * Backups of the embedded database (docs/decisions/038 and 044): PGlite's own dump of its folder
 * (a gzipped tar, taken between two queries, so consistent), sealed with the backup key, written 0600 to
 * BACKUP_DIR (0700) under a name that holds its time; written to a temporary name and renamed, so a
 * half-written file is never listed; the newest BACKUP_KEEP kept. The scheduler makes one every night;
 * admins can make one at any time.
 */
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { backupFileName, backupsBeyondKeep, backupTimeOf, isUnsealedBackupName } from '../../domain/backups';
import type { DatabaseHandle } from '../db/client';
import { makePrivateDir, makeTreePrivate, writePrivateFile } from '../db/private-files';
import { openBackup, sealBackup } from './sealed-backup';

export interface BackupSettings {
  dir: string;
  keep: number;
  /** The backup key (backup-key.ts): every backup is sealed with it. */
  key: Buffer;
}

export interface BackupFile {
  name: string;
  at: Date;
  sizeBytes: number;
}

/** Writes a file of BACKUP_DIR 0600 under a temporary name, then gives it its own. */
async function writeBackupFile(dir: string, name: string, content: Uint8Array): Promise<void> {
  const partial = path.join(dir, `.${name}.partial`);
  await writePrivateFile(partial, content);
  await rename(partial, path.join(dir, name));
}

/** Writes one backup now and deletes the ones beyond the keep count; answers the new one. */
export async function writeBackup(
  database: DatabaseHandle,
  settings: BackupSettings,
  now: Date,
): Promise<BackupFile> {
  if (!database.dumpDataDir) throw new Error('Only the embedded database is backed up by the server');
  makePrivateDir(settings.dir);
  const dump = await database.dumpDataDir();
  const sealed = sealBackup(new Uint8Array(await dump.arrayBuffer()), settings.key, now);
  const name = backupFileName(now);
  await writeBackupFile(settings.dir, name, sealed);
  for (const old of backupsBeyondKeep(await readdir(settings.dir), settings.keep)) {
    await rm(path.join(settings.dir, old), { force: true });
  }
  return { name, at: now, sizeBytes: sealed.length };
}

/**
 * At start: BACKUP_DIR and what it holds made private, and every backup made before sealing sealed in
 * its place (its time kept), so no readable copy of the database stays on the disk. Answers how many were
 * sealed, and the names of those that could not be read as a backup (left as they are).
 */
export async function sealBackupsLeftUnsealed(
  settings: Omit<BackupSettings, 'keep'>,
): Promise<{ sealed: number; unreadable: string[] }> {
  makePrivateDir(settings.dir);
  makeTreePrivate(settings.dir);
  let sealed = 0;
  const unreadable: string[] = [];
  for (const name of await readdir(settings.dir)) {
    const at = backupTimeOf(name);
    if (!at || !isUnsealedBackupName(name)) continue;
    let opened: ReturnType<typeof openBackup>;
    try {
      opened = openBackup(await readFile(path.join(settings.dir, name)), settings.key);
    } catch {
      unreadable.push(name);
      continue;
    }
    await writeBackupFile(settings.dir, backupFileName(at), sealBackup(opened.dump, settings.key, at));
    await rm(path.join(settings.dir, name));
    sealed += 1;
  }
  return { sealed, unreadable };
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
