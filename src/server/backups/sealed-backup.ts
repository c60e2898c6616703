/**
 * A backup sealed with AES-256-GCM (decision 044), so a stolen file gives neither the password hashes,
 * the two-factor secrets nor the links' keys it holds. The file is
 *
 *   header: "sealed-backup" · version (1 byte) · made at (ms, 8 bytes) · key id (8 bytes) · IV (12 bytes)
 *   body:   PGlite's gzipped dump, encrypted · GCM tag (16 bytes)
 *
 * with the whole header authenticated. The key id (a derivation of the key of its own, which reveals
 * nothing of it) tells a wrong key from a damaged file. Backups made before sealing are plain gzip.
 */
import { createCipheriv, createDecipheriv, randomBytes, timingSafeEqual } from 'node:crypto';
import { derivedKey } from './backup-key';

const MAGIC = Buffer.from('sealed-backup', 'ascii');
const VERSION = 1;
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + 8 + KEY_ID_BYTES + IV_BYTES;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export const BACKUP_KEY_PROBLEM =
  'This backup cannot be opened: the key is wrong or missing. Set BACKUP_KEY or keep backup.key beside the data.';

/** The key is missing or is not the one the backup was sealed with. */
export class BackupKeyError extends Error {
  constructor() {
    super(BACKUP_KEY_PROBLEM);
  }
}

/** What a file read as a backup turned out to be. */
export type OpenedBackup =
  | { sealed: true; dump: Buffer; madeAt: Date }
  | { sealed: false; dump: Buffer; madeAt: null };

function keyIdOf(key: Buffer): Buffer {
  return derivedKey(key, 'backup-key-id').subarray(0, KEY_ID_BYTES);
}

/** Seals a gzipped dump made at `madeAt`. */
export function sealBackup(dump: Uint8Array, key: Buffer, madeAt: Date): Buffer {
  const madeAtBytes = Buffer.alloc(8);
  madeAtBytes.writeBigInt64BE(BigInt(madeAt.getTime()));
  const header = Buffer.concat([
    MAGIC,
    Buffer.from([VERSION]),
    madeAtBytes,
    keyIdOf(key),
    randomBytes(IV_BYTES),
  ]);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(key, 'backup-seal'), header.subarray(-IV_BYTES));
  cipher.setAAD(header);
  const body = Buffer.concat([cipher.update(dump), cipher.final()]);
  return Buffer.concat([header, body, cipher.getAuthTag()]);
}

export function isSealedBackup(file: Buffer): boolean {
  return file.length >= MAGIC.length && file.subarray(0, MAGIC.length).equals(MAGIC);
}

/**
 * Opens a backup: a sealed one with its key (BackupKeyError when the key is missing or another), a
 * backup made before sealing as it is; throws for anything else, a damaged or altered file included.
 */
export function openBackup(file: Buffer, key: Buffer | undefined): OpenedBackup {
  if (!isSealedBackup(file)) {
    if (file.subarray(0, 2).equals(GZIP_MAGIC)) return { sealed: false, dump: file, madeAt: null };
    throw new Error('This file is not a backup of the embedded database.');
  }
  if (file.length < HEADER_BYTES + TAG_BYTES)
    throw new Error('This backup is cut short: the file is damaged.');
  const version = file[MAGIC.length];
  if (version !== VERSION) {
    throw new Error(
      `This backup is of a newer format (version ${version}): restore it with the version that made it.`,
    );
  }
  if (!key) throw new BackupKeyError();
  const header = file.subarray(0, HEADER_BYTES);
  const keyId = header.subarray(MAGIC.length + 9, MAGIC.length + 9 + KEY_ID_BYTES);
  if (!timingSafeEqual(keyId, keyIdOf(key))) throw new BackupKeyError();
  const decipher = createDecipheriv(
    'aes-256-gcm',
    derivedKey(key, 'backup-seal'),
    header.subarray(-IV_BYTES),
  );
  decipher.setAAD(header);
  decipher.setAuthTag(file.subarray(file.length - TAG_BYTES));
  let dump: Buffer;
  try {
    dump = Buffer.concat([
      decipher.update(file.subarray(HEADER_BYTES, file.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new Error('This backup is damaged or was altered: it does not match its seal.');
  }
  const madeAt = new Date(Number(header.readBigInt64BE(MAGIC.length + 1)));
  return { sealed: true, dump, madeAt };
}
