/**
 * Random secrets handed to a browser (session ids, reset-link tokens) and the hashes we keep of them.
 * Only the SHA-256 is stored: a copy of the database grants no session and resets no password. A plain
 * hash is enough because the secrets are 256 random bits, not guessable passwords.
 */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url (43 characters, safe in cookies and URL hashes). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
