/**
 * TOTP secrets at rest (docs/decisions/018-two-factor-sign-in.md, 044). A secret is sealed with AES-256-GCM
 * under TOTP_SECRET_KEY when set, else (on the embedded database) under a key derived from the backup key,
 * so a copy of the database or a backup alone cannot produce codes. Without any key (PostgreSQL without
 * TOTP_SECRET_KEY) the secret is stored as it is, marked so. Secrets stored plain, or sealed under an older
 * key the box is given, are still read, and `reseal` moves them under the current key.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(secret: string): string;
  open(stored: string): string;
  /** The stored text sealed anew under the current key when it is plain or under an older key; else null. */
  reseal(stored: string): string | null;
}

const SEALED = 'v1';
const PLAIN = 'plain';

function openWith(key: Buffer, parts: string[]): string | null {
  const [iv, tag, sealed] = parts.map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** `key` seals; it and `olderKeys` open. */
export function secretBox(key: Buffer | undefined, olderKeys: readonly Buffer[] = []): SecretBox {
  const seal = (secret: string) => {
    if (!key) return `${PLAIN}:${secret}`;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [SEALED, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join(':');
  };
  /** The secret and whether the current key opened it. */
  const read = (stored: string): { secret: string; current: boolean } => {
    const [scheme, ...parts] = stored.split(':');
    if (scheme === PLAIN) return { secret: parts.join(':'), current: !key };
    if (scheme !== SEALED || parts.length !== 3) throw new Error('unreadable two-factor secret');
    if (!key && olderKeys.length === 0) {
      throw new Error('a two-factor secret is sealed but TOTP_SECRET_KEY is not set');
    }
    const current = key ? openWith(key, parts) : null;
    if (current !== null) return { secret: current, current: true };
    for (const older of olderKeys) {
      const secret = openWith(older, parts);
      if (secret !== null) return { secret, current: false };
    }
    throw new Error('a two-factor secret is sealed under another key than TOTP_SECRET_KEY or the backup key');
  };
  return {
    seal,
    open: (stored) => read(stored).secret,
    reseal(stored) {
      if (!key) return null;
      try {
        const { secret, current } = read(stored);
        return current ? null : seal(secret);
      } catch {
        return null;
      }
    },
  };
}
