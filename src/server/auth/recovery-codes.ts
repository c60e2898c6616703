/**
 * Recovery codes: ten single-use codes of 80 random bits each, `xxxx-xxxx-xxxx-xxxx`
 * in base32, stored as an HMAC-SHA256 under a key of the server's. A copy of the table is then worth
 * nothing without the key, and the codes are too long to guess through the sign-in limits anyway. The key
 * is derived from TOTP_SECRET_KEY when it is set (so it lives outside the database), else kept in
 * `server_secrets`. Codes of the older format (50 bits, plain SHA-256) still work once each.
 */
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { serverSecret } from '../db/server-secrets';
import { hashToken } from './tokens';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** 16 base32 characters: 80 bits. */
const RECOVERY_CODE = /^[a-z2-7]{16}$/;
/** The older codes: 10 characters, 50 bits, stored as a plain SHA-256. */
const EARLIER_RECOVERY_CODE = /^[a-z2-7]{10}$/;
const KEYED = 'v2:';

/** A new code, in four groups of four so it is easy to copy by hand. */
export function newRecoveryCode(): string {
  // 256 is a multiple of 32: each byte gives an unbiased base32 character.
  const chars = [...randomBytes(16)].map((byte) => BASE32[byte % 32]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/**
 * What the table keeps of a typed code (already compacted: no dashes or spaces, lower case); null when it
 * cannot be a recovery code at all.
 */
export function recoveryCodeHash(key: Buffer, compact: string): string | null {
  if (RECOVERY_CODE.test(compact)) return KEYED + createHmac('sha256', key).update(compact).digest('hex');
  if (EARLIER_RECOVERY_CODE.test(compact)) return hashToken(compact);
  return null;
}

/** The key recovery codes are kept under: from TOTP_SECRET_KEY when set, else the database's own. */
export async function loadRecoveryCodeKey(db: Database, totpSecretKey: Buffer | undefined): Promise<Buffer> {
  if (totpSecretKey) {
    return Buffer.from(hkdfSync('sha256', totpSecretKey, Buffer.alloc(0), 'recovery-codes', 32));
  }
  return Buffer.from(await serverSecret(db, 'recovery-codes'), 'base64url');
}
