/**
 * Password hashing with scrypt from node:crypto, at the parameters OWASP's Password Storage Cheat
 * Sheet gives for scrypt (N=2^17, r=8, p=1: 128 MiB and a few hundred milliseconds per hash). The
 * parameters are stored with each hash, so raising them later still verifies older hashes.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** What the server hashes at. */
export const PASSWORD_HASH_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

let params = PASSWORD_HASH_PARAMS;

/**
 * For a test run's own process only (the server tests' setup): new hashes at a lower cost, as Django's
 * test settings swap in a fast hasher. A hash costs 0.65 s of a core at OWASP's parameters, and the
 * server tests create accounts, reset passwords and refuse unknown addresses by the hundred. Answers the
 * function that puts the previous cost back.
 *
 * @internal Nothing in the server calls it: src/testing/server/setup.ts does.
 */
export function hashNewPasswordsAtCost(cost: ScryptParams): () => void {
  const previous = params;
  params = cost;
  decoyHash = undefined;
  return () => {
    params = previous;
    decoyHash = undefined;
  };
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with base64 salt and hash. */
export function hashPassword(password: string): Promise<string> {
  return hashPasswordWith(password, params);
}

/** A hash at the given cost; the server always hashes at PASSWORD_HASH_PARAMS, tests may store cheaper ones. */
export async function hashPasswordWith(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password: verifying against it costs what a real check costs (no timing oracle). */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
