// One build at a time, and never half a build in dist/: every build (`npm run build`, and `npm start`'s
// build-if-missing) takes the lock beside dist/, writes into a folder of its own beside it, and puts that
// folder in dist/'s place only once it is complete. Several `npm start` at once in a fresh clone: one builds,
// the others wait for the lock, then find the build fresh and start at once.
import { readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { acquireLock, isRunning, type LockOptions } from './lock.ts';

/** Writes a complete build into the folder given (which it creates). */
export type Build = (outDir: string) => Promise<void>;

/** Why the build in `distDir` must be made again, or null when it is fresh. */
export type StaleReason = () => string | null;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

const lockFileOf = (distDir: string) => `${distDir}.lock`;
const buildingDirOf = (distDir: string) => `${distDir}.building-${process.pid}`;
const replacedDirOf = (distDir: string) => `${distDir}.replaced-${process.pid}`;

/** The folders that builds which died midway left beside `distDir` (their process is gone). */
function clearLeftovers(distDir: string): void {
  const leftover = new RegExp(
    `^${path.basename(distDir).replace(/\W/g, '\\$&')}\\.(?:building|replaced)-(\\d+)$`,
  );
  for (const name of readdirSync(path.dirname(distDir))) {
    const pid = Number(leftover.exec(name)?.[1]);
    if (pid && (pid === process.pid || !isRunning(pid))) {
      rmSync(path.join(path.dirname(distDir), name), { recursive: true, force: true });
    }
  }
}

/**
 * `replacement` in place of `target`: two renames, so `target` is always a whole build, never a mix. Between
 * them (microseconds) there is none, which only a server started then without build-if-missing could see.
 */
function replaceDir(target: string, replacement: string): void {
  const old = replacedDirOf(target);
  let hadOld = true;
  try {
    renameSync(target, old);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
    hadOld = false;
  }
  renameSync(replacement, target);
  if (hadOld) rmSync(old, { recursive: true, force: true });
}

/** Builds beside `distDir`, then puts the build in its place; a failed build leaves `distDir` as it was. */
async function buildInto(distDir: string, build: Build): Promise<void> {
  clearLeftovers(distDir);
  const outDir = buildingDirOf(distDir);
  try {
    await build(outDir);
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  replaceDir(distDir, outDir);
}

const waitNotice: LockOptions['onWait'] = (pid) =>
  console.log(`Another build is under way (process ${pid}): waiting for it...`);

/** `npm run build`: always builds, once any build under way has finished. */
export async function buildAlways(distDir: string, build: Build, options: LockOptions = {}): Promise<void> {
  const lock = await acquireLock(lockFileOf(distDir), { onWait: waitNotice, ...options });
  try {
    await buildInto(distDir, build);
  } finally {
    lock.release();
  }
}

/**
 * `npm start`: builds only when `staleReason` gives one, looked at again once the lock is held, as the
 * build this process waited for may be the one it needs.
 */
export async function buildUnlessFresh(
  distDir: string,
  staleReason: StaleReason,
  build: Build,
  options: LockOptions = {},
): Promise<'fresh' | 'built' | 'built by another process'> {
  if (staleReason() === null) return 'fresh';
  const lock = await acquireLock(lockFileOf(distDir), { onWait: waitNotice, ...options });
  try {
    const reason = staleReason();
    if (reason === null) return 'built by another process';
    console.log(`${reason}: building it (npm run build)...`);
    await buildInto(distDir, build);
    return 'built';
  } finally {
    lock.release();
  }
}
