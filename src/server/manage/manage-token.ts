/**
 * The manage links' tokens (docs/decisions/021-manage-links-and-self-service.md). A booking's token
 * is the HMAC-SHA256 of its id and its e-mail address under a server secret: any server (and the mail code,
 * at any later time) derives it again, so nothing of it is stored. Bound to the e-mail: once an
 * operator corrects a mistyped address, the link sent to the wrong one opens nothing. The secret comes from
 * MANAGE_LINK_SECRET, or else is generated once and kept in the database, so every server process on it
 * derives the same links.
 *
 * Older bookings keep the SHA-256 of an older, id-only token (manage_token_hash): those links keep
 * working until the booking's e-mail changes, which clears the hash.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { serverSecret } from '../db/server-secrets';

export interface ManageLinks {
  /** The raw token of a booking's manage link. */
  tokenFor(booking: { id: string; email: string }): string;
}

const SECRET_NAME = 'manage-link';

export function manageLinksWith(secret: string): ManageLinks {
  return {
    tokenFor: ({ id, email }) =>
      createHmac('sha256', secret).update(`manage-booking:${id}:${email}`).digest('base64url'),
  };
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compared as hashes, in constant time whatever the lengths. */
function sameText(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

/**
 * The token opens this booking: it is the one derived from the booking's id and current e-mail, or the
 * older id-only token whose hash the booking still keeps.
 */
export function tokenMatches(
  links: ManageLinks,
  token: string,
  booking: { id: string; email: string; manageTokenHash: string | null },
): boolean {
  const current = sameText(token, links.tokenFor(booking));
  const stored = booking.manageTokenHash ? Buffer.from(booking.manageTokenHash, 'hex') : null;
  const earlier = stored?.length === 32 && timingSafeEqual(sha256(token), stored);
  return current || earlier;
}

/** The configured secret, or the database's (created by the first server that needs it). */
export async function loadManageLinks(db: Database, configured: string | undefined): Promise<ManageLinks> {
  return manageLinksWith(configured || (await serverSecret(db, SECRET_NAME)));
}
