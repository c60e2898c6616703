/**
 * The key that seals the embedded database's backups (decision 044): BACKUP_KEY when set, else the one
 * line of DATA_DIR/backup.key, made 0600 at the first start. It lies outside the database and outside
 * BACKUP_DIR, so a backup file alone opens nothing; the operator keeps a copy of it apart from the
 * backups. The same key, through a derivation of its own, seals the two-factor secrets when
 * TOTP_SECRET_KEY is unset.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keyBytes } from '../config';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../db/private-files';

export const BACKUP_KEY_FILE_NAME = 'backup.key';

interface KeySettings {
  backupKey: Buffer | undefined;
  dataDir: string;
}

export function backupKeyFile(dataDir: string): string {
  return path.join(dataDir, BACKUP_KEY_FILE_NAME);
}

/** BACKUP_KEY, else the key file's; undefined when neither is there (a restore on a new machine). */
export async function readBackupKey(settings: KeySettings): Promise<Buffer | undefined> {
  if (settings.backupKey) return settings.backupKey;
  const file = backupKeyFile(settings.dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = keyBytes(text.trim());
  if (!key) throw new Error(`${file} does not hold a key of 32 bytes in base64 or hex`);
  return key;
}

/** BACKUP_KEY, else the key file's, made at the first start (written once: never replaced). */
export async function loadOrCreateBackupKey(settings: KeySettings): Promise<Buffer> {
  const existing = await readBackupKey(settings);
  if (existing) return existing;
  makePrivateDir(settings.dataDir);
  const key = randomBytes(32);
  // 'wx': a key another process wrote meanwhile is kept, and read back below.
  await writeFile(backupKeyFile(settings.dataDir), `${key.toString('base64')}\n`, {
    mode: PRIVATE_FILE_MODE,
    flag: 'wx',
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readBackupKey(settings)) ?? key;
}

/** A key of its own for each use of the backup key, so no two uses share one. */
export function derivedKey(backupKey: Buffer, use: 'backup-seal' | 'backup-key-id' | 'totp-secrets'): Buffer {
  return Buffer.from(hkdfSync('sha256', backupKey, Buffer.alloc(0), use, 32));
}
