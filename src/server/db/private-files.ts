/**
 * The data folders are private to the server's user whatever the umask (docs/decisions/044): DATA_DIR,
 * BACKUP_DIR and everything in them are 0700 (folders) and 0600 (files). The embedded database unpacks its
 * first files 0666, so its folder is made private again once it is open; every file of ours is written
 * 0600 from the start.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { appendFile, chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

const vanished = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Creates the folder (and any missing parent) 0700, and makes it 0700 when it already existed. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Makes every folder under `root` (itself included) 0700 and every file 0600. Symbolic links are left
 * alone (a chmod would follow them out of the folder); a file removed meanwhile is skipped.
 */
export function makeTreePrivate(root: string): void {
  let stats: ReturnType<typeof lstatSync>;
  try {
    stats = lstatSync(root);
  } catch (error) {
    if (vanished(error)) return;
    throw error;
  }
  if (stats.isSymbolicLink()) return;
  const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  try {
    if ((stats.mode & 0o777) !== wanted) chmodSync(root, wanted);
    if (stats.isDirectory()) {
      for (const name of readdirSync(root)) makeTreePrivate(path.join(root, name));
    }
  } catch (error) {
    if (!vanished(error)) throw error;
  }
}

/** Writes a file 0600 (also when it already existed with another mode). */
export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  await writeFile(file, data, { mode: PRIVATE_FILE_MODE });
  await chmod(file, PRIVATE_FILE_MODE);
}

/** Appends to a file made 0600 (created so when missing). */
export async function appendPrivateFile(file: string, data: string): Promise<void> {
  await appendFile(file, data, { mode: PRIVATE_FILE_MODE });
  await chmod(file, PRIVATE_FILE_MODE);
}
