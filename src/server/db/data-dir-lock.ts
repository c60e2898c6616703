/**
 * PGlite is one process's database: two processes opening the same folder would corrupt it. A lock
 * file with the owner's pid keeps a second server (or `npm run user` beside a running server) out,
 * and a lock left by a process that died is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from './private-files';

export class DataDirInUseError extends Error {}

/** Folders this process holds: a lock file with our own pid is ours only if we took it (pids get reused). */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', PRIVATE_FILE_MODE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByThisProcess.add(lockFile);
      return () => {
        heldByThisProcess.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      const inUse =
        owner === process.pid ? heldByThisProcess.has(lockFile) : Number.isInteger(owner) && isAlive(owner);
      if (inUse) {
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is in use by process ${owner}; stop it first (or set DATA_DIR to another folder)`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}`);
}
