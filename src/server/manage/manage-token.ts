/**
 * The manage links' tokens (issue 16, docs/decisions/021-manage-links-and-self-service.md). A booking's token is the
 * HMAC-SHA256 of its id under a server secret: any server (and the mail code, at any later time) derives
 * it again, so the raw token is never stored; the booking keeps only its SHA-256, which a request's token
 * must match. The secret comes from MANAGE_LINK_SECRET, or else is generated once and kept in the
 * database, so every server process on it derives the same links.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { serverSecret } from '../db/server-secrets';

export interface ManageLinks {
  /** The raw token of a booking's manage link. */
  tokenFor(bookingId: string): string;
}

const SECRET_NAME = 'manage-link';

export function manageLinksWith(secret: string): ManageLinks {
  return {
    tokenFor: (bookingId) =>
      createHmac('sha256', secret).update(`manage-booking:${bookingId}`).digest('base64url'),
  };
}

/** What the booking stores: the token's SHA-256, hex. */
export function manageTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token matches the stored hash; compared in constant time. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const presented = Buffer.from(manageTokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** The configured secret, or the database's (created by the first server that needs it). */
export async function loadManageLinks(db: Database, configured: string | undefined): Promise<ManageLinks> {
  return manageLinksWith(configured || (await serverSecret(db, SECRET_NAME)));
}
