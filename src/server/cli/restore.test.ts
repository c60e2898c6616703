/**
 * `npm run restore -- FILE` as an operator types it (decision 044): a real process on an embedded database
 * in a folder. A sealed backup restores with the key beside the data and the erasures made since it was
 * made are applied again (not the older ones); a wrong or missing key stops it with one sentence, exit 1,
 * nothing changed; a backup made before sealing still restores, said to be unsealed.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_TEXT as ERASED } from '../../domain/retention';
import { insertBooking } from '../../testing/server/admin-fixtures';
import { erasureLogFile, loadOrCreateBackupKey, recordErasure, writeBackup } from '../backups';
import { openDatabase } from '../db/client';
import { bookings } from '../db/schema';
import { erasePersonalData } from '../privacy';

const run = promisify(execFile);
const DAY = 24 * 60 * 60 * 1000;
const KEY_PROBLEM =
  'This backup cannot be opened: the key is wrong or missing. Set BACKUP_KEY or keep backup.key beside the data.';

describe('npm run restore', { timeout: 300_000 }, () => {
  let dataDir: string;
  let backupFile: string;
  let unsealedFile: string;
  const ids: Record<'ana' | 'bo', string> = { ana: '', bo: '' };
  const madeAt = new Date(Date.now() - DAY);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'restore-cli-'));
    const key = await loadOrCreateBackupKey({ backupKey: undefined, dataDir });
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.migrate();
      const rideAt = new Date(Date.now() - 10 * DAY);
      ids.ana = await insertBooking(database, {
        flightDateTime: rideAt,
        specialInstructions: 'Ana <b>&"</script> 🚐',
      });
      ids.bo = await insertBooking(database, {
        flightDateTime: rideAt,
        firstName: 'Bo',
        lastName: 'Berg',
        email: 'bo@example.com',
      });
      const made = await writeBackup(database, { dir: path.join(dataDir, 'backups'), keep: 14, key }, madeAt);
      backupFile = path.join(dataDir, 'backups', made.name);
      unsealedFile = path.join(dataDir, 'backup-2020-01-01T00-00-00-000Z.tar.gz');
      await writeFile(
        unsealedFile,
        Buffer.from(await ((await database.dumpDataDir?.()) as Blob).arrayBuffer()),
      );

      // Ana is erased after the backup. The list also holds an erasure of Bo's dated before the backup,
      // which a restore of it does not apply again (Bo is left as he is, so a wrong "since" shows).
      const query = { email: 'ana@example.com', lastName: 'López' };
      const at = new Date(Date.now() - 60_000);
      await erasePersonalData(database.db, { ...query, confirmation: query.email }, 'admin@example.com', at);
      const log = erasureLogFile(dataDir);
      await recordErasure(log, {
        at: new Date(madeAt.getTime() - DAY),
        by: 'admin@example.com',
        query: { email: 'bo@example.com', lastName: 'Berg' },
        bookingIds: [ids.bo],
      });
      await recordErasure(log, { at, by: 'admin@example.com', query, bookingIds: [ids.ana] });
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const restore = (file: string, env: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', 'src/server/cli/restore.ts', file], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    });
  async function booking(id: string) {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
      return row;
    } finally {
      await database.close();
    }
  }

  it('refuses a wrong key or none in one sentence, and changes nothing', async () => {
    const before = (await readdir(dataDir)).sort();
    await expect(
      restore(backupFile, { BACKUP_KEY: Buffer.alloc(32, 9).toString('base64') }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: `${KEY_PROBLEM}\n`,
    });
    const keyFile = path.join(dataDir, 'backup.key');
    await rename(keyFile, `${keyFile}.away`);
    try {
      await expect(restore(backupFile)).rejects.toMatchObject({ code: 1, stderr: `${KEY_PROBLEM}\n` });
    } finally {
      await rename(`${keyFile}.away`, keyFile);
    }
    expect((await readdir(dataDir)).sort()).toEqual(before);
    expect((await booking(ids.ana))?.phone).toBe(ERASED);
  });

  it('restores a sealed backup and erases again what was erased since it was made', async () => {
    const { stdout } = await restore(backupFile);
    expect(stdout).toContain(`Restored ${backupFile} into ${dataDir}.`);
    expect(stdout).not.toContain('unsealed');
    expect(stdout).toContain('Erasures made since the backup, applied again: 1 of 1.');
    const ana = await booking(ids.ana);
    expect(ana?.phone).toBe(ERASED);
    expect(ana?.specialInstructions).toBe(ERASED);
    expect(ana?.erasedAt).not.toBeNull();
    // Bo's erasure is older than the backup: not applied again.
    expect((await booking(ids.bo))?.phone).toBe('+52 998 123 4567');
  });

  it('restores a backup made before sealing, saying it is unsealed', async () => {
    const { stdout } = await restore(unsealedFile);
    expect(stdout).toContain('is an unsealed backup');
    expect(stdout).toContain('Erasures made since the backup, applied again: 2 of 2.');
    expect((await booking(ids.ana))?.phone).toBe(ERASED);
  });
});
