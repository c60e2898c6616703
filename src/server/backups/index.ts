/**
 * The public module of server/backups/: what other server folders may import from it (decision 035).
 */
export { type BackupSettings, backupPath, listBackups, writeBackup } from './backups';
export { restoreBackup } from './restore-backup';
