/**
 * Backups of the embedded database: PGlite's own dump, restored into a fresh folder, holds the
 * same rows in every table; the restore refuses while the database is in use and keeps the replaced one
 * aside; a backup made at an older migration level is migrated forward when opened; the keep count holds.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { backupFileName } from '../../domain/backups';
import { arrivalRequest } from '../../testing/server/booking-fixtures';
import { type DatabaseHandle, openDatabase, queryRows } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { contactMessages } from '../db/schema';
import { seedDefaultPricesIfEmpty } from '../prices/prices.queries';
import { listBackups, writeBackup } from './backups';
import { restoreBackup } from './restore-backup';

const KEY = Buffer.alloc(32, 3);
const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Every row of every table of ours and the migrations' record, as sorted JSON per table. */
async function everyTable(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    database.db,
    sql`select schemaname as schema, tablename as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1, 2`,
  );
  const content: Record<string, string[]> = {};
  for (const { schema, name } of tables) {
    const rows = await queryRows<{ row: unknown }>(
      database.db,
      sql.raw(`select to_jsonb(t) as row from "${schema}"."${name}" t`),
    );
    content[`${schema}.${name}`] = rows.map((row) => JSON.stringify(row.row)).sort();
  }
  return content;
}

async function databaseWithRows(dataDir: string): Promise<DatabaseHandle> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await seedDefaultPricesIfEmpty(database.db);
  const request = arrivalRequest();
  await database.db.execute(sql`insert into bookings (id, service_type, from_location, to_location, passengers,
    first_name, last_name, email, phone, hotel_name, flight_number, flight_date_time, flight_airline, total_price)
    values ('BK0000001', 'arrival', ${request.from}, ${request.to}, 2, 'Ana', 'López', 'ana@example.com',
    '+52 998 123 4567', 'Hotel Azul', 'AA 1234', '2026-03-10T19:30:00Z', 'American Airlines', 120)`);
  await database.db
    .insert(contactMessages)
    .values({ name: 'Ana', email: 'ana@example.com', message: 'Do you have child seats?' });
  return database;
}

describe('a backup of the embedded database', { timeout: 180_000 }, () => {
  it('restores into a fresh folder with the same rows in every table', async () => {
    const source = newFolder();
    const backupDir = path.join(source, 'backups');
    const database = await databaseWithRows(source);
    let before: Record<string, string[]>;
    try {
      await writeBackup(database, { dir: backupDir, keep: 14, key: KEY }, new Date('2026-11-27T08:00:00Z'));
      before = await everyTable(database);
    } finally {
      await database.close();
    }
    const [made] = await listBackups(backupDir);
    expect(made?.name).toBe(backupFileName(new Date('2026-11-27T08:00:00Z')));
    expect(made?.sizeBytes).toBeGreaterThan(0);

    const target = newFolder();
    expect(await restoreBackup(path.join(backupDir, made?.name ?? ''), target, KEY)).toEqual({
      keptAside: null,
      sealed: true,
      madeAt: new Date('2026-11-27T08:00:00Z'),
    });
    const restored = await openDatabase({ kind: 'pglite', dataDir: target });
    try {
      expect(Object.keys(before).length).toBeGreaterThan(20);
      expect(await everyTable(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore while the database is in use, saying why, and keeps the replaced one aside', async () => {
    const folder = newFolder();
    const backupDir = path.join(folder, 'backups');
    const database = await databaseWithRows(folder);
    const made = await writeBackup(
      database,
      { dir: backupDir, keep: 14, key: KEY },
      new Date('2026-11-27T08:00:00Z'),
    );
    const file = path.join(backupDir, made.name);
    try {
      const refusal = await restoreBackup(file, folder, KEY).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DataDirInUseError);
      expect((refusal as Error).message).toContain(`is in use by process ${process.pid}`);
      await database.db
        .insert(contactMessages)
        .values({ name: 'Bo', email: 'bo@example.com', message: 'Later' });
    } finally {
      await database.close();
    }

    const { keptAside } = await restoreBackup(file, folder, KEY, new Date('2026-11-28T10:00:00Z'));
    expect(keptAside).toBe(path.join(folder, 'pglite-replaced-2026-11-28T10-00-00-000Z'));
    expect(existsSync(keptAside ?? '')).toBe(true);
    const restored = await openDatabase({ kind: 'pglite', dataDir: folder });
    try {
      const messages = await restored.db.select().from(contactMessages);
      // The row written after the backup is not in it.
      expect(messages.map((row) => row.name)).toEqual(['Ana']);
    } finally {
      await restored.close();
    }
  });

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const folder = newFolder();
    const backupDir = path.join(folder, 'backups');
    const database = await openDatabase({ kind: 'pglite', dataDir: folder });
    try {
      for (const day of [1, 2, 3]) {
        await writeBackup(
          database,
          { dir: backupDir, keep: 2, key: KEY },
          new Date(Date.UTC(2026, 10, day, 8)),
        );
      }
    } finally {
      await database.close();
    }
    expect((await listBackups(backupDir)).map((backup) => backup.at.getUTCDate())).toEqual([3, 2]);
  });

  it('made at an older migration level, is migrated forward when the restored database is opened', async () => {
    const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));
    const older = newFolder();
    cpSync(migrations, older, { recursive: true });
    const journalFile = path.join(older, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    const levels = journal.entries.length;
    journal.entries = journal.entries.slice(0, levels - 1);
    writeFileSync(journalFile, JSON.stringify(journal));

    const oldFolder = newFolder();
    const oldClient = new PGlite({ dataDir: path.join(oldFolder, 'pglite'), extensions: { pg_trgm } });
    let file: string;
    try {
      await migrate(drizzle({ client: oldClient }), { migrationsFolder: older });
      file = path.join(oldFolder, 'old-backup.tar.gz');
      writeFileSync(file, Buffer.from(await (await oldClient.dumpDataDir('gzip')).arrayBuffer()));
    } finally {
      await oldClient.close();
    }

    const target = newFolder();
    // Made before backups were sealed: restored as it is, and said so.
    expect(await restoreBackup(file, target, undefined)).toMatchObject({ sealed: false, madeAt: null });
    const restored = await openDatabase({ kind: 'pglite', dataDir: target });
    try {
      const applied = async () =>
        (
          await queryRows<{ n: number }>(
            restored.db,
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          )
        )[0]?.n;
      expect(await applied()).toBe(levels - 1);
      await restored.migrate();
      expect(await applied()).toBe(levels);
    } finally {
      await restored.close();
    }
    expect(readdirSync(target)).toContain('pglite');
  });
});
