/**
 * The provider's link to a ride offer, /provider/rides/{token}. The token is the HMAC-SHA256 of
 * the offer's random id under a server secret: 32 bytes nobody can guess, that the server derives again for
 * a later e-mail about the same offer ('Ride {id} changed'), so nothing of it is stored but its SHA-256,
 * which a request's token must match (compared in constant time). The secret is generated once and kept
 * in the database, so every server process derives the same links.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { providerRidePath } from '../../domain/provider-ride-path';
import type { Database } from '../db/client';
import { serverSecret } from '../db/server-secrets';

export interface RideLinks {
  tokenFor(offerId: string): string;
  urlFor(offerId: string): string;
}

export function rideLinksWith(secret: string, publicUrl: string): RideLinks {
  const tokenFor = (offerId: string) =>
    createHmac('sha256', secret).update(`ride-offer:${offerId}`).digest('base64url');
  return { tokenFor, urlFor: (offerId) => `${publicUrl}${providerRidePath(tokenFor(offerId))}` };
}

export async function loadRideLinks(db: Database, publicUrl: string): Promise<RideLinks> {
  return rideLinksWith(await serverSecret(db, 'ride-offer-link'), publicUrl);
}

/** What an offer keeps of its token: the SHA-256, hex. */
export function rideTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The presented token's hash is the stored one; compared in constant time. */
export function rideTokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(rideTokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
