/**
 * `npm run restore -- FILE`: restores a backup of the embedded database (BACKUP_DIR) into DATA_DIR while no
 * server uses it (../backups/restore-backup.ts), with the backup key (BACKUP_KEY, else DATA_DIR/backup.key);
 * then erases again what was erased since the backup was made (DATA_DIR/erasures.log), with the same code
 * as the Personal Data page, on the restored database migrated forward (decision 044). PostgreSQL is
 * restored with its own tools (docs/operations.md).
 */
import { parseArgs } from 'node:util';
import { BackupKeyError, erasureLogFile, erasuresSince, readBackupKey, restoreBackup } from '../backups';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { erasePersonalData } from '../privacy';
import { runCommand } from './run-command';

/** Erases again, oldest first, what the list holds since `since`; answers how many went through. */
async function reapplyErasures(dataDir: string, since: Date | null): Promise<void> {
  const { erasures, unreadable } = await erasuresSince(erasureLogFile(dataDir), since);
  if (unreadable > 0) console.error(`${unreadable} line(s) of the list of erasures could not be read.`);
  if (erasures.length === 0) {
    console.log('No erasure was made since the backup.');
    return;
  }
  const database = await openDatabase({ kind: 'pglite', dataDir });
  let applied = 0;
  try {
    // The erasure code works on today's tables: a backup of an older version is migrated first.
    await database.migrate();
    for (const erasure of erasures) {
      try {
        // The list holds what the admin asked for; its typed confirmation was checked when it was made.
        const request = { ...erasure.query, confirmation: erasure.query.email };
        await erasePersonalData(database.db, request, erasure.by, erasure.at);
        applied += 1;
      } catch (error) {
        console.error(
          `An erasure of ${erasure.at.toISOString()} could not be applied again: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  } finally {
    await database.close();
  }
  console.log(
    `Erasures made since the backup, applied again: ${applied} of ${erasures.length}${since ? '' : ' (the backup does not say when it was made: every erasure on the list was applied)'}.`,
  );
  if (applied < erasures.length) process.exitCode = 1;
}

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run restore -- FILE (a backup from BACKUP_DIR)');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: PostgreSQL is restored with pg_restore or point-in-time recovery (see docs/operations.md), not with this command',
    );
    return 1;
  }
  let restored: Awaited<ReturnType<typeof restoreBackup>>;
  try {
    restored = await restoreBackup(file, config.dataDir, await readBackupKey(config));
  } catch (error) {
    // A wrong or missing key, the data folder in use (DataDirInUseError names the process), or a file
    // that is not a backup: nothing was changed.
    if (error instanceof BackupKeyError) console.error(error.message);
    else console.error(`Not restored: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  if (!restored.sealed) console.log(`${file} is an unsealed backup, made before backups were sealed.`);
  console.log(`Restored ${file} into ${config.dataDir}.`);
  if (restored.keptAside) console.log(`The database it replaced is kept in ${restored.keptAside}.`);
  await reapplyErasures(config.dataDir, restored.madeAt);
  console.log('Start the server: it migrates a backup of an older version forward.');
  return process.exitCode === 1 ? 1 : 0;
}

runCommand(main);
