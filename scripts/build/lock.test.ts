import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, isRunning } from './lock.ts';

const lockFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'build-lock-')), 'dist.lock');

/** A process that runs until killed, to hold a lock in a test's name. */
let holder: ChildProcess | undefined;
function liveProcess(): number {
  holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  if (!holder.pid) throw new Error('no process');
  return holder.pid;
}
afterEach(() => {
  holder?.kill('SIGKILL');
  holder = undefined;
});

/** The id of a process that has ended. */
function deadPid(): number {
  const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  const pid = Number(ended.stdout.trim());
  expect(isRunning(pid)).toBe(false);
  return pid;
}

describe('the build lock', () => {
  it('is a file naming its holder, gone once released', async () => {
    const file = lockFile();
    const lock = await acquireLock(file);
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`^${process.pid} [0-9a-f-]{36}\\n$`));
    lock.release();
    expect(existsSync(file)).toBe(false);
    // Released, it can be taken again (and a second release of the first changes nothing).
    const again = await acquireLock(file);
    lock.release();
    expect(existsSync(file)).toBe(true);
    again.release();
  });

  it('waits for a live holder, saying once who it waits for, and takes it when the holder is gone', async () => {
    const file = lockFile();
    const pid = liveProcess();
    writeFileSync(file, `${pid} their-token\n`);
    const waitedFor: number[] = [];
    const taking = acquireLock(file, { pollMs: 10, onWait: (holderPid) => waitedFor.push(holderPid) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(waitedFor).toEqual([pid]);
    expect(readFileSync(file, 'utf8')).toBe(`${pid} their-token\n`);
    // The holder dies without releasing (a killed build): its lock is taken away.
    holder?.kill('SIGKILL');
    const lock = await taking;
    expect(readFileSync(file, 'utf8')).toContain(`${process.pid} `);
    lock.release();
  });

  it('takes at once a lock whose holder has died, or that names no process', async () => {
    for (const stale of [`${deadPid()} old-token\n`, 'not a holder', '']) {
      const file = lockFile();
      writeFileSync(file, stale);
      const lock = await acquireLock(file, { timeoutMs: 1000, onWait: () => expect.fail('waited') });
      lock.release();
    }
  });

  it("takes a lock of this process's id that this process does not hold (a restarted container)", async () => {
    const file = lockFile();
    writeFileSync(file, `${process.pid} a-past-life\n`);
    const lock = await acquireLock(file, { timeoutMs: 1000, onWait: () => expect.fail('waited') });
    lock.release();
  });

  it('refuses to be taken twice by one process rather than wait for itself', async () => {
    const file = lockFile();
    const lock = await acquireLock(file);
    await expect(acquireLock(file)).rejects.toThrow('this process already holds');
    lock.release();
  });

  it('gives up after its time with an error naming the file and the holder', async () => {
    const file = lockFile();
    const pid = liveProcess();
    writeFileSync(file, `${pid} their-token\n`);
    await expect(acquireLock(file, { pollMs: 10, timeoutMs: 50 })).rejects.toThrow(
      `gave up waiting for ${file}, held by process ${pid}`,
    );
  });
});
