import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './accounts';

/**
 * The browser bundle is public: it must hold no secret and no server code. playwright.config.ts builds
 * dist/web before any test runs, so this reads what is served.
 */
const FORBIDDEN = [
  /sk_(live|test)_/,
  /rk_(live|test)_/,
  /whsec_/,
  /password_hash/,
  /passwordHash/,
  /DATABASE_URL/,
  /SMTP_URL/,
  /STRIPE_SECRET_KEY/,
  /ADMIN_PASSWORD/,
  /postgres(ql)?:\/\//,
  /smtps?:\/\//,
  /\bscrypt\b/,
  /node:crypto/,
  /drizzle-orm/,
  /timingSafeEqual/,
];

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

test('the built browser bundle holds no secret and no server code', () => {
  const files = jsFiles(path.resolve('dist/web'));
  expect(files.length).toBeGreaterThan(0);
  const secrets = [...FORBIDDEN, ...Object.values(ACCOUNTS).map((account) => account.password)];
  const found = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return secrets
      .filter((secret) => (typeof secret === 'string' ? text.includes(secret) : secret.test(text)))
      .map((secret) => `${path.relative('dist/web', file)}: ${secret}`);
  });
  expect(found).toEqual([]);
});
