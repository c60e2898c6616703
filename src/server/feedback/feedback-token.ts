import { createHash, randomBytes } from 'node:crypto';

/** A single-use link's token: 32 random bytes (base64url, 43 characters); only its hash is stored. */
export function newFeedbackToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashFeedbackToken(token) };
}

export function hashFeedbackToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
