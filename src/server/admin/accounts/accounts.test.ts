import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addAccounts,
  demoteToStaff,
  newClientAddress,
  SITE_ORIGIN,
  STAFF,
  signIn,
  signInAsAdmin,
  whoIsSignedIn,
} from '../../../testing/server/auth-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { emails, passwordResets, users } from '../../db/schema';

const START = new Date('2026-03-02T15:00:00Z');
const SECOND = { email: 'second@example.com', password: 'Cloudy#Holbox25' };

describe.each(TEST_ENGINES)('the Accounts page on %s', { timeout: 180_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = START;
  const app = useTestApp(database, {
    now: () => clock,
    config: {
      authRateLimits: { loginsPerHour: 1000, failedLoginsPerAccount: 100, passwordResetsPerHour: 100 },
    },
  });
  beforeEach(async () => {
    clock = START;
    await addAccounts(database());
  });

  const call = (method: 'GET' | 'POST', url: string, session: string, payload?: object) =>
    app().inject({
      method,
      url,
      cookies: { session },
      headers: { origin: SITE_ORIGIN },
      remoteAddress: newClientAddress(),
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });
  const overview = async (session: string) => (await call('GET', '/api/admin/accounts', session)).json();
  const idOf = async (email: string) =>
    (await database().db.select().from(users).where(eq(users.email, email)))[0]?.id ?? '';

  /** Invites SECOND as an admin and sets its password through the e-mailed link, as the new admin would. */
  async function inviteAndAccept(session: string, account = SECOND, role = 'admin') {
    const invited = await call('POST', '/api/admin/accounts', session, { email: account.email, role });
    expect(invited.statusCode).toBe(201);
    const [mail] = (await database().db.select().from(emails)).filter(
      (row) => row.toAddress === account.email,
    );
    const hash = new URLSearchParams(mail?.textBody.match(/\/reset-password#(\S+)/)?.[1] ?? '');
    const reset = await app().inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        accessToken: hash.get('access_token'),
        refreshToken: hash.get('refresh_token'),
        password: account.password,
      },
    });
    expect(reset.statusCode).toBe(200);
  }

  it('lists every account with its role, two-factor state and last sign-in', async () => {
    const session = await signInAsAdmin(app());
    const { accounts } = await overview(session);
    expect(accounts).toEqual([
      expect.objectContaining({
        email: ADMIN.email,
        role: 'admin',
        twoFactorEnabled: false,
        lastSignInAt: START.toISOString(),
        disabled: false,
      }),
      expect.objectContaining({
        email: STAFF.email,
        role: 'staff',
        twoFactorEnabled: false,
        lastSignInAt: null,
        disabled: false,
      }),
    ]);
  });

  it('is for admins only: staff get 403 and signed-out visitors 401', async () => {
    const session = await signInAsAdmin(app());
    await demoteToStaff(database(), ADMIN.email);
    expect((await call('GET', '/api/admin/accounts', session)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/admin/accounts', session, { email: 'x@example.com', role: 'admin' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/accounts', 'nobody')).statusCode).toBe(401);
  });

  it('invites a user by e-mail with a 72-hour set-password link; no password is typed by the inviter', async () => {
    const session = await signInAsAdmin(app());
    const invited = await call('POST', '/api/admin/accounts', session, {
      email: ' Second@Example.com ',
      role: 'staff',
    });
    expect(invited.statusCode).toBe(201);
    const [mail] = (await database().db.select().from(emails)).filter(
      (row) => row.kind === 'account-invitation',
    );
    expect(mail?.toAddress).toBe('Second@Example.com');
    expect(mail?.subject).toBe('Cancun Private Transfers: set your password');
    expect(mail?.textBody).toMatch(
      /http:\/\/localhost:3000\/reset-password#access_token=[\w-]+&refresh_token=[\w-]+&type=recovery/,
    );
    expect(mail?.textBody).toContain(`${ADMIN.email} added you`);
    const [link] = await database().db.select().from(passwordResets);
    expect(link?.expiresAt).toEqual(new Date(START.getTime() + 72 * 60 * 60_000));

    const again = await call('POST', '/api/admin/accounts', session, {
      email: 'second@example.com',
      role: 'admin',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'An account with this email address already exists' });
    const bad = await call('POST', '/api/admin/accounts', session, { email: 'nope', role: 'owner' });
    expect(bad.statusCode).toBe(400);
  });

  it('an invited admin sets a password through the link and signs in', async () => {
    await inviteAndAccept(await signInAsAdmin(app()));
    expect((await signIn(app(), SECOND)).statusCode).toBe(200);
  });

  it('changes a role, which applies to the next request of a signed-in user', async () => {
    const session = await signInAsAdmin(app());
    await inviteAndAccept(session);
    const second = (await signIn(app(), SECOND)).cookies.find((c) => c.name === 'session')?.value ?? '';
    const changed = await call('POST', `/api/admin/accounts/${await idOf(SECOND.email)}/role`, session, {
      role: 'staff',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/accounts', second)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/admin/accounts/${await idOf(STAFF.email)}/role`, session, { role: 'admin' }))
        .statusCode,
    ).toBe(200);
    expect((await overview(session)).accounts.map((a: { role: string }) => a.role)).toEqual([
      'admin',
      'staff',
      'admin',
    ]);
  });

  it('disables a user: their sessions end at once and sign-in is refused, until enabled again', async () => {
    const session = await signInAsAdmin(app());
    await inviteAndAccept(session);
    const second = (await signIn(app(), SECOND)).cookies.find((c) => c.name === 'session')?.value ?? '';
    const id = await idOf(SECOND.email);
    expect((await call('POST', `/api/admin/accounts/${id}/disable`, session)).statusCode).toBe(200);
    expect((await whoIsSignedIn(app(), second)).json().authenticated).toBe(false);
    const refused = await signIn(app(), SECOND);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Authentication failed' });
    expect((await overview(session)).accounts.find((a: { id: string }) => a.id === id).disabled).toBe(true);
    // Nor does 'Forgot Password' send it a link.
    const mailsBefore = (await database().db.select().from(emails)).length;
    await app().inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: SECOND.email },
    });
    await app().backgroundWork.idle();
    expect(await database().db.select().from(emails)).toHaveLength(mailsBefore);
    expect((await call('POST', `/api/admin/accounts/${id}/enable`, session)).statusCode).toBe(200);
    expect((await signIn(app(), SECOND)).statusCode).toBe(200);
  });

  it('never disables or demotes the last enabled admin', async () => {
    const session = await signInAsAdmin(app());
    const me = await idOf(ADMIN.email);
    for (const [url, payload] of [
      [`/api/admin/accounts/${me}/disable`, {}],
      [`/api/admin/accounts/${me}/role`, { role: 'staff' }],
    ] as const) {
      const refused = await call('POST', url, session, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: 'The last enabled admin cannot be disabled or demoted' });
    }
    const [admin] = await database().db.select().from(users).where(eq(users.id, me));
    expect([admin?.role, admin?.disabledAt]).toEqual(['admin', null]);
    // A disabled admin does not count: with the second one disabled, the first is still the last.
    await inviteAndAccept(session);
    await call('POST', `/api/admin/accounts/${await idOf(SECOND.email)}/disable`, session);
    expect(
      (await call('POST', `/api/admin/accounts/${me}/role`, session, { role: 'staff' })).statusCode,
    ).toBe(409);
  });

  it('keeps one enabled admin when two admins disable each other at the same moment', async () => {
    const session = await signInAsAdmin(app());
    await inviteAndAccept(session);
    const second = (await signIn(app(), SECOND)).cookies.find((c) => c.name === 'session')?.value ?? '';
    const [first, other] = await Promise.all([
      call('POST', `/api/admin/accounts/${await idOf(SECOND.email)}/disable`, session),
      call('POST', `/api/admin/accounts/${await idOf(ADMIN.email)}/role`, second, { role: 'staff' }),
    ]);
    expect([first.statusCode, other.statusCode].sort()).toEqual([200, 409]);
    const enabledAdmins = (await database().db.select().from(users)).filter(
      (user) => user.role === 'admin' && user.disabledAt === null,
    );
    expect(enabledAdmins).toHaveLength(1);
  });

  it('shows every action in the audit table, newest first', async () => {
    const session = await signInAsAdmin(app());
    clock = new Date(START.getTime() + 1000);
    await inviteAndAccept(session);
    clock = new Date(START.getTime() + 2000);
    await call('POST', `/api/admin/accounts/${await idOf(STAFF.email)}/role`, session, { role: 'admin' });
    clock = new Date(START.getTime() + 3000);
    await call('POST', `/api/admin/accounts/${await idOf(STAFF.email)}/disable`, session);
    const { audit } = await overview(session);
    expect(
      audit.map((e: { actor: string; action: string; account: string; detail: string }) => [
        e.actor,
        e.action,
        e.account,
        e.detail,
      ]),
    ).toEqual([
      [ADMIN.email, 'disabled', STAFF.email, ''],
      [ADMIN.email, 'role-changed', STAFF.email, 'staff → admin'],
      [SECOND.email, 'password-reset', SECOND.email, ''],
      [ADMIN.email, 'invited', SECOND.email, 'role admin'],
    ]);
  });
});
