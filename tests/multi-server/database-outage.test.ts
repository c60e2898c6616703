/**
 * The outage contract, on a PostgreSQL server of the test's own (initdb on a free port; the shared
 * server is never stopped): three real server processes under a bounded load of bookings, lookups and
 * admin calls; the database stopped for 20 seconds and started again; then every app connection
 * terminated while transactions are under way. While the database is away every API call answers within
 * 5 seconds with 503, Retry-After and 'The service is busy. Please try again in a moment.', never 500,
 * never a dropped connection; /api/health/ready answers 503; within 10 seconds of its return every server
 * serves again without a restart; every booking answered 201 exists once, with its one 'created' event and
 * its one booking-received e-mail (sent once), and none is half-written. Every wait is bounded and says
 * what it waited for.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE, OUTAGE_ANSWER_WITHIN_MS, RECOVERY_WITHIN_MS } from '../../src/domain/outage';
import { bookingEvents, bookings, emails, payments } from '../../src/server/db/schema';
import { bounded, until } from '../../src/testing/bounded';
import { IN_CI } from '../../src/testing/ci';
import { arrivalRequest } from '../../src/testing/server/booking-fixtures';
import { canRunOwnPostgres, type OwnPostgres, startOwnPostgres } from '../../src/testing/server/own-postgres';
import { ADMIN, type Cluster, inParallel, startCluster } from './cluster';

/** How long the database stays away. */
const OUTAGE_MS = 20_000;
/** A call that has not answered by then has hung: the contract is broken, and the test says so. */
const HUNG_MS = 20_000;
/** How long the outbox may take to send what was queued, once the database is back. */
const DRAIN_MS = 60_000;
const inAMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);

interface Outcome {
  kind: 'booking' | 'lookup' | 'admin' | 'ready';
  server: number;
  status: number;
  ms: number;
  startedAt: number;
  retryAfter: string | null;
  error: unknown;
  key?: string;
}

async function freePorts(n: number): Promise<number[]> {
  const { createServer } = await import('node:net');
  const servers = await Promise.all(
    Array.from({ length: n }, async () => {
      const server = createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

describe.skipIf(!canRunOwnPostgres() && !IN_CI)('the servers while their PostgreSQL goes away', () => {
  let own: OwnPostgres;
  let cluster: Cluster;
  let adminCookie = '';
  const outcomes: Outcome[] = [];
  let sequence = 0;

  beforeAll(async () => {
    own = await startOwnPostgres();
    cluster = await startCluster({
      ports: await freePorts(3),
      adminUrl: own.adminUrl,
      env: {
        RATE_LIMIT_LOOKUPS_PER_HOUR: '100000',
        RATE_LIMIT_BOOKINGS_PER_HOUR: '100000',
        RATE_LIMIT_LOGINS_PER_HOUR: '1000',
      },
      beforeStart: async () => {},
    });
    const signedIn = await fetch(`${cluster.servers[0]?.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(signedIn.status, 'the admin signs in').toBe(200);
    adminCookie = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  });
  /** What each server printed last: a failure shows why a server stopped answering. */
  const lastLines = () =>
    cluster.servers
      .map((server, index) => `server ${index}:\n${server.output.slice(-40).join('\n')}`)
      .join('\n');

  afterAll(async () => {
    await cluster?.close();
    await own?.destroy();
  });

  /** One call, timed, that never hangs the test: one not answered within HUNG_MS counts as status 0. */
  async function timedCall(
    kind: Outcome['kind'],
    server: number,
    request: { path: string; body?: unknown; headers?: Record<string, string> },
    key?: string,
  ): Promise<Outcome> {
    const startedAt = Date.now();
    const base = cluster.servers[server]?.url;
    try {
      const response = await fetch(`${base}${request.path}`, {
        method: request.body === undefined ? 'GET' : 'POST',
        headers: {
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(HUNG_MS),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      const error = (body as { error?: unknown } | null)?.error;
      return {
        kind,
        server,
        status: response.status,
        ms: Date.now() - startedAt,
        startedAt,
        retryAfter: response.headers.get('retry-after'),
        error,
        key,
      };
    } catch (failure) {
      return {
        kind,
        server,
        status: 0,
        ms: Date.now() - startedAt,
        startedAt,
        retryAfter: null,
        error: String(failure),
        key,
      };
    }
  }

  const booked: string[] = [];
  const bookingCall = (key: string, server: number) => {
    const n = sequence++;
    return timedCall(
      'booking',
      server,
      {
        path: '/api/bookings',
        body: arrivalRequest({ flightDate: inAMonth, lastName: `Key-${key}`, email: `${key}@example.com` }),
        headers: {
          'idempotency-key': key,
          'x-forwarded-for': `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
        },
      },
      key,
    );
  };

  /** One step of a load worker: a new booking, a lookup of one already made, or the admin's list. */
  async function loadStep(worker: number, step: number): Promise<Outcome> {
    const server = (worker + step) % 3;
    const n = sequence++;
    const client = { 'x-forwarded-for': `198.19.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` };
    if (step % 3 === 0 || booked.length === 0) {
      const key = `outage-${worker}-${step}-${n}`;
      return bookingCall(key, server);
    }
    if (step % 3 === 1) {
      const key = booked[n % booked.length] ?? '';
      return timedCall('lookup', server, {
        path: '/api/bookings/lookup',
        body: { email: `${key}@example.com`, lastName: `Key-${key}` },
        headers: client,
      });
    }
    return timedCall('admin', server, {
      path: '/api/admin/bookings',
      headers: { cookie: adminCookie, ...client },
    });
  }

  /** Runs the load until `stop` is set: four workers, one call each at a time, a bounded number of steps. */
  function startLoad() {
    const control = { stop: false };
    const workers = Array.from({ length: 4 }, async (_, worker) => {
      for (let step = 0; step < 2000 && !control.stop; step += 1) {
        const outcome = await loadStep(worker, step);
        outcomes.push(outcome);
        if (outcome.kind === 'booking' && outcome.status === 201 && outcome.key) booked.push(outcome.key);
        // Pacing, so the load stays a load and not a flood on a two-core machine.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    return {
      stop: async () => {
        control.stop = true;
        await bounded(Promise.all(workers), HUNG_MS * 2, 'the load workers to finish their last calls');
      },
    };
  }

  const bookedSince = (since: number) =>
    outcomes.filter((o) => o.kind === 'booking' && o.status === 201 && o.startedAt >= since).length;

  /** Every server answers /api/health/ready 200 and makes a booking, within RECOVERY_WITHIN_MS of `from`. */
  async function expectAllServing(from: number, what: string) {
    await until(
      async () => {
        const ready = await Promise.all(
          [0, 1, 2].map((server) => timedCall('ready', server, { path: '/api/health/ready' })),
        );
        return ready.every((answer) => answer.status === 200);
      },
      `every server to answer /api/health/ready 200 ${what}`,
      { ms: RECOVERY_WITHIN_MS - (Date.now() - from), everyMs: 100 },
    );
    for (const server of [0, 1, 2]) {
      const answer = await bookingCall(`recovered-${what.replaceAll(' ', '-')}-${server}`, server);
      outcomes.push(answer);
      expect(answer.status, `server ${server} books again ${what}`).toBe(201);
      if (answer.key) booked.push(answer.key);
    }
    expect(Date.now() - from, `every server serving again ${what}`).toBeLessThanOrEqual(RECOVERY_WITHIN_MS);
  }

  /** The contract every answer keeps: never 500, never hung or dropped; a 503 is the outage answer, in time. */
  function expectContractKept(list: Outcome[]) {
    const broken = list.filter((o) => o.status === 0 || (o.status >= 500 && o.status !== 503));
    expect(
      broken.map((o) => `${o.kind} on server ${o.server}: ${o.status} ${String(o.error)}`),
      lastLines(),
    ).toEqual([]);
    const busy = list.filter((o) => o.status === 503 && o.kind !== 'ready');
    const wrong = busy.filter((o) => o.error !== DATABASE_BUSY_MESSAGE || !o.retryAfter);
    expect(wrong.map((o) => `${o.kind}: ${String(o.error)} (Retry-After ${o.retryAfter})`)).toEqual([]);
    const slow = busy.filter((o) => o.ms > OUTAGE_ANSWER_WITHIN_MS);
    expect(slow.map((o) => `${o.kind} on server ${o.server} answered 503 after ${o.ms} ms`)).toEqual([]);
  }

  it('answers 503 fast while the database is stopped for 20 s, and serves again within 10 s of its return', async () => {
    const load = startLoad();
    const began = Date.now();
    try {
      await until(async () => bookedSince(began) >= 6, 'six bookings made before the database stops', {
        ms: 60_000,
      });
      await own.stop();
      const stopped = Date.now();
      // While it is away: a ready check on each server answers 503, and the load sees only the outage answer.
      const ready = await Promise.all(
        [0, 1, 2].map((server) => timedCall('ready', server, { path: '/api/health/ready' })),
      );
      expect(
        ready.map((answer) => answer.status),
        lastLines(),
      ).toEqual([503, 503, 503]);
      await until(
        async () => outcomes.filter((o) => o.startedAt > stopped && o.status === 503).length >= 12,
        'calls answered 503 while the database is stopped',
        { ms: OUTAGE_MS },
      );
      // The rest of the 20 seconds: a deadline to reach, with the load running all along.
      await until(async () => Date.now() - stopped >= OUTAGE_MS, 'the 20 seconds of the outage', {
        ms: OUTAGE_MS + 5000,
      });
      const during = outcomes.filter((o) => o.startedAt > stopped);
      expect(during.filter((o) => o.status !== 503).map((o) => `${o.kind}: ${o.status}`)).toEqual([]);
      await own.start();
      await expectAllServing(Date.now(), 'after the restart');
    } finally {
      await load.stop();
    }
    expectContractKept(outcomes);
  });

  it('loses and doubles nothing when every app connection is terminated mid-transaction', async () => {
    const load = startLoad();
    try {
      for (let round = 0; round < 3; round += 1) {
        const since = Date.now();
        await until(async () => bookedSince(since) >= 3, `three bookings before termination ${round + 1}`, {
          ms: 60_000,
        });
        const ended = await own.terminateSessions(cluster.databaseName);
        expect(ended, 'sessions the termination ended').toBeGreaterThan(0);
      }
      await expectAllServing(Date.now(), 'after the terminations');
    } finally {
      await load.stop();
    }
    expectContractKept(outcomes);
  });

  it('holds every booking answered 201 once, none half-written, and the outbox sends each e-mail once', async () => {
    const answered = outcomes.filter((o) => o.kind === 'booking' && o.status === 201).map((o) => o.key ?? '');
    // A traveller who got 503 sends the same booking again with its key: it is made once, or found.
    const refused = outcomes.filter((o) => o.kind === 'booking' && o.status !== 201).map((o) => o.key ?? '');
    const again = await inParallel(refused, 6, (key, index) => bookingCall(key, index % 3));
    expect(
      again.filter((answer) => answer.status !== 201).map((answer) => `${answer.key}: ${answer.status}`),
    ).toEqual([]);
    const keys = [...answered, ...refused];
    expect(new Set(keys).size, 'keys tried once each').toBe(keys.length);

    const { db } = cluster.database;
    const rows = await db.select().from(bookings).where(inArray(bookings.idempotencyKey, keys));
    expect(rows.map((row) => row.idempotencyKey).sort()).toEqual([...keys].sort());
    const everyBooking = await db.select({ id: bookings.id }).from(bookings);
    const ids = everyBooking.map((row) => row.id);

    // No half-written booking: each has its one 'created' event and its one booking-received e-mail.
    const created = await db
      .select({ bookingId: bookingEvents.bookingId, n: count() })
      .from(bookingEvents)
      .where(eq(bookingEvents.type, 'created'))
      .groupBy(bookingEvents.bookingId);
    expect(created.filter((row) => row.n !== 1)).toEqual([]);
    expect(created.map((row) => row.bookingId).sort()).toEqual([...ids].sort());
    const received = await db
      .select({ bookingId: emails.bookingId, n: count() })
      .from(emails)
      .where(eq(emails.kind, 'booking-received'))
      .groupBy(emails.bookingId);
    expect(received.filter((row) => row.n !== 1)).toEqual([]);
    expect(received.map((row) => row.bookingId).sort()).toEqual([...ids].sort());
    // No checkout recorded twice for a booking.
    const checkouts = await db
      .select({ bookingId: payments.bookingId, n: count() })
      .from(payments)
      .groupBy(payments.bookingId);
    expect(checkouts.filter((row) => row.n > 1)).toEqual([]);

    // The outbox carries on: every e-mail goes out, each once.
    await until(
      async () => {
        const unsent = await db
          .select({ n: count() })
          .from(emails)
          .where(inArray(emails.status, ['pending', 'sending']));
        return (unsent[0]?.n ?? 1) === 0;
      },
      'the outbox to send everything queued',
      { ms: DRAIN_MS, everyMs: 500 },
    );
    const sentIds = cluster.inbox.messages.map((message) => message.messageId ?? '');
    const doubled = sentIds.filter((id, index) => sentIds.indexOf(id) !== index);
    expect(doubled, 'e-mails received twice').toEqual([]);
    const outbox = await db.select({ n: count() }).from(emails).where(eq(emails.status, 'sent'));
    expect(sentIds.length).toBe(outbox[0]?.n);
    // No server restarted or died: each is the process it started as.
    for (const server of cluster.servers) {
      expect(await Promise.race([server.exited.then(() => 'exited'), Promise.resolve('running')])).toBe(
        'running',
      );
    }
  });
});
