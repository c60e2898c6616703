import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAIL,
  ADMIN,
  addAccounts,
  signIn,
  signInAsAdmin,
  whoIsSignedIn,
} from '../../testing/server/auth-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { accountEvents, emails, passwordResets, sessions, users } from '../db/schema';
import { verifyPassword } from './password';
import { ensureAdmin, upsertUser } from './users.service';

const context = { mail: ACCOUNT_MAIL };

describe.each(TEST_ENGINES)('adding users on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database);

  it('adds a user with a hashed password, then updates the same e-mail in any case', async () => {
    expect(
      await upsertUser(
        database().db,
        { email: 'Ops@Example.com', password: 'Sunny#Cancun26', role: 'staff' },
        context,
      ),
    ).toEqual({ created: true });
    expect(
      await upsertUser(
        database().db,
        { email: 'ops@example.com', password: 'Rainy#Tulum27', role: 'admin' },
        context,
      ),
    ).toEqual({ created: false });
    const rows = await database().db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('admin');
    expect(await verifyPassword('Rainy#Tulum27', rows[0]?.passwordHash ?? '')).toBe(true);
    const audit = await database().db.select().from(accountEvents);
    expect(audit.map((event) => [event.actor, event.action]).sort()).toEqual([
      ['cli', 'added'],
      ['cli', 'password-set'],
    ]);
  });

  it('setting a password with the CLI ends every session, uses up every open reset link and tells the user', async () => {
    await addAccounts(database());
    const session = await signInAsAdmin(app());
    await app().inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: ADMIN.email } });
    await app().backgroundWork.idle();
    expect(await database().db.select().from(passwordResets)).toHaveLength(1);

    await upsertUser(database().db, { ...ADMIN, password: 'Breezy#Playa28', role: 'admin' }, context);

    expect(await database().db.select().from(sessions)).toHaveLength(0);
    expect((await whoIsSignedIn(app(), session)).json().authenticated).toBe(false);
    const [reset] = await database().db.select().from(passwordResets);
    expect(reset?.usedAt).not.toBeNull();
    const changed = (await database().db.select().from(emails)).filter(
      (mail) => mail.kind === 'password-changed',
    );
    expect(changed.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      [ADMIN.email, 'Cancun Private Transfers: your password was changed'],
    ]);
    expect(changed[0]?.textBody).toContain('Your password was changed');
    expect((await signIn(app(), { email: ADMIN.email, password: 'Breezy#Playa28' })).statusCode).toBe(200);
  });

  it('ADMIN_PASSWORD adds the admin only when missing: a password set since is never undone', async () => {
    expect(await ensureAdmin(database().db, ADMIN)).toEqual({ created: true });
    await upsertUser(database().db, { ...ADMIN, password: 'Breezy#Playa28', role: 'admin' }, context);
    expect(
      await ensureAdmin(database().db, { email: 'ADMIN@example.com', password: ADMIN.password }),
    ).toEqual({
      created: false,
    });
    const [row] = await database().db.select().from(users);
    expect(await verifyPassword('Breezy#Playa28', row?.passwordHash ?? '')).toBe(true);
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
        const ensured = ensureAdmin(database().db, { email: 'ops@example.com', password: 'Sunny#Cancun26' });
        // Once our insert waits on the other server's uncommitted row, that server commits.
        for (;;) {
          const { rows } = await pool.query(
            `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like 'insert into "users"%'`,
          );
          if (rows[0]?.waiting > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await other.query('commit');
        expect(await ensured).toEqual({ created: false });
      } finally {
        other.release();
      }
      const rows = await database().db.select().from(users);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.passwordHash).toBe('x');
    },
  );

  it.each([
    ['short', 'Password must be at least 8 characters long'],
    ['alllowercase1!', 'Password must contain at least one uppercase letter'],
    ['NoSpecials123', 'Password must contain at least one special character (!@#$%^&*)'],
    ['Password1!', 'This password is too common. Please choose another.'],
    ['Qwerty123!', 'This password is too common. Please choose another.'],
  ])('refuses the password %s with the rule it breaks, writing nothing', async (password, message) => {
    await expect(
      upsertUser(database().db, { email: 'ops@example.com', password, role: 'admin' }, context),
    ).rejects.toThrow(message);
    await expect(ensureAdmin(database().db, { email: 'ops@example.com', password })).rejects.toThrow(message);
    expect(await database().db.select().from(users)).toHaveLength(0);
  });

  it('refuses an address that is not an e-mail', async () => {
    await expect(
      upsertUser(
        database().db,
        { email: 'not-an-email', password: 'Sunny#Cancun26', role: 'admin' },
        context,
      ),
    ).rejects.toThrow('Please enter a valid email address');
  });
});
