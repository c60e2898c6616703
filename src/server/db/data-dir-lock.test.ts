import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError } from './data-dir-lock';

describe('the embedded database folder', () => {
  it('refuses a second opener while the first has it, and lets it go on close', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.close();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
    writeFileSync(path.join(dataDir, 'server.lock'), '999999999');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.ping();
    await database.close();
  });
});
