import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertBooking } from '../../testing/server/admin-fixtures';
import { type SmtpInbox, startSmtpInbox } from '../../testing/server/smtp-inbox';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { openDatabase } from '../db/client';
import { emails } from '../db/schema';
import { createSmtpTransport, type MailTransport } from './mail-transport';
import { type MailWorkerDeps, NOT_SENT_WITHOUT_SMTP, sendDueEmails, startMailWorker } from './mail-worker';
import { BODY_NOT_KEPT, queueEmail } from './outbox';
import { MAX_ATTEMPTS } from './retry-schedule';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const FROM = 'Cancun Private Transfers <bookings@example.com>';

function anEmail(n = 1) {
  return {
    kind: 'booking-received' as const,
    to: `traveller${n}@example.com`,
    carriesSecret: false,
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

  /**
   * Queues a mail, then moves the worker's clock to just after the instant the database stamped it due:
   * the clock follows the database, however long the test took to get here (a TLS peer starting, a busy
   * machine), never the other way round.
   */
  async function queueDue(email: Parameters<typeof queueEmail>[1]): Promise<string> {
    const id = await queueEmail(database().db, email);
    const [row] = await database()
      .db.select({ due: emails.nextAttemptAt })
      .from(emails)
      .where(eq(emails.id, id));
    const due = row?.due.getTime() ?? 0;
    if (clock.getTime() <= due) clock = new Date(due + 1);
    return id;
  }

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
    // Set by queueDue from the database's own stamp; until then, a clock before any mail is due.
    clock = new Date(0);
  });

  it('delivers a queued e-mail once, from MAIL_FROM, with its reply-to, and records it as sent', async () => {
    await queueDue(anEmail());
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

  it('sends a mail the database stamped due within the millisecond its clock reads, not one a millisecond on', async () => {
    // The database stamps microseconds, the worker's clock whole milliseconds: a mail queued in the
    // millisecond a woken worker reads its clock is due for that worker.
    await queueEmail(database().db, anEmail(1));
    await database().db.execute(sql`update emails set next_attempt_at = '2026-03-02T15:00:00.000400Z'`);
    clock = new Date('2026-03-02T15:00:00.000Z');
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 1 });
    await queueEmail(database().db, anEmail(2));
    await database().db.execute(
      sql`update emails set next_attempt_at = '2026-03-02T15:00:00.001000Z' where status = 'pending'`,
    );
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 0 });
    clock = new Date('2026-03-02T15:00:00.001Z');
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 1 });
    await inbox.waitForMessages(2);
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
    await queueDue(anEmail());
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
    for (const n of [1, 2, 3]) await queueDue(anEmail(n));
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
    await queueDue(anEmail());
    inbox.refuseWith(550);
    expect(await sendDueEmails(deps())).toMatchObject({ failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it(`marks a mail failed after ${MAX_ATTEMPTS} attempts`, async () => {
    await queueDue(anEmail());
    inbox.refuseWith(451);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await sendDueEmails(deps());
      clock = new Date(clock.getTime() + 2 * 60 * 60_000);
    }
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 0, failed: 0, retried: 0 });
  });

  it('loses nothing when the server stops between claiming and sending, and never sends a claimed mail twice', async () => {
    await queueDue(anEmail());
    // A worker claims the mail and dies before sending: its transport never delivers.
    let handedOver: () => void = () => {};
    const sendStarted = new Promise<void>((resolve) => {
      handedOver = resolve;
    });
    const dying: MailTransport = {
      send: () => {
        handedOver();
        return new Promise(() => {});
      },
      close: () => {},
    };
    void sendDueEmails(deps({ transport: dying }));
    await sendStarted;
    expect((await rows())[0]?.status).toBe('sending');

    // While its lease runs, another worker leaves the mail alone.
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 0 });
    // After the lease, the mail is claimed again and delivered once.
    clock = new Date(clock.getTime() + 3 * 60_000);
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 1 });
    await inbox.waitForMessages(1);
    expect(inbox.messages).toHaveLength(1);
  });

  /** Polls `condition` until it holds (the test's own timeout is the only limit). */
  async function until(condition: () => Promise<boolean>): Promise<void> {
    while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** A transport whose first send waits until `release` (or forever); the rest go to the inbox. */
  function holdingFirstSend() {
    let started: () => void = () => {};
    let release: () => void = () => {};
    const firstStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sends = 0;
    const holding: MailTransport = {
      send: async (message) => {
        sends += 1;
        if (sends === 1) {
          started();
          await released;
        }
        await transport.send(message);
      },
      close: () => {},
    };
    return { holding, firstStarted, release };
  }

  it('gives back at once, when it stops, what it claimed and has not sent, after finishing the mail under way', async () => {
    for (let n = 1; n <= 5; n++) await queueDue(anEmail(n));
    const { holding, firstStarted, release } = holdingFirstSend();
    const worker = startMailWorker(deps({ transport: holding, workerId: 'server-a' }), 60_000);
    await firstStarted;
    expect((await rows()).filter((row) => row.lockedBy === 'server-a')).toHaveLength(5);

    const stopped = worker.stop();
    // Handed back while the mail under way is still being sent.
    await until(async () => (await rows()).filter((row) => row.status === 'pending').length === 4);
    expect((await rows()).filter((row) => row.status === 'sending')).toHaveLength(1);
    release();
    expect(await stopped).toBe(4);
    const after = await rows();
    expect(after.filter((row) => row.status === 'sent')).toHaveLength(1);
    const handedBack = after.filter((row) => row.status === 'pending');
    expect(handedBack).toHaveLength(4);
    expect(handedBack.every((row) => row.lockedBy === null && row.lockedUntil === null)).toBe(true);
    // Another server sends them now, without waiting for the lease (the clock has not moved).
    expect(await sendDueEmails(deps({ workerId: 'server-b' }))).toMatchObject({ sent: 4 });
    await inbox.waitForMessages(5);
    expect(new Set(inbox.messages.map((mail) => mail.subject)).size).toBe(5);
  });

  it('keeps the claim of a send that outlasts the grace, and gives back the rest', async () => {
    for (let n = 1; n <= 3; n++) await queueDue(anEmail(n));
    const { holding, firstStarted } = holdingFirstSend();
    const worker = startMailWorker(deps({ transport: holding, workerId: 'server-a' }), 60_000);
    await firstStarted;
    expect(await worker.stop(0)).toBe(2);
    const stuck = (await rows()).filter((row) => row.status === 'sending');
    expect(stuck).toHaveLength(1);
    expect(stuck[0]?.lockedBy).toBe('server-a');
    expect(await sendDueEmails(deps({ workerId: 'server-b' }))).toMatchObject({ sent: 2 });
  });

  it('gives every attempt at one outbox row the same Message-ID, so a mail sent again reads as one', async () => {
    const id = await queueDue(anEmail());
    inbox.refuseWith(451);
    expect(await sendDueEmails(deps())).toMatchObject({ retried: 1 });
    inbox.refuseWith(null);
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 1 });
    const [mail] = await inbox.waitForMessages(1);
    expect(mail?.messageId).toBe(`<${id}@example.com>`);
  });

  it('prints mails to the log once without SMTP, keeps them in the outbox, and sends them once SMTP is set', async () => {
    const logged: unknown[] = [];
    const log = {
      ...silentLog,
      info: (entry: unknown) => logged.push(entry),
    } as unknown as FastifyBaseLogger;
    await queueDue(anEmail());
    expect(await sendDueEmails(deps({ transport: null, log }))).toMatchObject({ logged: 1 });
    expect(await sendDueEmails(deps({ transport: null, log }))).toMatchObject({ logged: 0 });
    expect(logged).toEqual([expect.objectContaining({ kind: 'booking-received' })]);
    expect(logged[0]).not.toHaveProperty('to');
    expect((await rows())[0]).toMatchObject({ status: 'pending', lastError: NOT_SENT_WITHOUT_SMTP });

    expect(await sendDueEmails(deps())).toMatchObject({ sent: 1 });
    await inbox.waitForMessages(1);
  });

  /** Mails with the link shapes the product makes, each flagged as its caller flags it. */
  const RESET_LINK =
    'https://example.com/reset-password#access_token=secret-a&refresh_token=secret-r&type=recovery';
  const MANAGE_LINK = 'https://example.com/manage-booking/K7M2Q9XH4T?token=secret-m';
  const FEEDBACK_LINK = 'https://example.com/feedback/secret-f?rating=2';
  const withLinks = [
    { ...anEmail(1), kind: 'password-reset' as const, carriesSecret: true, link: RESET_LINK },
    { ...anEmail(2), kind: 'account-invitation' as const, carriesSecret: true, link: RESET_LINK },
    { ...anEmail(3), kind: 'payment-received' as const, carriesSecret: true, link: MANAGE_LINK },
    { ...anEmail(4), kind: 'feedback-request' as const, carriesSecret: true, link: FEEDBACK_LINK },
    // A caller that forgot the flag: the body's link flags it all the same.
    { ...anEmail(5), kind: 'admin-message' as const, carriesSecret: false, link: MANAGE_LINK },
  ].map(({ link, ...email }) => ({
    ...email,
    text: `Open ${link}`,
    html: `<a href="${link.replaceAll('&', '&amp;')}">Open</a>`,
  }));
  const SECRETS = ['secret-a', 'secret-r', 'secret-m', 'secret-f'];

  /** The worker's log as the server writes it: a real logger's JSON lines, every level. */
  function capturedLog() {
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
    return { lines, log: log as unknown as FastifyBaseLogger };
  }

  it('names each mail in the log by its id, kind and booking, with SMTP unset: no address, subject or body', async () => {
    const { lines, log } = capturedLog();
    const queued = [
      ...withLinks,
      // The contact form's mail quotes its sender; its recipient is the support inbox.
      {
        ...anEmail(6),
        kind: 'contact-message' as const,
        to: 'help-desk@example.com',
        replyTo: 'sender6@example.net',
        subject: 'Website message from Ana',
        text: 'From: Ana\nE-mail: sender6@example.net\n\nDo you have baby chairs?',
      },
      // An operator's message may name the address anywhere, a link may carry it encoded.
      {
        ...anEmail(7),
        kind: 'admin-message' as const,
        subject: 'About traveller7@example.com',
        text: 'Pay at https://example.com/check-my-booking?email=traveller7%40example.com&lastName=Lee',
      },
    ];
    const bookingId = await insertBooking(database());
    const ids: string[] = [];
    for (const email of queued) ids.push(await queueDue({ ...email, bookingId }));

    // The worker as a server without SMTP_URL runs it; stopping waits for its pass.
    const worker = startMailWorker(deps({ transport: null, log, workerId: 'server-a' }), 60_000);
    await worker.stop();

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const named = entries.filter((entry) => entry.msg === 'e-mail queued, not sent (SMTP_URL is not set)');
    expect(named.map(({ emailId, kind, bookingId }) => ({ emailId, kind, bookingId }))).toEqual(
      queued.map((email, n) => ({ emailId: ids[n], kind: email.kind, bookingId })),
    );
    const everything = lines.join('\n');
    expect(everything).not.toMatch(/@|%40/);
    for (const email of queued) {
      expect(everything).not.toContain(email.subject);
      expect(everything).not.toContain(email.text);
    }
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
    expect((await rows()).every((row) => row.lastError === NOT_SENT_WITHOUT_SMTP)).toBe(true);
  });

  it('logs a refusal that quotes the recipient without the address, and keeps it whole in the row', async () => {
    const { lines, log } = capturedLog();
    await queueDue(anEmail(1));
    const quoting: MailTransport = {
      send: async () => {
        throw Object.assign(
          new Error(
            "Can't send mail - all recipients were rejected: 550 5.1.1 <traveller1@example.com>: Recipient address rejected",
          ),
          { responseCode: 550 },
        );
      },
      close: () => {},
    };
    expect(await sendDueEmails(deps({ transport: quoting, log }))).toMatchObject({ failed: 1 });
    const [failure] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(failure).toMatchObject({
      msg: 'e-mail failed for good: an operator must act',
      kind: 'booking-received',
      error:
        "Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: Recipient address rejected",
    });
    expect(lines.join('\n')).not.toContain('@');
    expect((await rows())[0]?.lastError).toContain('<traveller1@example.com>');
  });

  it('keeps no body of a mail that carried a secret link once it is sent, and every other body', async () => {
    for (const email of withLinks) await queueDue(email);
    const plain = await queueDue(anEmail(6));
    expect(await sendDueEmails(deps())).toMatchObject({ sent: 6 });
    const delivered = await inbox.waitForMessages(6);
    // The traveller's mailbox has the link; the outbox does not.
    expect(delivered.map((mail) => mail.text).join('\n')).toContain('secret-m');
    const sent = await rows();
    for (const row of sent.filter((row) => row.id !== plain)) {
      expect(row).toMatchObject({ status: 'sent', textBody: BODY_NOT_KEPT, htmlBody: BODY_NOT_KEPT });
      expect(row.subject).toMatch(/^Booking \d received$/);
      expect(row.sentAt).not.toBeNull();
    }
    expect(sent.find((row) => row.id === plain)).toMatchObject({ textBody: 'Hello traveller 6' });
    for (const secret of SECRETS) expect(JSON.stringify(sent)).not.toContain(secret);

    // A mail refused, for a while or for good, keeps its body: it is sent again (an operator may retry a
    // failed one once the cause is fixed).
    await database().db.delete(emails);
    const [manageMail, feedbackMail] = [withLinks[2], withLinks[3]];
    if (!manageMail || !feedbackMail) throw new Error('the mails with links are listed above');
    const later = await queueDue(manageMail);
    inbox.refuseWith(451);
    expect(await sendDueEmails(deps())).toMatchObject({ retried: 1 });
    expect((await rows())[0]).toMatchObject({ id: later, status: 'pending', textBody: manageMail.text });
    await database().db.delete(emails);
    const refused = await queueDue(feedbackMail);
    inbox.refuseWith(550);
    expect(await sendDueEmails(deps())).toMatchObject({ failed: 1 });
    expect((await rows())[0]).toMatchObject({ id: refused, status: 'failed', htmlBody: feedbackMail.html });
  });

  it('sends through an SMTP server that requires a login, with the credentials of SMTP_URL', async () => {
    const secured = await startSmtpInbox({ user: 'mailer', password: 's3cret!' });
    const authenticated = createSmtpTransport(secured.url);
    try {
      await queueDue(anEmail());
      expect(await sendDueEmails(deps({ transport: authenticated }))).toMatchObject({ sent: 1 });
      await secured.waitForMessages(1);

      const wrong = createSmtpTransport(secured.url.replace('s3cret', 'wrong'));
      await queueDue(anEmail(2));
      expect(await sendDueEmails(deps({ transport: wrong }))).toMatchObject({ retried: 1 });
      wrong.close();
    } finally {
      authenticated.close();
      await secured.stop();
    }
  });

  it('refuses to send over plain text to a server without STARTTLS, unless SMTP_URL says tls=off', async () => {
    const plain = await startSmtpInbox({ user: 'mailer', password: 's3cret!' });
    expect(plain.url).toMatch(/\?tls=off$/);
    const strict = createSmtpTransport(plain.url.replace('?tls=off', ''));
    const optedOut = createSmtpTransport(plain.url);
    try {
      await queueDue(anEmail());
      expect(await sendDueEmails(deps({ transport: strict }))).toMatchObject({ retried: 1 });
      const [row] = await rows();
      expect(row?.lastError).toMatch(/STARTTLS/i);
      expect(plain.messages).toHaveLength(0);

      await database()
        .db.update(emails)
        .set({ nextAttemptAt: new Date(0) });
      expect(await sendDueEmails(deps({ transport: optedOut }))).toMatchObject({ sent: 1 });
      await plain.waitForMessages(1);
      expect(plain.encrypted).toEqual([false]);
    } finally {
      strict.close();
      optedOut.close();
      await plain.stop();
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
      await queueDue(anEmail());
      expect(await sendDueEmails(deps({ transport: encryptedTransport }))).toMatchObject({ sent: 1 });
      await secured.waitForMessages(1);
      expect(secured.encrypted).toEqual([true]);
    } finally {
      encryptedTransport.close();
      await secured.stop();
    }
  });

  it('sends each mail once when two servers work the same outbox at the same time', async () => {
    for (let n = 1; n <= 30; n++) await queueDue(anEmail(n));
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
