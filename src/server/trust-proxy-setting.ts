/**
 * TRUST_PROXY: whose X-Forwarded-For to believe, so the client address every limit counts is the real
 * client's behind a load balancer, and a client can never choose its own.
 *
 * - `false` (the default): no proxy; the client is whoever connects.
 * - a hop count, `1` for one load balancer: the address the nearest N proxies saw.
 * - a comma-separated list of the proxies' addresses or CIDR ranges (`10.0.0.0/8, 2001:db8::/32`), or
 *   the names `loopback`, `linklocal`, `uniquelocal`: only those proxies are believed.
 * - `true` is refused: it believes any X-Forwarded-For, so any client could write a new address into the
 *   header on each request and escape every limit.
 *
 * Read with the other settings (config.ts), which import no server folder (decision 035); http/trust-proxy.ts
 * turns it into Fastify's option.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range of one, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export const trustProxySetting = z
  .string()
  .refine(
    (value) => value.trim() !== 'true',
    'TRUST_PROXY=true would believe any X-Forwarded-For, so a client could pick its own address and escape every limit: set the number of proxies in front of the server (1 for one load balancer) or their addresses',
  )
  .transform((value, ctx): TrustProxy => {
    const trimmed = value.trim();
    if (trimmed === 'false') return false;
    if (/^[0-9]+$/.test(trimmed)) return Number(trimmed);
    const entries = trimmed.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (bad === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be 'false', a number of proxy hops, or proxy addresses or CIDR ranges separated by commas (not '${bad}')`,
    });
    return z.NEVER;
  });
