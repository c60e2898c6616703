import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AttentionList } from '../../domain/schemas/admin-api';
import type { ReportAnswer } from '../../domain/schemas/reports';
import { adminClient, insertBooking } from '../../testing/server/admin-fixtures';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { testConfig, useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { bookingEvents, emails } from '../db/schema';
import { runScheduledJobs } from '../scheduler/scheduler';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const MAIL = { publicUrl: 'https://transfers.example.com', supportEmail: 'help@example.com', wake: () => {} };
/** An arrival landing at 14:30 on 10 March 2026 in Cancun (UTC-5). */
const LANDING = new Date('2026-03-10T19:30:00Z');
/** 09:00 on 11 March in Cancun: the morning after, when the request goes out. */
const NEXT_MORNING = new Date('2026-03-11T14:00:00Z');

/**
 * Feedback after the ride: the scheduler asks once per ride the morning after, the link's page
 * takes one answer, and the answer reaches the history, the attention list and the reports.
 */
describe.each(TEST_ENGINES)('feedback after the ride on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = NEXT_MORNING;
  const app = useTestApp(database, { now: () => clock });
  const run = (at: Date) =>
    runScheduledJobs({ db: database().db, mail: MAIL, log: silentLog, now: () => at });
  const requests = () => database().db.select().from(emails).where(eq(emails.kind, 'feedback-request'));
  const tokenOf = (text: string, rating = 5) =>
    new RegExp(`/feedback/([A-Za-z0-9_-]{43})\\?rating=${rating}`).exec(text)?.[1] ?? '';
  // The token travels in a header, never in the path.
  const show = (token?: string) =>
    app().inject({
      method: 'GET',
      url: '/api/feedback',
      headers: token === undefined ? {} : { 'x-feedback-token': token },
    });
  const answer = (token: string, body: unknown) =>
    app().inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { origin: SITE_ORIGIN, 'x-feedback-token': token },
      payload: body as object,
    });

  beforeEach(() => {
    clock = NEXT_MORNING;
  });

  it('asks each driven ride once, the morning after, with a link per rating', async () => {
    const paid = await insertBooking(database(), { status: 'paid', flightDateTime: LANDING });
    const completed = await insertBooking(database(), { status: 'completed', flightDateTime: LANDING });
    await insertBooking(database(), { status: 'pending', flightDateTime: LANDING });
    await insertBooking(database(), { status: 'cancelled', flightDateTime: LANDING });
    // Landing later on the 11th: asked on the 12th, not now.
    await insertBooking(database(), { status: 'paid', flightDateTime: new Date('2026-03-11T13:00:00Z') });
    // Eight days back: too old to ask about.
    await insertBooking(database(), { status: 'paid', flightDateTime: new Date('2026-03-02T19:30:00Z') });

    // 08:59 in Cancun: not yet.
    expect((await run(new Date('2026-03-11T13:59:00Z'))).feedbackRequests).toBe(0);
    // Two servers' schedulers at once: each ride asked once.
    const passes = await Promise.all([run(NEXT_MORNING), run(NEXT_MORNING)]);
    expect(passes.reduce((sum, pass) => sum + pass.feedbackRequests, 0)).toBe(2);
    expect((await run(new Date('2026-03-11T20:00:00Z'))).feedbackRequests).toBe(0);

    const sent = await requests();
    expect(sent.map((mail) => mail.bookingId).sort()).toEqual([paid, completed].sort());
    const mail = sent[0];
    expect(mail?.subject).toBe('How was your transfer?');
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(mail?.textBody).toMatch(
        new RegExp(
          `${rating} stars?: https://transfers\\.example\\.com/feedback/[A-Za-z0-9_-]{43}\\?rating=${rating}`,
        ),
      );
    }
    expect(mail?.htmlBody).toContain('?rating=1');
  });

  it('takes one answer per link, into the history, the attention list when unhappy, and the reports', async () => {
    const id = await insertBooking(database(), { status: 'completed', flightDateTime: LANDING });
    await run(NEXT_MORNING);
    const [mail] = await requests();
    const token = tokenOf(mail?.textBody ?? '', 2);

    const shown = await show(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      bookingId: id,
      from: 'Cancun Airport',
      to: 'Tulum',
      answered: false,
    });

    expect((await answer(token, { rating: 6 })).statusCode).toBe(400);
    expect((await answer(token, { comment: 'no rating' })).json().error).toBe(
      'Please choose a rating from 1 to 5 stars',
    );
    clock = new Date('2026-03-11T16:00:00Z');
    const answered = await answer(token, { rating: 2, comment: 'The driver was 40 minutes late.' });
    expect(answered.statusCode, answered.body).toBe(200);
    const again = await answer(token, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This feedback link has already been used.');
    expect((await show(token)).json().answered).toBe(true);
    const unknown = await answer('A'.repeat(43), { rating: 5 });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'This feedback link is not valid.']);
    for (const refused of [await show('short'), await show(), await answer('', { rating: 5 })]) {
      expect([refused.statusCode, refused.json().error]).toEqual([400, 'This feedback link is not valid.']);
    }
    // The token is no longer taken in the path, which logs and proxies keep.
    expect((await app().inject({ method: 'GET', url: `/api/feedback/${token}` })).statusCode).toBe(404);

    const events = await database().db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events.filter((event) => event.type === 'feedback')).toMatchObject([
      { actor: 'customer', data: { rating: 2, comment: 'The driver was 40 minutes late.' } },
    ]);

    await addAccounts(database());
    const session = await signInAsAdmin(app());
    const admin = adminClient(app(), session);
    const attention = (await admin.attention()).json() as AttentionList;
    expect(attention.bookings.find((booking) => booking.id === id)?.reasons).toEqual([
      { code: 'unhappy-traveller', label: 'Unhappy traveller' },
    ]);
    // The operator writes to the traveller an hour later: the booking leaves the list.
    clock = new Date('2026-03-11T17:00:00Z');
    expect((await admin.message(id, { message: 'We are sorry about the wait.' })).statusCode).toBe(202);
    const after = (await admin.attention()).json() as AttentionList;
    expect(after.bookings.map((booking) => booking.id)).not.toContain(id);

    const report = await app().inject({
      method: 'GET',
      url: '/api/admin/reports?from=2026-03-01&to=2026-03-31',
      cookies: { session },
    });
    expect((report.json() as ReportAnswer).ratings).toEqual([{ month: '2026-03', ratings: 1, average: 2 }]);
  });
});

describe.each(TEST_ENGINES)("the feedback API's limit per address on %s", (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, {
    config: () => ({ rateLimits: { ...testConfig().rateLimits, lookupsPerHour: 2 } }),
  });

  it('counts every request with a token in its header, right or wrong, and answers 429 past the limit', async () => {
    const remoteAddress = '203.0.113.26';
    const send = (method: 'GET' | 'POST') =>
      app().inject({
        method,
        url: '/api/feedback',
        remoteAddress,
        headers: { origin: SITE_ORIGIN, 'x-feedback-token': 'A'.repeat(43) },
        ...(method === 'POST' ? { payload: { rating: 5 } } : {}),
      });
    expect((await send('GET')).statusCode).toBe(404);
    expect((await send('GET')).statusCode).toBe(404);
    const limited = await send('GET');
    expect([limited.statusCode, limited.json().error]).toEqual([
      429,
      'Too many requests. Please try again later.',
    ]);
    // One bucket for every traveller call: the answer's route is held back too.
    expect((await send('POST')).statusCode).toBe(429);
  });
});
