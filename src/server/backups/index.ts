/**
 * The public module of server/backups/: what other server folders may import from it (decision 035).
 */
export { derivedKey, loadOrCreateBackupKey, readBackupKey } from './backup-key';
export {
  type BackupSettings,
  listBackups,
  sealBackupsLeftUnsealed,
  writeBackup,
} from './backups';
export { type BackupRouteDeps, backupsRoutes } from './backups.routes';
export { erasureLogFile, erasuresSince, recordErasure } from './erasure-log';
export { restoreBackup } from './restore-backup';
export { BackupKeyError } from './sealed-backup';
