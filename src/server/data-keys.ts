/**
 * The keys kept outside the database (decision 044). On the embedded database: the backup key (BACKUP_KEY,
 * else DATA_DIR/backup.key made at the first start) and the two-factor secrets' key (TOTP_SECRET_KEY, else
 * one derived from the backup key, so one key kept apart restores both). On PostgreSQL, several servers
 * share the database and no local file can be their common key: the two-factor secrets are sealed only
 * with TOTP_SECRET_KEY, and the server makes no backups.
 */
import { type SecretBox, secretBox } from './auth';
import { derivedKey, loadOrCreateBackupKey } from './backups';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';

export interface DataKeys {
  /** Undefined on PostgreSQL. */
  backupKey: Buffer | undefined;
  totpSecrets: SecretBox;
}

export async function loadDataKeys(
  config: Pick<Config, 'backupKey' | 'dataDir' | 'totpSecretKey'>,
  engine: DatabaseHandle['kind'],
): Promise<DataKeys> {
  if (engine !== 'pglite') return { backupKey: undefined, totpSecrets: secretBox(config.totpSecretKey) };
  const backupKey = await loadOrCreateBackupKey(config);
  const fromBackupKey = derivedKey(backupKey, 'totp-secrets');
  // With TOTP_SECRET_KEY set later, the secrets sealed under the derived key are still read (and resealed).
  const totpSecrets = config.totpSecretKey
    ? secretBox(config.totpSecretKey, [fromBackupKey])
    : secretBox(fromBackupKey);
  return { backupKey, totpSecrets };
}
