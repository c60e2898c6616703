/** Accounts and sign-in steps shared by the API tests of admin accounts. */

import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { hashPasswordWith } from '../../server/auth/password';
import type { DatabaseHandle } from '../../server/db/client';
import { users } from '../../server/db/schema';

export const ADMIN = { email: 'admin@example.com', password: 'Sunny#Cancun26' } as const;
export const STAFF = { email: 'staff@example.com', password: 'Rainy#Tulum27' } as const;
export const SITE_ORIGIN = 'http://localhost:3000';

/**
 * scrypt at OWASP strength costs a few hundred milliseconds per check, and most admin tests sign in. A hash
 * carries its own parameters, so the fixtures' accounts are stored at a low cost and every sign-in still
 * runs the real login; the server's own cost is held by password.test.ts and the accounts tests.
 */
export const FIXTURE_HASH_COST = { N: 2 ** 10, r: 8, p: 1 };
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPasswordWith(password, FIXTURE_HASH_COST));
  return hashes.get(password) as Promise<string>;
};

/** The admin and a staff member, as `npm run user` would add them. */
export async function addAccounts(database: DatabaseHandle): Promise<void> {
  await database.db.insert(users).values([
    { email: ADMIN.email, passwordHash: await hashOnce(ADMIN.password), role: 'admin' },
    { email: STAFF.email, passwordHash: await hashOnce(STAFF.password), role: 'staff' },
  ]);
}

/** One more account, as `npm run user -- add` would add it; answers its id. */
export async function addAccount(
  database: DatabaseHandle,
  account: { email: string; password: string; role: 'admin' | 'staff' },
): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({ email: account.email, passwordHash: await hashOnce(account.password), role: account.role })
    .returning({ id: users.id });
  if (!row) throw new Error(`no account added for ${account.email}`);
  return row.id;
}

let client = 0;
/** A client address of its own, so one test's per-address limits never hold back another's. */
export function newClientAddress(): string {
  client += 1;
  return `198.51.${Math.floor(client / 250)}.${(client % 250) + 1}`;
}

export function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  options: { session?: string; remoteAddress?: string; cookieName?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials,
    remoteAddress: options.remoteAddress ?? newClientAddress(),
    cookies: options.session ? { [options.cookieName ?? 'session']: options.session } : {},
  });
}

/** The session cookie a response set (undefined when it set none). */
export function sessionCookieOf(response: LightMyRequestResponse, name = 'session') {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** Signs the admin in and answers the session id of the cookie. */
export async function signInAsAdmin(app: FastifyInstance): Promise<string> {
  const response = await signIn(app, ADMIN);
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${response.body}`);
  return cookie.value;
}

export function whoIsSignedIn(app: FastifyInstance, session?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/session',
    cookies: session ? { session } : {},
  });
}

/** The mail settings the account services need outside the app (the CLI's). */
export const ACCOUNT_MAIL = { publicUrl: SITE_ORIGIN, supportEmail: 'support@example.com' } as const;

/** The code an authenticator app shows for `secret` at `at` (RFC 6238, what the admin types). */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** A cookie's value from a response, by name. */
export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** Takes the admin role away as a database change would, leaving the account's sessions in place. */
export async function demoteToStaff(database: DatabaseHandle, email: string): Promise<void> {
  await database.db.update(users).set({ role: 'staff' }).where(eq(users.email, email));
}
