import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashNewPasswordsAtCost, hashPassword, PASSWORD_HASH_PARAMS, verifyPassword } from './password';

describe('password hashing', () => {
  // The server tests' setup lowers the cost for their process; these hash as the server does.
  let restore: () => void;
  beforeAll(() => {
    restore = hashNewPasswordsAtCost(PASSWORD_HASH_PARAMS);
  });
  afterAll(() => restore());

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Sunny#Cancun2026');
    expect(await verifyPassword('Sunny#Cancun2026', hash)).toBe(true);
    expect(await verifyPassword('sunny#cancun2026', hash)).toBe(false);
  });

  it('stores scrypt at the OWASP parameters with a random salt, never the password', async () => {
    const [first, second] = [await hashPassword('Sunny#Cancun2026'), await hashPassword('Sunny#Cancun2026')];
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Sunny');
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});
