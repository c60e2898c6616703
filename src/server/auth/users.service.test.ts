import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { users } from '../db/schema';
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

  // Several servers starting at once with ADMIN_EMAIL: one inserts the admin while another, which looked
  // a moment earlier and found none, inserts too. Played out with a second connection holding its insert.
  it.runIf(engine === 'postgres')(
    'ensures one admin when another server adds it at the same moment',
    async () => {
      const pool = (database().db as unknown as { $client: pg.Pool }).$client;
      const other = await pool.connect();
      try {
        await other.query('begin');
        await other.query(
          `insert into users (email, password_hash, role) values ('ops@example.com', 'x', 'admin')`,
        );
        const upsert = upsertUser(database().db, {
          email: 'ops@example.com',
          password: 'Sunny#Cancun26',
          role: 'admin',
        });
        // Once our insert waits on the other server's uncommitted row, that server commits.
        for (;;) {
          const { rows } = await pool.query(
            `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like 'insert into "users"%'`,
          );
          if (rows[0]?.waiting > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await other.query('commit');
        expect(await upsert).toEqual({ created: false });
      } finally {
        other.release();
      }
      const rows = await database().db.select().from(users);
      expect(rows).toHaveLength(1);
      expect(await verifyPassword('Sunny#Cancun26', rows[0]?.passwordHash ?? '')).toBe(true);
    },
  );

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
