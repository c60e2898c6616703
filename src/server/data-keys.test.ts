/**
 * The keys kept outside the database (decision 044) on both engines. On the embedded database the
 * two-factor secrets are sealed by default under a key derived from the backup key (made at the first
 * start), and those stored plain are sealed at start; once TOTP_SECRET_KEY is set they are still read and
 * move under it. On PostgreSQL no key file is made and, without TOTP_SECRET_KEY, secrets stay plain.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../testing/server/test-database';
import { resealTotpSecrets, secretBox } from './auth';
import { loadDataKeys } from './data-keys';
import { users } from './db/schema';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const TOTP_SECRET_KEY = Buffer.alloc(32, 8);

describe.each(TEST_ENGINES)('the two-factor secrets at rest on %s', (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'data-keys-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const database = useTestDatabase(engine);

  async function storedSecret(): Promise<string | null | undefined> {
    const [row] = await database()
      .db.select({ secret: users.totpSecret })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    return row?.secret;
  }

  it(
    engine === 'pglite'
      ? 'are sealed by default, plain ones at start, and move under TOTP_SECRET_KEY once it is set'
      : 'stay plain without TOTP_SECRET_KEY, and no key file is made',
    async () => {
      await database()
        .db.insert(users)
        .values({
          email: 'admin@example.com',
          passwordHash: 'x',
          role: 'admin',
          totpSecret: `plain:${SECRET}`,
        });
      const settings = { dataDir, backupKey: undefined, totpSecretKey: undefined };
      const keys = await loadDataKeys(settings, engine);
      const sealed = await resealTotpSecrets(database().db, keys.totpSecrets.reseal);
      if (engine === 'postgres') {
        expect(keys.backupKey).toBeUndefined();
        expect(existsSync(path.join(dataDir, 'backup.key'))).toBe(false);
        expect(sealed).toBe(0);
        expect(await storedSecret()).toBe(`plain:${SECRET}`);
        return;
      }
      expect(existsSync(path.join(dataDir, 'backup.key'))).toBe(true);
      expect(sealed).toBe(1);
      const stored = (await storedSecret()) ?? '';
      expect(stored).toMatch(/^v1:/);
      expect(stored).not.toContain(SECRET);
      expect(keys.totpSecrets.open(stored)).toBe(SECRET);
      // A second start finds nothing to do; the key file is read again, not made anew.
      const again = await loadDataKeys(settings, engine);
      expect(await resealTotpSecrets(database().db, again.totpSecrets.reseal)).toBe(0);
      expect(again.backupKey).toEqual(keys.backupKey);

      const withKey = await loadDataKeys({ ...settings, totpSecretKey: TOTP_SECRET_KEY }, engine);
      expect(withKey.totpSecrets.open(stored)).toBe(SECRET);
      expect(await resealTotpSecrets(database().db, withKey.totpSecrets.reseal)).toBe(1);
      expect(secretBox(TOTP_SECRET_KEY).open((await storedSecret()) ?? '')).toBe(SECRET);
    },
  );
});
