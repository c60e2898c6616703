/**
 * TOTP secrets at rest (docs/decisions/018-two-factor-sign-in.md). With TOTP_SECRET_KEY set (32 bytes, as
 * base64 or hex) a secret is sealed with AES-256-GCM, so a copy of the database or a backup alone cannot
 * produce codes; without it the secret is stored as it is, marked so, and sealed once a key is set and the
 * admin enrols again.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(secret: string): string;
  open(stored: string): string;
}

const SEALED = 'v1';
const PLAIN = 'plain';

export function secretBox(key: Buffer | undefined): SecretBox {
  return {
    seal(secret) {
      if (!key) return `${PLAIN}:${secret}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [SEALED, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    open(stored) {
      const [scheme, ...parts] = stored.split(':');
      if (scheme === PLAIN) return parts.join(':');
      if (scheme !== SEALED || parts.length !== 3) throw new Error('unreadable two-factor secret');
      if (!key) throw new Error('a two-factor secret is sealed but TOTP_SECRET_KEY is not set');
      const [iv, tag, sealed] = parts.map((part) => Buffer.from(part, 'base64url')) as [
        Buffer,
        Buffer,
        Buffer,
      ];
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}
