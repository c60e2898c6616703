/**
 * Sealed backups and private data folders (decision 044): a backup file read without its key gives no
 * password hash, two-factor secret or link key (and with it, all of them: the test could fail); a wrong
 * key, no key or an altered byte opens nothing; DATA_DIR, BACKUP_DIR and every file in them are 0700/0600
 * after a backup made under umask 022, the folders that were wider before included; backups made before
 * sealing are sealed in their place.
 */
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { serverSecret } from '../db/server-secrets';
import { backupKeyFile, loadOrCreateBackupKey, readBackupKey } from './backup-key';
import { listBackups, sealBackupsLeftUnsealed, writeBackup } from './backups';
import { erasureLogFile, recordErasure } from './erasure-log';
import { restoreBackup } from './restore-backup';
import { BACKUP_KEY_PROBLEM, BackupKeyError, openBackup } from './sealed-backup';

const PASSWORD_HASH = `scrypt$131072$8$1$${'c2FsdA'.repeat(4)}$${'aGFzaA'.repeat(10)}`;
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const MADE_AT = new Date('2026-11-27T08:00:00Z');

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'sealed-backup-test-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A database in `dataDir` holding an admin's hash and plain TOTP secret; answers the manage links' key. */
async function databaseWithSecrets(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await database.db.insert(users).values({
    email: 'admin@example.com',
    passwordHash: PASSWORD_HASH,
    role: 'admin',
    totpSecret: `plain:${TOTP_SECRET}`,
  });
  const linkKey = await serverSecret(database.db, 'manage-link');
  return { database, linkKey };
}

/** Every folder and file under `root`, with its permission bits. */
function modesUnder(root: string): Array<{ path: string; mode: string; dir: boolean }> {
  const found = [{ path: root, mode: (statSync(root).mode & 0o777).toString(8), dir: true }];
  for (const name of readdirSync(root, { recursive: true }) as string[]) {
    const full = path.join(root, name);
    const stats = statSync(full);
    found.push({ path: full, mode: (stats.mode & 0o777).toString(8), dir: stats.isDirectory() });
  }
  return found;
}

describe('a sealed backup', { timeout: 180_000 }, () => {
  it('read without its key gives no password hash, two-factor secret or link key', async () => {
    const dataDir = newFolder();
    const backupDir = path.join(dataDir, 'backups');
    const key = await loadOrCreateBackupKey({ backupKey: undefined, dataDir });
    const { database, linkKey } = await databaseWithSecrets(dataDir);
    try {
      await writeBackup(database, { dir: backupDir, keep: 14, key }, MADE_AT);
    } finally {
      await database.close();
    }
    const [made] = await listBackups(backupDir);
    const raw = readFileSync(path.join(backupDir, made?.name ?? ''));
    expect(made?.name).toMatch(/\.sealed$/);

    const secrets = ['scrypt$', PASSWORD_HASH, TOTP_SECRET, linkKey];
    for (const secret of secrets) expect(raw.includes(secret)).toBe(false);
    expect(() => gunzipSync(raw)).toThrow();
    expect(() => openBackup(raw, undefined)).toThrow(BackupKeyError);
    expect(() => openBackup(raw, Buffer.alloc(32, 1))).toThrow(BACKUP_KEY_PROBLEM);
    const altered = Buffer.from(raw);
    altered[altered.length - 40] = (altered[altered.length - 40] ?? 0) ^ 1;
    expect(() => openBackup(altered, key)).toThrow('This backup is damaged or was altered');

    // With its key the same file holds all of them: what the assertions above looked for is there.
    const opened = openBackup(raw, key);
    expect(opened).toMatchObject({ sealed: true, madeAt: MADE_AT });
    const tar = gunzipSync(opened.dump);
    for (const secret of secrets) expect(tar.includes(secret)).toBe(true);
  });

  it('is not restored with a wrong key or none, and nothing in DATA_DIR changes', async () => {
    const dataDir = newFolder();
    const { database } = await databaseWithSecrets(dataDir);
    const backupDir = newFolder();
    const made = await writeBackup(database, { dir: backupDir, keep: 14, key: Buffer.alloc(32, 2) }, MADE_AT);
    await database.close();
    const file = path.join(backupDir, made.name);
    const before = readdirSync(dataDir).sort();

    await expect(restoreBackup(file, dataDir, Buffer.alloc(32, 3))).rejects.toThrow(BACKUP_KEY_PROBLEM);
    await expect(restoreBackup(file, dataDir, undefined)).rejects.toThrow(BACKUP_KEY_PROBLEM);
    expect(readdirSync(dataDir).sort()).toEqual(before);
  });
});

describe('the backup key', () => {
  it('is made once at the first start, 0600, as a line BACKUP_KEY accepts; BACKUP_KEY wins over it', async () => {
    const dataDir = newFolder();
    expect(await readBackupKey({ backupKey: undefined, dataDir })).toBeUndefined();
    const key = await loadOrCreateBackupKey({ backupKey: undefined, dataDir });
    expect(key).toHaveLength(32);
    expect(await loadOrCreateBackupKey({ backupKey: undefined, dataDir })).toEqual(key);
    expect(readFileSync(backupKeyFile(dataDir), 'utf8')).toBe(`${key.toString('base64')}\n`);
    expect(statSync(backupKeyFile(dataDir)).mode & 0o777).toBe(0o600);

    const other = newFolder();
    const fromEnvironment = Buffer.alloc(32, 4);
    expect(await loadOrCreateBackupKey({ backupKey: fromEnvironment, dataDir: other })).toEqual(
      fromEnvironment,
    );
    expect(readdirSync(other)).toEqual([]);
  });
});

describe('the data folders', { timeout: 180_000 }, () => {
  it('and every file in them are 0700/0600 after a backup under umask 022, wider ones made private', async () => {
    const previousUmask = process.umask(0o022);
    try {
      const dataDir = newFolder();
      const backupDir = path.join(newFolder(), 'elsewhere', 'backups');
      // Left wide by an earlier version: the folders 0755, a backup from before sealing 0644.
      chmodSync(dataDir, 0o755);
      mkdirSync(backupDir, { recursive: true, mode: 0o755 });
      const key = await loadOrCreateBackupKey({ backupKey: undefined, dataDir });
      const old = await databaseWithSecrets(newFolder());
      const oldDump = Buffer.from(await ((await old.database.dumpDataDir?.()) as Blob).arrayBuffer());
      await old.database.close();
      writeFileSync(path.join(backupDir, 'backup-2026-11-20T08-00-00-000Z.tar.gz'), oldDump, { mode: 0o644 });
      // A file named as one that is no backup: left as it is, named, and start-up goes on.
      writeFileSync(path.join(backupDir, 'backup-2026-11-19T08-00-00-000Z.tar.gz'), 'notes', { mode: 0o644 });

      const { database } = await databaseWithSecrets(dataDir);
      try {
        expect(statSync(path.join(dataDir, 'server.lock')).mode & 0o777).toBe(0o600);
        expect(await sealBackupsLeftUnsealed({ dir: backupDir, key })).toEqual({
          sealed: 1,
          unreadable: ['backup-2026-11-19T08-00-00-000Z.tar.gz'],
        });
        await writeBackup(database, { dir: backupDir, keep: 14, key }, MADE_AT);
        await recordErasure(erasureLogFile(dataDir), {
          at: MADE_AT,
          by: 'admin@example.com',
          query: { email: 'ana@example.com', lastName: 'López' },
          bookingIds: ['BK0000001'],
        });
      } finally {
        await database.close();
      }

      const everything = [...modesUnder(dataDir), ...modesUnder(path.dirname(backupDir)).slice(1)];
      expect(everything.length).toBeGreaterThan(100);
      expect(everything.filter((entry) => entry.mode !== (entry.dir ? '700' : '600'))).toEqual([]);
      expect(everything.map((entry) => path.basename(entry.path))).toEqual(
        expect.arrayContaining([
          'backup.key',
          'erasures.log',
          'PG_VERSION',
          'backup-2026-11-27T08-00-00-000Z.sealed',
        ]),
      );

      // The backup from before sealing is sealed in its place, with its time, and still restores.
      const names = (await listBackups(backupDir)).map((backup) => backup.name);
      expect(names).toEqual([
        'backup-2026-11-27T08-00-00-000Z.sealed',
        'backup-2026-11-20T08-00-00-000Z.sealed',
        'backup-2026-11-19T08-00-00-000Z.tar.gz',
      ]);
      const target = newFolder();
      expect(
        await restoreBackup(path.join(backupDir, 'backup-2026-11-20T08-00-00-000Z.sealed'), target, key),
      ).toMatchObject({ sealed: true, madeAt: new Date('2026-11-20T08:00:00Z') });
      expect(modesUnder(target).filter((entry) => entry.mode !== (entry.dir ? '700' : '600'))).toEqual([]);
    } finally {
      process.umask(previousUmask);
    }
  });
});
