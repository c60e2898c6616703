/**
 * `npm run restore -- FILE`: restores a backup of the embedded database (BACKUP_DIR) into DATA_DIR while no
 * server uses it; see ../backups/restore-backup.ts. PostgreSQL is restored with its own tools (docs/operations.md).
 */
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backups';
import { loadConfig } from '../config';
import { runCommand } from './run-command';

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
  try {
    const { keptAside } = await restoreBackup(file, config.dataDir);
    console.log(`Restored ${file} into ${config.dataDir}.`);
    if (keptAside) console.log(`The database it replaced is kept in ${keptAside}.`);
    console.log('Start the server: it migrates a backup of an older version forward.');
    return 0;
  } catch (error) {
    // The data folder in use (DataDirInUseError names the process), or a file that is not a backup.
    console.error(`Not restored: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

runCommand(main);
