/** How Fastify believes the proxies TRUST_PROXY names (the setting is read in ../trust-proxy-setting.ts). */
import type { TrustProxy } from '../trust-proxy-setting';

/** Fastify's trustProxy: a hop count trusts that many proxies nearest to us, as proxy-addr reads a number. */
export function trustProxyOption(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
