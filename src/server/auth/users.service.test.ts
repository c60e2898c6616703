import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { TEST_ENGINES, useTestDatabase } from '../test/test-database';
import { verifyPassword } from './password';
import { upsertUser } from './users.service';

describe.each(TEST_ENGINES)('adding users on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('adds a user with a hashed password, then updates the same e-mail in any case', async () => {
    expect(
      await upsertUser(database().db, {
        email: 'Ops@Example.com',
        password: 'Sunny#Cancun26',
        role: 'staff',
      }),
    ).toEqual({
      created: true,
    });
    expect(
      await upsertUser(database().db, { email: 'ops@example.com', password: 'Rainy#Tulum27', role: 'admin' }),
    ).toEqual({
      created: false,
    });
    const rows = await database().db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('admin');
    expect(await verifyPassword('Rainy#Tulum27', rows[0]?.passwordHash ?? '')).toBe(true);
  });

  it.each([
    ['short', 'Password must be at least 8 characters long'],
    ['alllowercase1!', 'Password must contain at least one uppercase letter'],
    ['NoSpecials123', 'Password must contain at least one special character (!@#$%^&*)'],
  ])('refuses the password %s with the rule it breaks, writing nothing', async (password, message) => {
    await expect(
      upsertUser(database().db, { email: 'ops@example.com', password, role: 'admin' }),
    ).rejects.toThrow(message);
    expect(await database().db.select().from(users)).toHaveLength(0);
  });

  it('refuses an address that is not an e-mail', async () => {
    await expect(
      upsertUser(database().db, { email: 'not-an-email', password: 'Sunny#Cancun26', role: 'admin' }),
    ).rejects.toThrow('Please enter a valid email address');
  });
});
