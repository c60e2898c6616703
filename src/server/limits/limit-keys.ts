/**
 * The keys limits are stored under: a scope that says what is counted, and a hash of who is counted, so
 * the tables never hold a raw e-mail or client address.
 */
import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';

/** IPv6 clients are counted per /64, the block one household or server is usually given. */
const IPV6_PREFIX = 64;

/** `scope:` and the SHA-256 (base64url) of the parts, e.g. limitKey('login-account', 'ana@example.com'). */
export function limitKey(scope: string, ...parts: string[]): string {
  const hash = createHash('sha256').update(parts.join('\u0000')).digest('base64url');
  return `${scope}:${hash}`;
}

/**
 * Who a client is for a limit: its IPv4 address, or its IPv6 /64 (an IPv4 address mapped into IPv6 counts
 * as the IPv4 one). The same reading @fastify/rate-limit gives the per-address limits.
 */
export function clientAddress(ip: string): string {
  return normalizeIP(ip, IPV6_PREFIX);
}
