/**
 * Three server processes on one PostgreSQL behave as one site: limits, lockouts, payments, e-mail and
 * scheduled jobs hold across them, and a deploy (SIGTERM) or a crash (SIGKILL) of a server inside requests
 * under way, in the middle of load, loses and doubles nothing: one booking, one Stripe checkout and one
 * payment in the money ledger per booking. PostgreSQL only (the embedded database is one process's): runs
 * when TEST_DATABASE_URL is set, as in .ci/run, and fails under CI=true when it is not. Every wait is for
 * a condition, never for a time, and has a limit whose failure says what it waited for.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingEvents,
  bookings,
  emails,
  moneyMovements,
  type NewBookingRow,
  payments,
} from '../../src/server/db/schema';
import { bounded, until } from '../../src/testing/bounded';
import { IN_CI } from '../../src/testing/ci';
import { arrivalRequest } from '../../src/testing/server/booking-fixtures';
import type { ServerProcess } from '../../src/testing/server/server-process';
import {
  ADMIN,
  type Answer,
  type Cluster,
  call,
  callAnyServer,
  inParallel,
  startCluster,
  WEBHOOK_SECRET,
} from './cluster';

const HOUR = 3600_000;
const SCHEDULED = 10;
const LOOKUPS_PER_HOUR = 30;
const inAMonth = new Date(Date.now() + 30 * 24 * HOUR).toISOString().slice(0, 10);

/** Bookings the schedulers find due as they start: payment reminders and departure reminders. */
function dueBookings(): NewBookingRow[] {
  const now = Date.now();
  const row = (n: number, values: Partial<NewBookingRow>): NewBookingRow => ({
    id: `DUE${String(n).padStart(7, '0')}`,
    serviceType: 'arrival',
    fromLocation: 'Cancun Airport',
    toLocation: 'Playa del Carmen',
    passengers: 2,
    firstName: 'Traveller',
    lastName: `Due${n}`,
    email: `due${n}@example.com`,
    phone: '+1 555 0100',
    hotelName: 'Hotel Playa',
    flightNumber: 'UA 100',
    flightAirline: 'United',
    flightDateTime: new Date(now + 5 * 24 * HOUR),
    totalPrice: 99,
    status: 'pending',
    createdAt: new Date(now - 25 * HOUR),
    ...values,
  });
  return [
    ...Array.from({ length: SCHEDULED }, (_, i) => row(i, {})),
    ...Array.from({ length: SCHEDULED }, (_, i) =>
      row(SCHEDULED + i, {
        serviceType: 'departure',
        fromLocation: 'Playa del Carmen',
        toLocation: 'Cancun Airport',
        status: 'paid',
        createdAt: new Date(now - 10 * 24 * HOUR),
        flightDateTime: new Date(now + 15 * HOUR),
        pickupTime: '3',
        pickupTimeCalc: new Date(now + 12 * HOUR),
      }),
    ),
  ];
}

const client = (n: number) => ({ 'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}` });

/** A booking request of its own (its last name finds it again), sent as the booking form sends it. */
function bookingRequest(key: string, clientNumber: number) {
  return {
    path: '/api/bookings',
    body: arrivalRequest({ flightDate: inAMonth, lastName: `Key-${key}`, email: `${key}@example.com` }),
    headers: { 'idempotency-key': key, ...client(clientNumber) },
  };
}

/** How long the test waits for what the servers do on their own (reminders, e-mail, a price change). */
const SETTLE_MS = 60_000;

const bookingIdOf = (answer: Answer) => (answer.body as { booking: { id: string } }).booking.id;
const sessionIdOf = (answer: Answer) =>
  new URL(String((answer.body as { checkoutUrl: string }).checkoutUrl)).pathname.split('/').pop() ?? '';

describe.skipIf(!process.env.TEST_DATABASE_URL && !IN_CI)('three servers on one PostgreSQL', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({
      ports: [3631, 3632, 3633],
      env: {
        RATE_LIMIT_LOOKUPS_PER_HOUR: String(LOOKUPS_PER_HOUR),
        RATE_LIMIT_BOOKINGS_PER_HOUR: '1000',
        RATE_LIMIT_LOGINS_PER_HOUR: '1000',
      },
      beforeStart: async (database) => {
        await database.db.insert(bookings).values(dueBookings());
      },
    });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  /** The bookings of these Idempotency-Keys, by key. */
  const bookingsOf = async (keys: string[]) =>
    cluster.database.db.select().from(bookings).where(inArray(bookings.idempotencyKey, keys));

  /** The Stripe stand-in's checkout sessions of these bookings, by booking id. */
  const sessionsOf = (ids: string[]) => {
    const wanted = new Set(ids);
    const byBooking = new Map<string, string[]>();
    for (const session of cluster.stripe.sessions()) {
      const id = session.client_reference_id ?? '';
      if (wanted.has(id)) byBooking.set(id, [...(byBooking.get(id) ?? []), session.id]);
    }
    return byBooking;
  };

  /** Every booking has exactly one checkout session at Stripe. */
  function expectOneCheckoutEach(ids: string[]) {
    const byBooking = sessionsOf(ids);
    expect([...byBooking.keys()].sort(), 'the bookings with a checkout at Stripe').toEqual([...ids].sort());
    const doubled = [...byBooking.entries()].filter(([, sessions]) => sessions.length !== 1);
    expect(doubled, 'bookings with more than one checkout at Stripe').toEqual([]);
  }

  /** Calls that had to go to another server than their first (it was gone). */
  let retried = 0;
  /** The process id of the server the crash test kills: its e-mail claims are found by it. */
  let killedPid = -1;

  /**
   * Books with the key and pays: the checkout paid at Stripe, confirmed on any server. Answers the
   * booking's id and the answer to the booking request (which server made it, after how many retries).
   */
  async function bookAndPay(key: string, clientNumber: number, firstServer: number) {
    const booked = await callAnyServer(cluster, firstServer, bookingRequest(key, clientNumber));
    retried += booked.retries ? 1 : 0;
    expect(booked.status).toBe(201);
    const sessionId = sessionIdOf(booked);
    cluster.stripe.markPaid(sessionId);
    const confirmed = await callAnyServer(cluster, firstServer + 1, {
      path: '/api/payments/confirm',
      body: { sessionId },
      headers: client(clientNumber),
    });
    retried += confirmed.retries ? 1 : 0;
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ bookingId: bookingIdOf(booked), status: 'paid' });
    return { id: bookingIdOf(booked), booked };
  }

  /**
   * Every booking once, paid once (one `paid` event, one payment in the money ledger for its price, one
   * checkout at Stripe), and its two e-mails once.
   */
  async function expectBookedAndPaidOnce(keys: string[]) {
    const rows = await bookingsOf(keys);
    expect(rows.map((row) => row.idempotencyKey).sort()).toEqual([...keys].sort());
    expect(rows.every((row) => row.status === 'paid')).toBe(true);
    const ids = rows.map((row) => row.id);
    const paid = await cluster.database.db
      .select({ bookingId: bookingEvents.bookingId })
      .from(bookingEvents)
      .where(and(inArray(bookingEvents.bookingId, ids), eq(bookingEvents.type, 'paid')));
    expect(paid.map((event) => event.bookingId).sort()).toEqual([...ids].sort());
    const paidPayments = await cluster.database.db
      .select({ bookingId: payments.bookingId })
      .from(payments)
      .where(and(inArray(payments.bookingId, ids), eq(payments.status, 'paid')));
    expect(paidPayments).toHaveLength(ids.length);
    const ledger = await cluster.database.db
      .select({ bookingId: moneyMovements.bookingId, amountCents: moneyMovements.amountCents })
      .from(moneyMovements)
      .where(and(inArray(moneyMovements.bookingId, ids), eq(moneyMovements.kind, 'payment')));
    expect(ledger.map((movement) => movement.bookingId).sort(), 'payments in the money ledger').toEqual(
      [...ids].sort(),
    );
    for (const row of rows) {
      expect(ledger.find((movement) => movement.bookingId === row.id)?.amountCents).toBe(
        row.totalPrice * 100,
      );
    }
    expectOneCheckoutEach(ids);
    for (const kind of ['booking-received', 'payment-received']) {
      const queued = await cluster.database.db
        .select({ bookingId: emails.bookingId })
        .from(emails)
        .where(and(inArray(emails.bookingId, ids), eq(emails.kind, kind)));
      expect(queued.map((mail) => mail.bookingId).sort()).toEqual([...ids].sort());
    }
  }

  it('books 60 transfers spread over the three, each Idempotency-Key sent to every server at once, once each', async () => {
    const keys = Array.from({ length: 60 }, (_, n) => `spread-${n}`);
    const sends = keys.flatMap((key, n) => [0, 1, 2].map((server) => ({ key, n, server: (n + server) % 3 })));
    const answers = await inParallel(sends, 24, ({ key, n, server }) =>
      call(cluster, server, bookingRequest(key, n)),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    // The three answers of one key name one booking.
    for (const [n, key] of keys.entries()) {
      const ids = new Set(answers.filter((_, i) => sends[i]?.key === key).map(bookingIdOf));
      expect(ids.size, `key ${key} (${n})`).toBe(1);
    }
    const rows = await bookingsOf(keys);
    expect(rows).toHaveLength(60);
    // Twins asked Stripe with the same idempotency key: one checkout each.
    expectOneCheckoutEach(rows.map((row) => row.id));
    const received = await cluster.database.db
      .select({ bookingId: emails.bookingId })
      .from(emails)
      .where(
        and(
          inArray(
            emails.bookingId,
            rows.map((row) => row.id),
          ),
          eq(emails.kind, 'booking-received'),
        ),
      );
    expect(received).toHaveLength(60);
  });

  it('pays each booking once when its payment is confirmed on two servers and its webhook replayed on all three', async () => {
    const keys = Array.from({ length: 60 }, (_, n) => `spread-${n}`);
    const rows = await bookingsOf(keys);
    const checkouts = await cluster.database.db
      .select({ bookingId: payments.bookingId, sessionId: payments.checkoutSessionId })
      .from(payments)
      .where(
        inArray(
          payments.bookingId,
          rows.map((row) => row.id),
        ),
      );
    const sessions = [...new Map(checkouts.map((c) => [c.bookingId, c.sessionId])).values()];
    expect(sessions).toHaveLength(60);
    const calls = sessions.flatMap((sessionId, n) => {
      const session = cluster.stripe.markPaid(sessionId);
      const { payload, signature } = cluster.stripe.sign(
        cluster.stripe.event('checkout.session.completed', session),
        WEBHOOK_SECRET,
      );
      const webhook = {
        path: '/api/payments/stripe/webhook',
        body: payload,
        headers: { 'stripe-signature': signature },
      };
      const confirm = { path: '/api/payments/confirm', body: { sessionId }, headers: client(1000 + n) };
      return [
        { server: n % 3, request: confirm },
        { server: (n + 1) % 3, request: confirm },
        { server: 0, request: webhook },
        { server: 1, request: webhook },
        { server: 2, request: webhook },
      ];
    });
    const answers = await inParallel(calls, 24, ({ server, request }) => call(cluster, server, request));
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    await expectBookedAndPaidOnce(keys);
  });

  it('holds an account after its failures spread over the three, but not for the address it signs in from', async () => {
    const office = { 'x-forwarded-for': '192.0.2.200' };
    const signIn = (server: number, password: string, headers: Record<string, string>) =>
      call(cluster, server, { path: '/api/auth/login', body: { email: ADMIN.email, password }, headers });
    expect((await signIn(0, ADMIN.password, office)).status).toBe(200);

    const attempts = Array.from({ length: 24 }, (_, n) => n);
    const answers = await inParallel(attempts, 12, (n) =>
      signIn(n % 3, 'Wrong#Pass1', { 'x-forwarded-for': `203.0.113.${n + 1}` }),
    );
    const statuses = answers.map((answer) => answer.status);
    // RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT (10) failures in all, whichever servers they reached.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(14);
    expect((await signIn(1, ADMIN.password, { 'x-forwarded-for': '203.0.113.99' })).status).toBe(429);
    expect((await signIn(2, ADMIN.password, office)).status).toBe(200);
  });

  it('counts one client’s lookups across the three against one limit', async () => {
    const tries = Array.from({ length: LOOKUPS_PER_HOUR + 15 }, (_, n) => n);
    const answers = await inParallel(tries, 15, (n) =>
      call(cluster, n % 3, {
        path: '/api/bookings/lookup',
        body: { email: 'nobody@example.com', lastName: 'Nobody' },
        headers: { 'x-forwarded-for': '192.0.2.150' },
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(LOOKUPS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    // Every server now refuses that client, and serves another.
    for (const server of [0, 1, 2]) {
      const refused = await call(cluster, server, {
        path: '/api/bookings/lookup',
        body: { email: 'nobody@example.com', lastName: 'Nobody' },
        headers: { 'x-forwarded-for': '192.0.2.150' },
      });
      expect(refused.status).toBe(429);
    }
  });

  it('shows a price change on all three, each of which had the old price in memory', async () => {
    const tulumPrice = async (server: number) => {
      const response = await fetch(`${cluster.servers[server]?.url}/api/prices`);
      const body = (await response.json()) as { routes: { to: string; basePrice: number }[] };
      return body.routes.find((route) => route.to === 'Tulum')?.basePrice;
    };
    for (const server of [0, 1, 2]) expect(await tulumPrice(server)).toBe(199);
    await cluster.database.db.execute(sql`update prices set base_price = 205 where to_location = 'Tulum'`);
    // Each server hears the table's NOTIFY on its own listening connection, just after the commit.
    const shows = (server: number, price: number) =>
      expect
        .poll(() => tulumPrice(server), {
          timeout: SETTLE_MS,
          message: `server ${server} to show Tulum at $${price}`,
        })
        .toBe(price);
    for (const server of [0, 1, 2]) await shows(server, 205);
    await cluster.database.db.execute(sql`update prices set base_price = 199 where to_location = 'Tulum'`);
    for (const server of [0, 1, 2]) await shows(server, 199);
  });

  it('sends each scheduled reminder once, though all three schedulers found them due', async () => {
    for (const kind of ['payment-reminder', 'departure-reminder']) {
      const queuedOf = () =>
        cluster.database.db.select({ bookingId: emails.bookingId }).from(emails).where(eq(emails.kind, kind));
      // Each scheduler's first pass runs as its server starts.
      await until(
        async () => (await queuedOf()).length >= SCHEDULED,
        `${SCHEDULED} ${kind} e-mails queued by the schedulers`,
        { ms: SETTLE_MS },
      );
      const queued = await queuedOf();
      expect(new Set(queued.map((mail) => mail.bookingId)).size).toBe(SCHEDULED);
      expect(queued).toHaveLength(SCHEDULED);
    }
  });

  /**
   * Load while one server goes away: 30 bookings, each paid, sent round the three servers six at a time,
   * each call retried on the next server when its own does not answer. The test picks the moment: the
   * answers Stripe gives to the checkouts of two bookings from the middle of the load, sent first to the
   * victim, are held, so once both are held the victim is inside those two booking requests (each booking
   * stored, its checkout made at Stripe, neither recorded nor answered). Then `stop` is done to it, and
   * Stripe answers. Afterwards every booking, payment, checkout and e-mail is there once.
   */
  async function loadWhile(prefix: string, victim: number, stop: (server: ServerProcess) => Promise<void>) {
    const keys = Array.from({ length: 30 }, (_, n) => `${prefix}-${n}`);
    const caught = keys.filter((_, n) => n % 3 === victim && n >= 12).slice(0, 2);
    const caughtEmails = new Set(caught.map((key) => `${key}@example.com`));
    const hold = cluster.stripe.holdCheckouts(
      (form) => caughtEmails.has(form.customer_email ?? ''),
      caught.length,
    );
    retried = 0;
    const load = inParallel(keys, 6, (key, n) => bookAndPay(key, 2000 + n, n % 3));
    load.catch(() => hold.release());
    const server = cluster.servers[victim] as ServerProcess;
    const endedFirst = load.then(() => {
      throw new Error(`the load ended before the checkouts of ${caught.join(' and ')} were held`);
    });
    endedFirst.catch(() => {});
    await bounded(
      Promise.race([hold.held, endedFirst]),
      SETTLE_MS,
      `the checkouts of ${caught.join(' and ')} to be held at Stripe (server ${victim} inside both requests)`,
    );
    await stop(server);
    hold.release();
    const results = await load;
    // Calls meant for the server that went away went to another.
    expect(retried).toBeGreaterThan(0);
    await expectBookedAndPaidOnce(keys);
    const exit = await bounded(server.exited, SETTLE_MS, `server ${victim} to exit`);
    const answersTo = (key: string) => results[keys.indexOf(key)]?.booked;
    return { exit, caught: caught.map(answersTo) };
  }

  it('loses and doubles nothing when a server is stopped by SIGTERM inside two requests, in the middle of load', async () => {
    const { exit, caught } = await loadWhile('deploy', 2, async (server) => {
      server.kill('SIGTERM');
      await server.waitForLog((line) => line.msg === 'shutting down', 'its "shutting down" line');
    });
    expect(exit).toEqual({ code: 0, signal: null });
    // A draining server finishes the requests under way: both were answered by it, at the first try.
    expect(caught).toEqual([
      expect.objectContaining({ status: 201, server: 2, retries: 0 }),
      expect.objectContaining({ status: 201, server: 2, retries: 0 }),
    ]);
    await cluster.start(2);
  });

  it('loses and doubles nothing when a server is killed inside two requests, in the middle of load', async () => {
    killedPid = cluster.servers[1]?.pid ?? -1;
    const { exit, caught } = await loadWhile('crash', 1, async (server) => {
      server.kill('SIGKILL');
      await bounded(server.exited, SETTLE_MS, 'server 1 to die of SIGKILL');
    });
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
    // Their connections dropped: each was sent again, with its Idempotency-Key, to a server still up,
    // which found the booking the killed one stored and the checkout Stripe had made for it.
    for (const answer of caught) {
      expect(answer?.status).toBe(201);
      expect(answer?.server).not.toBe(1);
      expect(answer?.retries).toBeGreaterThan(0);
    }
    await cluster.start(1);
  });

  it('delivers every e-mail of all this once (a mail in flight at the crash at most twice, as one message)', async () => {
    // Mails the killed server had claimed wait for their lease (two minutes) and go out from another.
    // The test stands in for those two minutes passing: the killed server's leases end now, by the
    // database's clock (that an expired lease is claimed again is mail-worker.test.ts's business).
    await cluster.database.db
      .update(emails)
      .set({ lockedUntil: sql`now()` })
      .where(and(eq(emails.status, 'sending'), sql`${emails.lockedBy} like ${`%:${killedPid}:%`}`));
    let unsent: number | undefined;
    await until(
      async () => {
        const [row] = await cluster.database.db
          .select({ unsent: sql<number>`count(*) filter (where ${emails.status} <> 'sent')::int` })
          .from(emails);
        unsent = row?.unsent;
        return unsent === 0;
      },
      () => `every queued e-mail to be sent (${unsent} not yet)`,
      { ms: SETTLE_MS },
    );
    const rows = await cluster.database.db.select({ id: emails.id, kind: emails.kind }).from(emails);
    await bounded(
      cluster.inbox.waitForMessages(rows.length),
      SETTLE_MS,
      () => `${rows.length} e-mails at the SMTP server (${cluster.inbox.messages.length} so far)`,
    );
    const delivered = cluster.inbox.messages.map((mail) => mail.messageId ?? '');
    const idOf = (messageId: string) => /^<([^@]+)@/.exec(messageId)?.[1];
    expect(new Set(delivered.map(idOf))).toEqual(new Set(rows.map((row) => row.id)));
    // At least once (decision 005): only a mail the SMTP server accepted just as its sender was killed,
    // before the sender recorded it, goes again, under the same Message-ID.
    expect(delivered.length - new Set(delivered).size).toBeLessThanOrEqual(1);
    // The e-mails of every booking above, and the reminders: one row each.
    const perBooking = await cluster.database.db
      .select({ kind: emails.kind, bookingId: emails.bookingId, copies: sql<number>`count(*)::int` })
      .from(emails)
      .groupBy(emails.kind, emails.bookingId);
    expect(perBooking.filter((row) => row.copies !== 1)).toEqual([]);
    expect(perBooking).toHaveLength(60 * 2 + 30 * 2 * 2 + 2 * SCHEDULED);
  });
});
