import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { emails } from '../db/schema';
import { type SmtpInbox, startSmtpInbox } from '../test/smtp-inbox';
import { TEST_ENGINES, useTestDatabase } from '../test/test-database';
import { createSmtpTransport, type MailTransport } from './mail-transport';
import { type MailWorkerDeps, NOT_SENT_WITHOUT_SMTP, sendDueEmails } from './mail-worker';
import { queueEmail } from './outbox';
import { MAX_ATTEMPTS } from './retry-schedule';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const FROM = 'Cancun Private Transfers <bookings@example.com>';

function anEmail(n = 1) {
  return {
    kind: 'booking-received' as const,
    to: `traveller${n}@example.com`,
    replyTo: 'support@example.com',
    subject: `Booking ${n} received`,
    text: `Hello traveller ${n}`,
    html: `<p>Hello traveller ${n}</p>`,
  };
}

describe.each(TEST_ENGINES)('the mail worker on %s', (engine) => {
  const database = useTestDatabase(engine);
  let inbox: SmtpInbox;
  let transport: MailTransport;
  let clock: Date;
  const deps = (overrides: Partial<MailWorkerDeps> = {}): MailWorkerDeps => ({
    db: database().db,
    transport,
    from: FROM,
    log: silentLog,
    now: () => clock,
    random: () => 0.5,
    ...overrides,
  });
  const rows = () => database().db.select().from(emails);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    transport = createSmtpTransport(inbox.url);
  });
  afterAll(async () => {
    transport.close();
    await inbox.stop();
  });
  beforeEach(() => {
    inbox.messages.length = 0;
    inbox.refuseWith(null);
    // Just after the database's own clock, which stamps a queued mail due (next_attempt_at defaults to now()).
    clock = new Date(Date.now() + 1000);
  });

  it('delivers a queued e-mail once, from MAIL_FROM, with its reply-to, and records it as sent', async () => {
    await queueEmail(database().db, anEmail());
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 1 });
    const [mail] = await inbox.waitForMessages(1);
    expect(mail?.subject).toBe('Booking 1 received');
    expect(mail?.from?.text).toContain('bookings@example.com');
    expect(mail?.replyTo?.text).toBe('support@example.com');
    expect(mail?.text?.trim()).toBe('Hello traveller 1');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt?.toISOString()).toBe(clock.toISOString());
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 0 });
    expect(inbox.messages).toHaveLength(1);
  });

  it('queues nothing when the change that causes the mail rolls back', async () => {
    await expect(
      database().db.transaction(async (tx) => {
        await queueEmail(tx, anEmail());
        throw new Error('the booking could not be saved');
      }),
    ).rejects.toThrow();
    expect(await rows()).toHaveLength(0);
  });

  it('retries a refused mail later with backoff, then delivers it exactly once', async () => {
    await queueEmail(database().db, anEmail());
    inbox.refuseWith(451);
    expect(await sendDueEmails(deps())).toMatchObject({ retried: 1 });
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('451');
    // 30 s base delay with half of it jittered: 22.5 s at random = 0.5.
    expect(waiting?.nextAttemptAt.getTime()).toBe(clock.getTime() + 22_500);

    inbox.refuseWith(null);
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 0 }); // not due yet
    clock = new Date(clock.getTime() + 23_000);
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 1 });
    await inbox.waitForMessages(1);
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 0 });
    expect(inbox.messages).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('keeps mails while the SMTP server is down and sends each once when it is back', async () => {
    for (const n of [1, 2, 3]) await queueEmail(database().db, anEmail(n));
    await inbox.stop();
    expect(await sendDueEmails(deps())).toMatchObject({ retried: 3 });
    await inbox.start();
    clock = new Date(clock.getTime() + 60_000);
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 3 });
    await inbox.waitForMessages(3);
    expect(inbox.messages.map((mail) => mail.subject).sort()).toEqual([
      'Booking 1 received',
      'Booking 2 received',
      'Booking 3 received',
    ]);
  });

  it('gives up at once on an address the server refuses for good, so an operator sees it', async () => {
    await queueEmail(database().db, anEmail());
    inbox.refuseWith(550);
    expect(await sendDueEmails(deps())).toMatchObject({ failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it(`marks a mail failed after ${MAX_ATTEMPTS} attempts`, async () => {
    await queueEmail(database().db, anEmail());
    inbox.refuseWith(451);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await sendDueEmails(deps());
      clock = new Date(clock.getTime() + 2 * 60 * 60_000);
    }
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 0, failed: 0, retried: 0 });
  });

  it('loses nothing when the server stops between claiming and sending, and never sends a claimed mail twice', async () => {
    await queueEmail(database().db, anEmail());
    // A worker claims the mail and dies before sending: its transport never delivers.
    const dying: MailTransport = { send: () => new Promise(() => {}), close: () => {} };
    void sendDueEmails(deps({ transport: dying }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await rows())[0]?.status).toBe('sending');

    // While its lease runs, another worker leaves the mail alone.
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 0 });
    // After the lease, the mail is claimed again and delivered once.
    clock = new Date(clock.getTime() + 3 * 60_000);
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 1 });
    await inbox.waitForMessages(1);
    expect(inbox.messages).toHaveLength(1);
  });

  it('prints mails to the log once without SMTP, keeps them in the outbox, and sends them once SMTP is set', async () => {
    const logged: unknown[] = [];
    const log = {
      ...silentLog,
      info: (entry: unknown) => logged.push(entry),
    } as unknown as FastifyBaseLogger;
    await queueEmail(database().db, anEmail());
    expect(await sendDueEmails(deps({ transport: null, log }))).toMatchObject({ logged: 1 });
    expect(await sendDueEmails(deps({ transport: null, log }))).toMatchObject({ logged: 0 });
    expect(logged).toEqual([
      expect.objectContaining({ to: 'traveller1@example.com', subject: 'Booking 1 received' }),
    ]);
    expect((await rows())[0]).toMatchObject({ status: 'pending', lastError: NOT_SENT_WITHOUT_SMTP });

    expect(await sendDueEmails(deps())).toMatchObject({ sent: 1 });
    await inbox.waitForMessages(1);
  });

  it('never prints a password reset link to the log', async () => {
    const logged: unknown[] = [];
    const log = {
      ...silentLog,
      info: (entry: unknown) => logged.push(entry),
    } as unknown as FastifyBaseLogger;
    const link =
      'https://example.com/reset-password#access_token=secret-a&refresh_token=secret-r&type=recovery';
    await queueEmail(database().db, {
      ...anEmail(),
      kind: 'password-reset',
      text: `Reset your password: ${link}`,
      html: `<a href="${link}">Reset</a>`,
    });
    expect(await sendDueEmails(deps({ transport: null, log }))).toMatchObject({ logged: 1 });
    expect(JSON.stringify(logged)).not.toContain('secret-a');
  });

  it('sends through an SMTP server that requires a login, with the credentials of SMTP_URL', async () => {
    const secured = await startSmtpInbox({ user: 'mailer', password: 's3cret!' });
    const authenticated = createSmtpTransport(secured.url);
    try {
      await queueEmail(database().db, anEmail());
      expect(await sendDueEmails(deps({ transport: authenticated }))).toMatchObject({ sent: 1 });
      await secured.waitForMessages(1);

      const wrong = createSmtpTransport(secured.url.replace('s3cret', 'wrong'));
      await queueEmail(database().db, anEmail(2));
      expect(await sendDueEmails(deps({ transport: wrong }))).toMatchObject({ retried: 1 });
      wrong.close();
    } finally {
      authenticated.close();
      await secured.stop();
    }
  });

  it.each([
    ['STARTTLS (smtp://)', 'starttls'],
    ['TLS from the start (smtps://)', 'implicit'],
  ] as const)('sends over %s with the login of SMTP_URL, encrypted', async (_name, tls) => {
    const secured = await startSmtpInbox({ user: 'mailer', password: 's3cret!', tls });
    const encryptedTransport = createSmtpTransport(secured.url);
    try {
      expect(secured.url.startsWith(tls === 'implicit' ? 'smtps://mailer:' : 'smtp://mailer:')).toBe(true);
      await queueEmail(database().db, anEmail());
      expect(await sendDueEmails(deps({ transport: encryptedTransport }))).toMatchObject({ sent: 1 });
      await secured.waitForMessages(1);
      expect(secured.encrypted).toEqual([true]);
    } finally {
      encryptedTransport.close();
      await secured.stop();
    }
  });

  it('sends each mail once when two servers work the same outbox at the same time', async () => {
    for (let n = 1; n <= 30; n++) await queueEmail(database().db, anEmail(n));
    // A second connection pool or embedded handle stands for a second server process.
    const other =
      engine === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: postgresUrlOf(database()) })
        : undefined;
    try {
      const results = await Promise.all([
        sendDueEmails(deps()),
        sendDueEmails(deps({ db: other?.db ?? database().db })),
        sendDueEmails(deps()),
        sendDueEmails(deps({ db: other?.db ?? database().db })),
      ]);
      const sent = results.reduce((sum, result) => sum + result.sent, 0);
      await inbox.waitForMessages(sent);
      // Whatever one pass claimed, no mail went out twice; the next passes send the rest.
      while ((await sendDueEmails(deps())).sent > 0);
      await inbox.waitForMessages(30);
      const subjects = inbox.messages.map((mail) => mail.subject);
      expect(new Set(subjects).size).toBe(30);
      expect(subjects).toHaveLength(30);
      const statuses = await database()
        .db.select({ status: emails.status })
        .from(emails)
        .where(eq(emails.status, 'sent'));
      expect(statuses).toHaveLength(30);
    } finally {
      await other?.close();
    }
  });
});

/** The connection URL of a PostgreSQL test database, read back from its pool. */
function postgresUrlOf(handle: { db: unknown }): string {
  const pool = (handle.db as { $client: { options: { connectionString: string } } }).$client;
  return pool.options.connectionString;
}
