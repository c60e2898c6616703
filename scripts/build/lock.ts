// A lock between processes on one machine, held by a file that names its holder: `npm start` run three
// times at once (a process manager starting three servers) builds once, the others waiting. The file is
// created whole or not at all (written aside, then hard-linked into place, which fails when it exists), so
// a waiter never reads half a holder. A holder that died (a killed build) leaves its file behind: a waiter
// that finds its process gone takes the file away and tries again.
import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';

interface Holder {
  pid: number;
  /** Tells this holding from a later one of a process that got the same id. */
  token: string;
}

export interface LockOptions {
  /** How often a waiter looks again. */
  pollMs?: number;
  /** How long a waiter waits for a live holder before giving up with an error naming it. */
  timeoutMs?: number;
  /** Called once when the lock is held by another live process, before waiting for it. */
  onWait?: (holderPid: number) => void;
}

export interface HeldLock {
  release(): void;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

function readHolder(file: string): Holder | null {
  try {
    const [pid = '', token = ''] = readFileSync(file, 'utf8').trim().split(' ');
    return { pid: Number(pid), token };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/** Whether a process of that id runs (EPERM: it does, as another user). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** Creates the file with this content unless it exists; true when this call created it. */
function createWhole(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}-${randomUUID()}`;
  writeFileSync(draft, content);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Takes away the lock file of a holder that died. Moved aside first, atomically, so that of several waiters
 * that found it dead one only takes it; if what was moved is a live holder's (one of them broke the lock and
 * took it between our look and our move), it is put back.
 */
function breakStaleLock(file: string, dead: Holder): void {
  const aside = `${file}.stale-${process.pid}-${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (readHolder(aside)?.token !== dead.token) {
    try {
      linkSync(aside, file);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
  unlinkSync(aside);
}

/** The tokens of the locks this process holds: a file naming this process with another is a past one's. */
const heldHere = new Set<string>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until this process holds the lock of `file`. */
export async function acquireLock(file: string, options: LockOptions = {}): Promise<HeldLock> {
  const { pollMs = 200, timeoutMs = 10 * 60_000, onWait } = options;
  const token = randomUUID();
  const deadline = Date.now() + timeoutMs;
  let waiting = false;
  for (;;) {
    if (createWhole(file, `${process.pid} ${token}\n`)) {
      heldHere.add(token);
      return {
        release() {
          heldHere.delete(token);
          if (readHolder(file)?.token === token) unlinkSync(file);
        },
      };
    }
    const holder = readHolder(file);
    // Released between our attempt and our look: try again at once.
    if (!holder) continue;
    if (heldHere.has(holder.token)) throw new Error(`this process already holds ${file}`);
    // A process of our id that is not us: one that died before this one got its id (a restarted container).
    if (holder.pid === process.pid || !isRunning(holder.pid)) {
      breakStaleLock(file, holder);
      continue;
    }
    if (!waiting) onWait?.(holder.pid);
    waiting = true;
    if (Date.now() > deadline) {
      throw new Error(
        `gave up waiting for ${file}, held by process ${holder.pid} for ${timeoutMs / 1000} s: ` +
          'if that process is not a build, delete the file',
      );
    }
    await sleep(pollMs);
  }
}
