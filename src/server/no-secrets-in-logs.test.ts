/**
 * A whole journey on a server without SMTP (booking, payment, an admin invitation, a
 * password reset, a manage link, a feedback answer) writes no secret to its log, and once the mail is sent
 * the outbox keeps none either. The secrets searched for are the real ones, read from the e-mails the
 * journey queued and from the database, not patterns: the manage token, the feedback token, both tokens
 * of the reset and of the invitation link, and the admin's session id.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addAccounts,
  newClientAddress,
  SITE_ORIGIN,
  signInAsAdmin,
} from '../testing/server/auth-fixtures';
import { arrivalRequest, NOW, payWithTestCard, postBooking } from '../testing/server/booking-fixtures';
import { manageClient, manageTokenFromMail } from '../testing/server/manage-fixtures';
import { type SmtpInbox, startSmtpInbox } from '../testing/server/smtp-inbox';
import { testConfig } from '../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../testing/server/test-database';
import { buildApp } from './app';
import { emails } from './db/schema';
import { createSmtpTransport } from './mail/mail-transport';
import { sendDueEmails } from './mail/mail-worker';
import { BODY_NOT_KEPT } from './mail/outbox';
import { manageLinksWith } from './manage/manage-token';
import { runScheduledJobs } from './scheduler/scheduler';

const FROM = 'Cancun Private Transfers <bookings@localhost>';
/** 09:00 in Cancun the morning after the fixture's ride (landing 14:30 on 10 March): feedback goes out. */
const MORNING_AFTER = new Date('2026-03-11T14:00:00Z');
const INVITED = 'new-admin@example.com';
const MANAGE_LINK_SECRET = 'the manage links of this journey, 32+ characters';
const CONFIG = testConfig({ manageLinkSecret: MANAGE_LINK_SECRET });

/** The two tokens of a set-password link (a reset or an invitation) in an e-mail's text. */
function setPasswordTokens(text: string): [string, string] {
  const hash = new URLSearchParams(/\/reset-password#(\S+)/.exec(text)?.[1] ?? '');
  const tokens = [hash.get('access_token') ?? '', hash.get('refresh_token') ?? ''] as const;
  for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return [...tokens];
}

describe.each(TEST_ENGINES)(
  'no secret in the log or the kept mail of a journey on %s',
  { timeout: 180_000 },
  (engine) => {
    const database = useTestDatabase(engine);
    const lines: string[] = [];
    let clock = NOW;
    let app: FastifyInstance;
    let inbox: SmtpInbox;
    beforeAll(async () => {
      app = await buildApp(
        { config: CONFIG, database: database(), now: () => clock },
        { logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } },
      );
      await app.ready();
      inbox = await startSmtpInbox();
    });
    afterAll(async () => {
      await app.close();
      await inbox.stop();
    });

    /** The mail worker of a server without SMTP_URL: it prints what the outbox holds to the server's log. */
    const printOutbox = () =>
      sendDueEmails({
        db: database().db,
        transport: null,
        from: FROM,
        log: app.log.child({ component: 'mail' }),
        now: () => clock,
      });
    const mailOf = async (kind: string) => {
      const [row] = await database().db.select().from(emails).where(eq(emails.kind, kind));
      if (!row) throw new Error(`no ${kind} e-mail was queued`);
      return row;
    };
    /**
     * The manage API with the e-mail's token, as the manage page calls it: the fixture's client sends the
     * token the way the API takes it (in the request body).
     */
    const openManagedBooking = (id: string, token: string) => manageClient(app).get(id, { token });

    it('logs no token, reset, invitation, manage or feedback secret, and keeps none in the sent mail', async () => {
      await addAccounts(database());
      const secrets: Record<string, string> = {};

      // A traveller books and pays.
      const created = await postBooking(app, arrivalRequest());
      expect(created.statusCode).toBe(201);
      const { booking, checkoutUrl } = created.json() as { booking: { id: string }; checkoutUrl: string };
      const sessionId = await payWithTestCard(app, checkoutUrl);
      const paid = await app.inject({ method: 'POST', url: '/api/payments/confirm', payload: { sessionId } });
      expect(paid.statusCode).toBe(200);
      await printOutbox();
      secrets.manageToken = await manageTokenFromMail(database(), booking.id);
      // The token of the e-mail is the one the server derives.
      expect(secrets.manageToken).toBe(
        manageLinksWith(MANAGE_LINK_SECRET).tokenFor({ id: booking.id, email: arrivalRequest().email }),
      );

      // An admin invites another; the admin's own password is reset.
      const session = await signInAsAdmin(app);
      secrets.session = session;
      const invited = await app.inject({
        method: 'POST',
        url: '/api/admin/accounts',
        cookies: { session },
        headers: { origin: SITE_ORIGIN },
        remoteAddress: newClientAddress(),
        payload: { email: INVITED, role: 'admin' },
      });
      expect(invited.statusCode).toBe(201);
      const forgot = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: ADMIN.email },
      });
      expect(forgot.statusCode).toBe(200);
      // The link is issued after the answer.
      await app.backgroundWork.idle();
      await printOutbox();
      [secrets.invitationAccess, secrets.invitationRefresh] = setPasswordTokens(
        (await mailOf('account-invitation')).textBody,
      );
      [secrets.resetAccess, secrets.resetRefresh] = setPasswordTokens(
        (await mailOf('password-reset')).textBody,
      );
      // The reset link is opened: its page, then the check of its tokens.
      expect((await app.inject({ method: 'GET', url: '/reset-password' })).statusCode).toBe(200);
      const verified = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/verify',
        payload: { accessToken: secrets.resetAccess, refreshToken: secrets.resetRefresh },
      });
      expect(verified.statusCode).toBe(200);

      // The traveller follows the manage link of an e-mail.
      const managePage = await app.inject({
        method: 'GET',
        url: `/manage-booking/${booking.id}?${new URLSearchParams({ token: secrets.manageToken })}`,
      });
      expect(managePage.statusCode).toBe(200);
      const managed = await openManagedBooking(booking.id, secrets.manageToken);
      expect(managed.statusCode, managed.body).toBe(200);

      // The morning after the ride, 'How was your transfer?'; the traveller answers from its link.
      clock = MORNING_AFTER;
      const mail = {
        publicUrl: CONFIG.publicUrl,
        supportEmail: CONFIG.supportEmail,
        wake: () => {},
        manageLinks: manageLinksWith(MANAGE_LINK_SECRET),
      };
      const pass = await runScheduledJobs({
        db: database().db,
        mail,
        log: app.log.child({ component: 'scheduler' }),
        now: () => clock,
      });
      expect(pass.feedbackRequests).toBe(1);
      await printOutbox();
      const feedbackLink = /\/feedback\/([A-Za-z0-9_-]{43})\?rating=2/.exec(
        (await mailOf('feedback-request')).textBody,
      );
      secrets.feedbackToken = feedbackLink?.[1] ?? '';
      expect(secrets.feedbackToken).toHaveLength(43);
      expect(
        (await app.inject({ method: 'GET', url: `/feedback/${secrets.feedbackToken}?rating=2` })).statusCode,
      ).toBe(200);
      const shown = await app.inject({
        method: 'GET',
        url: '/api/feedback',
        headers: { 'x-feedback-token': secrets.feedbackToken },
      });
      expect(shown.statusCode, shown.body).toBe(200);
      const answered = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { origin: SITE_ORIGIN, 'x-feedback-token': secrets.feedbackToken },
        payload: { rating: 2, comment: 'Late.' },
      });
      expect(answered.statusCode, answered.body).toBe(200);

      // The log: every e-mail and request of the journey is in it, and none of the secrets.
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const printed = logged.filter((entry) => entry.msg === 'e-mail queued, not sent (SMTP_URL is not set)');
      expect(printed.map((entry) => entry.kind).sort()).toEqual(
        [
          'account-invitation',
          'booking-received',
          'feedback-request',
          'password-reset',
          'payment-received',
        ].sort(),
      );
      // Each named by its id and kind: no recipient, subject or body.
      for (const entry of printed) {
        expect(entry.emailId).toEqual(expect.any(String));
        expect(entry).not.toHaveProperty('to');
        expect(entry).not.toHaveProperty('subject');
        expect(entry).not.toHaveProperty('text');
      }
      const urls = logged.flatMap((entry) =>
        (entry.req as { url?: string })?.url ? [(entry.req as { url: string }).url] : [],
      );
      expect(urls).toEqual(
        expect.arrayContaining([
          `/manage-booking/${booking.id}`,
          `/api/bookings/${booking.id}/manage/view`,
          '/feedback/[redacted]',
          '/api/feedback',
          '/reset-password',
        ]),
      );
      const everything = lines.join('\n');
      for (const [name, secret] of Object.entries(secrets)) {
        expect(secret.length, name).toBeGreaterThanOrEqual(32);
        expect(everything.includes(secret), `the log holds the ${name}`).toBe(false);
      }

      // SMTP is set later: the mail goes out with its links, and the outbox keeps none of them.
      const transport = createSmtpTransport(inbox.url);
      try {
        // The outbox stamps rows with the database's clock: the worker runs on the real one.
        const sent = await sendDueEmails({
          db: database().db,
          transport,
          from: FROM,
          log: app.log,
          now: () => new Date(),
        });
        expect(sent).toMatchObject({ sent: 5, retried: 0, failed: 0 });
      } finally {
        transport.close();
      }
      const delivered = (await inbox.waitForMessages(5))
        .map((message) => `${message.text}\n${message.html}`)
        .join('\n');
      for (const [name, secret] of Object.entries(secrets)) {
        if (name !== 'session') expect(delivered.includes(secret), `the mailbox has the ${name}`).toBe(true);
      }
      const kept = await database().db.select().from(emails);
      const keptText = JSON.stringify(kept);
      for (const [name, secret] of Object.entries(secrets)) {
        expect(keptText.includes(secret), `the outbox keeps the ${name}`).toBe(false);
      }
      expect(
        kept
          .filter((row) => row.carriesSecret)
          .map((row) => row.kind)
          .sort(),
      ).toEqual(
        [
          'account-invitation',
          'booking-received',
          'feedback-request',
          'password-reset',
          'payment-received',
        ].sort(),
      );
      for (const row of kept.filter((row) => row.carriesSecret)) {
        expect(row).toMatchObject({ status: 'sent', textBody: BODY_NOT_KEPT, htmlBody: BODY_NOT_KEPT });
      }
      // Nor did the worker's lines about sending them hold any.
      const allLines = lines.join('\n');
      for (const secret of Object.values(secrets)) expect(allLines.includes(secret)).toBe(false);

      // The booking card's history still says what was sent, to whom and when (signed in again: ten days on).
      const later = await signInAsAdmin(app);
      const history = await app.inject({
        method: 'GET',
        url: `/api/admin/bookings/${booking.id}/history`,
        cookies: { session: later },
      });
      expect(history.statusCode, history.body).toBe(200);
      const sentMail = (
        history.json() as { emails: { kind: string; to: string; subject: string; sentAt: string | null }[] }
      ).emails;
      expect(sentMail.map((entry) => entry.kind).sort()).toEqual([
        'booking-received',
        'feedback-request',
        'payment-received',
      ]);
      for (const entry of sentMail) {
        expect(entry).toMatchObject({
          to: 'ana@example.com',
          subject: expect.any(String),
          sentAt: expect.any(String),
        });
      }
    });
  },
);
