import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addAccounts,
  newClientAddress,
  STAFF,
  signIn,
  signInAsAdmin,
  whoIsSignedIn,
} from '../../testing/server/auth-fixtures';
import { type SmtpInbox, startSmtpInbox } from '../../testing/server/smtp-inbox';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { emails, passwordResets, sessions, users } from '../db/schema';
import { createSmtpTransport, type MailTransport } from '../mail/mail-transport';
import { sendDueEmails } from '../mail/mail-worker';

// Every sign-in runs scrypt at OWASP strength (128 MiB): several per test are slow on a busy machine.
const SCRYPT_TIMEOUT = { timeout: 120_000 };

import { verifyPassword } from './password';

const START = new Date('2026-03-02T15:00:00Z');
const SENT =
  'Password reset instructions have been sent to your email address. Please check your inbox and follow the link to reset your password.';
const NEW_PASSWORD = 'Breezy#Playa28';
const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe.each(TEST_ENGINES)('password reset on %s', SCRYPT_TIMEOUT, (engine) => {
  const database = useTestDatabase(engine);
  let clock = START;
  const app = useTestApp(database, {
    now: () => clock,
    config: {
      publicUrl: 'http://transfers.example.com',
      authRateLimits: { loginsPerHour: 100, failedLoginsPerAccount: 10, passwordResetsPerHour: 3 },
    },
  });
  let inbox: SmtpInbox;
  let transport: MailTransport;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    transport = createSmtpTransport(inbox.url);
  });
  afterAll(async () => {
    transport.close();
    await inbox.stop();
  });
  beforeEach(async () => {
    clock = START;
    inbox.messages.length = 0;
    await addAccounts(database());
  });

  const post = (url: string, payload: object, remoteAddress = newClientAddress()) =>
    app().inject({ method: 'POST', url, payload, remoteAddress });
  /** 'Forgot Password', and the work it starts after answering (the link, if the account exists). */
  async function forgot(email: string, remoteAddress?: string) {
    const answer = await post('/api/auth/forgot-password', { email }, remoteAddress);
    await app().backgroundWork.idle();
    return answer;
  }
  const verify = (link: Link) => post('/api/auth/reset-password/verify', link);
  const reset = (link: Link, password = NEW_PASSWORD) =>
    post('/api/auth/reset-password', { ...link, password });

  type Link = { accessToken: string; refreshToken: string };
  // The worker runs on the real clock: outbox rows are due from the database's now().
  /** Sends the outbox through SMTP and reads the link of the reset e-mail that arrived. */
  async function linkFromInbox(): Promise<{ url: URL; link: Link }> {
    await sendDueEmails({
      db: database().db,
      transport,
      from: 'Transfers <a@example.com>',
      log: silentLog,
      now: () => new Date(),
    });
    const [mail] = await inbox.waitForMessages(1);
    const href = mail?.text?.match(/http:\/\/\S+\/reset-password#\S+/)?.[0] ?? '';
    const url = new URL(href);
    const hash = new URLSearchParams(url.hash.slice(1));
    return {
      url,
      link: { accessToken: hash.get('access_token') ?? '', refreshToken: hash.get('refresh_token') ?? '' },
    };
  }

  it('e-mails an account a one-hour link to /reset-password with two tokens, stored only hashed', async () => {
    const response = await forgot('ADMIN@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });

    const { url, link } = await linkFromInbox();
    expect(inbox.messages[0]?.to).toMatchObject({ text: 'admin@example.com' });
    expect(`${url.origin}${url.pathname}`).toBe('http://transfers.example.com/reset-password');
    expect(url.hash).toMatch(
      /^#access_token=[A-Za-z0-9_-]{43}&refresh_token=[A-Za-z0-9_-]{43}&type=recovery$/,
    );
    expect(link.accessToken).not.toBe(link.refreshToken);

    const [row] = await database().db.select().from(passwordResets);
    expect(row?.expiresAt).toEqual(new Date(START.getTime() + 60 * 60_000));
    expect(JSON.stringify(row)).not.toContain(link.accessToken);
    expect(JSON.stringify(row)).not.toContain(link.refreshToken);
  });

  it('answers an unknown address with the same words and sends nothing (no account enumeration)', async () => {
    const known = await forgot(ADMIN.email);
    const unknown = await forgot('nobody@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const outbox = await database().db.select().from(emails);
    expect(outbox.map((mail) => mail.toAddress)).toEqual(['admin@example.com']);
  });

  it('answers before it looks the address up, so a known account answers no slower', async () => {
    const held: Array<() => Promise<void>> = [];
    const background = app().backgroundWork;
    const start = background.start;
    background.start = (_what, _log, work) => void held.push(work);
    try {
      for (const email of [ADMIN.email, 'nobody@example.com']) {
        expect((await post('/api/auth/forgot-password', { email })).json()).toEqual({ message: SENT });
      }
      // Both answered, and nothing about either account has been read or written yet.
      expect(await database().db.select().from(passwordResets)).toHaveLength(0);
      expect(await database().db.select().from(emails)).toHaveLength(0);
      expect(held).toHaveLength(2);
    } finally {
      background.start = start;
    }
    for (const work of held) await work();
    expect((await database().db.select().from(emails)).map((mail) => mail.toAddress)).toEqual([ADMIN.email]);
  });

  it.each([
    ['', 'Please enter your email address'],
    ['admin', 'Please enter a valid email address'],
  ])('answers the address %j with 400 "%s"', async (email, message) => {
    const response = await forgot(email);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('limits reset requests per client address with 429 and Retry-After', async () => {
    const remoteAddress = newClientAddress();
    for (let i = 0; i < 3; i += 1)
      expect((await forgot('nobody@example.com', remoteAddress)).statusCode).toBe(200);
    const limited = await forgot('nobody@example.com', remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends an account at most five links an hour, answering the same words after that', async () => {
    for (let i = 0; i < 7; i += 1) expect((await forgot(ADMIN.email)).json()).toEqual({ message: SENT });
    expect(await database().db.select().from(emails)).toHaveLength(5);
    clock = new Date(START.getTime() + 61 * 60_000);
    await forgot(ADMIN.email);
    expect(await database().db.select().from(emails)).toHaveLength(6);
  });

  it('checks a link, sets the new password, uses the link up and signs the account out everywhere', async () => {
    const sessionBefore = await signInAsAdmin(app());
    await forgot(ADMIN.email);
    const { link } = await linkFromInbox();

    expect((await verify(link)).json()).toEqual({ ok: true });
    const response = await reset(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const [admin] = (await database().db.select().from(users)).filter((u) => u.email === ADMIN.email);
    expect(await verifyPassword(NEW_PASSWORD, admin?.passwordHash ?? '')).toBe(true);
    expect(await database().db.select().from(sessions)).toHaveLength(0);
    expect((await whoIsSignedIn(app(), sessionBefore)).json().authenticated).toBe(false);
    expect((await signIn(app(), ADMIN)).statusCode).toBe(401);
    expect((await signIn(app(), { email: ADMIN.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a common password with its message, leaving the link usable', async () => {
    await forgot(ADMIN.email);
    const { link } = await linkFromInbox();
    const response = await reset(link, 'Password1!');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('This password is too common. Please choose another.');
    expect((await verify(link)).statusCode).toBe(200);
  });

  it('uses up every other open link of the account and e-mails "Your password was changed"', async () => {
    await forgot(ADMIN.email);
    const { link } = await linkFromInbox();
    await forgot(ADMIN.email);
    expect((await reset(link)).statusCode).toBe(200);
    const open = (await database().db.select().from(passwordResets)).filter((row) => row.usedAt === null);
    expect(open).toEqual([]);
    const changed = (await database().db.select().from(emails)).filter(
      (mail) => mail.kind === 'password-changed',
    );
    expect(changed.map((mail) => mail.toAddress)).toEqual([ADMIN.email]);
    expect(changed[0]?.htmlBody).toContain('Your password was changed');
  });

  it('refuses a link used once already', async () => {
    await forgot(ADMIN.email);
    const { link } = await linkFromInbox();
    expect((await reset(link)).statusCode).toBe(200);
    for (const response of [await verify(link), await reset(link, 'Another#Pass29')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid or expired password reset link' });
    }
  });

  it('refuses a link after its hour', async () => {
    await forgot(ADMIN.email);
    const { link } = await linkFromInbox();
    clock = new Date(START.getTime() + 60 * 60_000 - 1);
    expect((await verify(link)).statusCode).toBe(200);
    clock = new Date(START.getTime() + 60 * 60_000);
    expect((await verify(link)).json()).toEqual({ error: 'Invalid or expired password reset link' });
    expect((await reset(link)).statusCode).toBe(400);
  });

  it('refuses a link whose tokens do not belong together, or were made up', async () => {
    await forgot(ADMIN.email);
    await forgot(STAFF.email);
    await sendDueEmails({
      db: database().db,
      transport,
      from: 'a@example.com',
      log: silentLog,
      now: () => new Date(),
    });
    const links = (await inbox.waitForMessages(2)).map((mail) => {
      const hash = new URLSearchParams(mail.text?.match(/#(\S+)/)?.[1] ?? '');
      return { accessToken: hash.get('access_token') ?? '', refreshToken: hash.get('refresh_token') ?? '' };
    });
    const [first, second] = links as [Link, Link];
    const mixed = { accessToken: first.accessToken, refreshToken: second.refreshToken };
    const madeUp = { accessToken: 'A'.repeat(43), refreshToken: 'B'.repeat(43) };
    for (const link of [mixed, madeUp]) {
      expect((await verify(link)).json()).toEqual({ error: 'Invalid or expired password reset link' });
      expect((await reset(link)).statusCode).toBe(400);
    }
    expect((await verify({ accessToken: 'short', refreshToken: '' })).json().error).toBe(
      'Invalid password reset link',
    );
  });

  it.each([
    ['Short#1', 'Password must be at least 8 characters long'],
    ['lowercase#1', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE#1', 'Password must contain at least one lowercase letter'],
    ['NoDigits#here', 'Password must contain at least one number'],
    ['NoSpecial123', 'Password must contain at least one special character (!@#$%^&*)'],
  ])('refuses the new password %s with "%s" and keeps the link usable', async (password, message) => {
    await forgot(ADMIN.email);
    const { link } = await linkFromInbox();
    const response = await reset(link, password);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect((await verify(link)).statusCode).toBe(200);
  });
});
