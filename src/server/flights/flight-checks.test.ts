/**
 * The flight-data checks on both engines, against the AeroDataBox stand-in: what each answer of
 * the feed does to an arrival (delayed, early, landed, cancelled, diverted, unknown, an error, nonsense, no
 * answer at all), the schedule of checks, the daily call cap, and two servers checking at once.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightScenario } from '../../testing/flight-stand-in/aerodatabox-answers';
import { type FlightStandIn, startFlightStandIn } from '../../testing/flight-stand-in/flight-stand-in';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { createPaidBooking, NOW } from '../../testing/server/booking-fixtures';
import { mailsOf } from '../../testing/server/dispatch-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { type DatabaseHandle, openDatabase, queryRows } from '../db/client';
import { loadRideLinks } from '../dispatch/ride-links';
import type { SchedulerDeps } from '../scheduler/scheduler-deps';
import { aeroDataBoxFeed } from './aerodatabox';
import { checkDueFlights } from './flight-checks';

/** The default booking lands 10 March 2026 at 14:30 in Cancun (19:30 UTC). */
const LANDING = new Date('2026-03-10T19:30:00Z');
const MINUTE = 60_000;
const at = (minutesFromLanding: number) => new Date(LANDING.getTime() + minutesFromLanding * MINUTE);

/** A log that keeps its warnings, so a test can count the lines a failure wrote. */
function recordingLog() {
  const warnings: { data: Record<string, unknown>; message: string }[] = [];
  const log = {
    info: () => {},
    error: () => {},
    debug: () => {},
    warn: (data: Record<string, unknown>, message: string) => warnings.push({ data, message }),
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

describe.each(TEST_ENGINES)('the flight checks on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, { now: () => clock });
  let feed: FlightStandIn;
  beforeAll(async () => {
    feed = await startFlightStandIn();
  });
  afterAll(async () => {
    await feed.close();
  });

  async function depsOf(db: DatabaseHandle, options: { dailyCalls?: number; timeoutMs?: number } = {}) {
    const { log, warnings } = recordingLog();
    const deps: SchedulerDeps = {
      db: db.db,
      mail: {
        publicUrl: SITE_ORIGIN,
        supportEmail: 'support@example.com',
        wake: () => {},
        rideLinks: await loadRideLinks(db.db, SITE_ORIGIN),
      },
      log,
      now: () => clock,
      flights: {
        feed: aeroDataBoxFeed({
          apiKey: feed.apiKey,
          baseUrl: feed.baseUrl,
          timeoutMs: options.timeoutMs ?? 5_000,
        }),
        dailyCalls: options.dailyCalls ?? 500,
      },
    };
    return { deps, warnings };
  }
  /** A paid arrival on flight AA 1234 (or the number given), landing at LANDING. */
  async function paidArrival(flightNumber = 'AA 1234') {
    clock = NOW;
    feed.calls.length = 0;
    return createPaidBooking(app(), { flightNumber, terminal: '4' });
  }
  const bookingOf = async (id: string) =>
    (
      await queryRows<{
        expected_landing_at: Date | null;
        landing_source: string | null;
        landed: boolean;
        status: string;
      }>(
        database().db,
        sql`select expected_landing_at, landing_source, landed, status from bookings where id = ${id}`,
      )
    )[0];
  const watchOf = async (id: string) =>
    (
      await queryRows<{ next_check_at: Date | null; last_status: string | null; checks: number }>(
        database().db,
        sql`select next_check_at, last_status, checks from flight_watches where booking_id = ${id}`,
      )
    )[0];
  const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

  async function checkWith(scenario: FlightScenario) {
    const id = await paidArrival();
    feed.set('AA1234', LANDING, scenario);
    clock = at(-3 * 60);
    const { deps, warnings } = await depsOf(database());
    const answered = await checkDueFlights(deps);
    return { id, answered, warnings, deps };
  }

  it('asks nothing before the last 24 hours, then 24 and 3 hours before, then every 15 minutes in flight', async () => {
    const id = await paidArrival();
    feed.set('AA1234', LANDING, { kind: 'on-time' });
    const { deps } = await depsOf(database());
    clock = at(-25 * 60);
    expect(await checkDueFlights(deps)).toBe(0);
    clock = at(-24 * 60);
    expect(await checkDueFlights(deps)).toBe(1);
    expect(feed.calls).toEqual([{ number: 'AA1234', date: '2026-03-10', key: feed.apiKey }]);
    expect(iso((await watchOf(id))?.next_check_at)).toBe(at(-3 * 60).toISOString());
    clock = at(-4 * 60);
    expect(await checkDueFlights(deps)).toBe(0);
    clock = at(-3 * 60);
    expect(await checkDueFlights(deps)).toBe(1);
    // The feed gave the departure (2h30 before landing): the next check is then.
    expect(iso((await watchOf(id))?.next_check_at)).toBe(at(-150).toISOString());
    feed.set('AA1234', LANDING, { kind: 'departed', minutes: 0 });
    clock = at(-150);
    expect(await checkDueFlights(deps)).toBe(1);
    expect(iso((await watchOf(id))?.next_check_at)).toBe(at(-135).toISOString());
    // On time: nothing was moved, nobody was told.
    expect(await bookingOf(id)).toMatchObject({ expected_landing_at: null, landed: false });
    expect(await mailsOf(database(), id, 'landing-moved')).toHaveLength(0);
  });

  it('moves a delayed arrival, as flight data, and tells the traveller', async () => {
    const { id, answered } = await checkWith({ kind: 'delayed', minutes: 40 });
    expect(answered).toBe(1);
    const booking = await bookingOf(id);
    expect(iso(booking?.expected_landing_at)).toBe(at(40).toISOString());
    expect(booking).toMatchObject({ landing_source: 'flight data', landed: false });
    expect((await mailsOf(database(), id, 'landing-moved'))[0]?.subject).toBe(
      'Your pickup has moved to 3:10 PM',
    );
    const events = await queryRows<{ actor: string; data: Record<string, unknown> }>(
      database().db,
      sql`select actor, data from booking_events where booking_id = ${id} and type = 'landing-changed'`,
    );
    expect(events).toEqual([
      {
        actor: 'system',
        data: {
          source: 'flight data',
          from: LANDING.toISOString(),
          to: at(40).toISOString(),
          landed: false,
          moved: true,
        },
      },
    ]);
  });

  it('moves an early arrival too, and keeps the free wait from the scheduled landing', async () => {
    const { id } = await checkWith({ kind: 'early', minutes: 25 });
    expect(iso((await bookingOf(id))?.expected_landing_at)).toBe(at(-25).toISOString());
    const view = await app().inject({ method: 'GET', url: `/api/bookings/${id}?lastName=López` });
    expect(view.json().booking).toMatchObject({
      expectedLandingAt: at(-25).toISOString(),
      landingSource: 'flight data',
      freeWaitUntil: at(60).toISOString(),
    });
  });

  it('marks a landed flight landed and stops asking', async () => {
    const { id } = await checkWith({ kind: 'landed', minutes: 20 });
    expect(await bookingOf(id)).toMatchObject({ landed: true, landing_source: 'flight data' });
    expect(iso((await bookingOf(id))?.expected_landing_at)).toBe(at(20).toISOString());
    expect(await watchOf(id)).toMatchObject({ next_check_at: null, last_status: 'landed', checks: 1 });
  });

  it.each([
    ['cancelled', { kind: 'cancelled' }],
    ['diverted', { kind: 'diverted' }],
  ] as const)('puts a %s flight in Needs attention, landing untouched', async (status, scenario) => {
    const { id } = await checkWith(scenario);
    expect(await bookingOf(id)).toMatchObject({ expected_landing_at: null, landed: false });
    expect(await watchOf(id)).toMatchObject({ last_status: status, next_check_at: null });
    await addAccounts(database());
    const session = await signInAsAdmin(app());
    const attention = await app().inject({
      method: 'GET',
      url: '/api/admin/attention',
      cookies: { session },
    });
    const flagged = attention.json().bookings.find((b: { id: string }) => b.id === id);
    expect(flagged?.reasons).toContainEqual({
      code: 'flight-cancelled-or-diverted',
      label: 'Flight cancelled or diverted',
    });
  });

  it.each([
    ['an unknown flight (204)', { kind: 'unknown', status: 204 }],
    ['an unknown flight (404)', { kind: 'unknown', status: 404 }],
  ] as const)('leaves the booking as it was for %s, and asks again later', async (_name, scenario) => {
    const { id, answered, warnings } = await checkWith(scenario);
    expect(answered).toBe(1);
    expect(warnings).toEqual([]);
    expect(await bookingOf(id)).toMatchObject({ expected_landing_at: null, landing_source: null });
    expect(await watchOf(id)).toMatchObject({ last_status: 'unknown' });
  });

  it.each([
    ['an error', { kind: 'error' }, 'answered 500'],
    ['nonsense', { kind: 'nonsense' }, 'the flight-data answer is not a FlightContract list'],
  ] as const)('logs one line for %s and changes nothing', async (_name, scenario, reason) => {
    const { id, answered, warnings } = await checkWith(scenario);
    expect(answered).toBe(0);
    expect(warnings).toEqual([
      {
        data: { bookingId: id, feed: 'aerodatabox', reason },
        message: 'flight-data check failed; the booking is left as it was',
      },
    ]);
    expect(JSON.stringify(warnings)).not.toContain(feed.apiKey);
    expect(await bookingOf(id)).toMatchObject({ expected_landing_at: null, landing_source: null });
    // Counted for the System page and the metrics: one call of the day, failed.
    expect(await queryRows(database().db, sql`select calls, failures from flight_data_calls`)).toEqual([
      { calls: 1, failures: 1 },
    ]);
    // Tried again in 15 minutes.
    expect(iso((await watchOf(id))?.next_check_at)).toBe(at(-3 * 60 + 15).toISOString());
  });

  /** The warning a failed or disbelieved answer writes, and that nothing moved. */
  async function expectIgnored(
    outcome: Awaited<ReturnType<typeof checkWith>>,
    reason: string,
  ): Promise<void> {
    expect(outcome.answered).toBe(0);
    expect(outcome.warnings).toEqual([
      {
        data: { bookingId: outcome.id, feed: 'aerodatabox', reason },
        message: 'flight-data check failed; the booking is left as it was',
      },
    ]);
    expect(await bookingOf(outcome.id)).toMatchObject({ expected_landing_at: null, landed: false });
    expect(await mailsOf(database(), outcome.id, 'landing-moved')).toHaveLength(0);
    expect(iso((await watchOf(outcome.id))?.next_check_at)).toBe(at(-3 * 60 + 15).toISOString());
  }

  it('never follows a redirect: the key never reaches the other host', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const other = createServer((request, response) => {
      seen.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = other.address() as AddressInfo;
      const location = `http://localhost:${port}/flights/number/AA1234/2026-03-10`;
      await expectIgnored(await checkWith({ kind: 'redirect', location }), 'answered 302');
      expect(seen).toEqual([]);
      expect(feed.calls).toHaveLength(1);
    } finally {
      other.closeAllConnections();
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('reads no answer past 1 MB: a 2 MB one is a failed answer', async () => {
    await expectIgnored(
      await checkWith({ kind: 'huge', bytes: 2 * 1024 * 1024 }),
      'the answer is larger than 1048576 bytes',
    );
  });

  it('takes the same record padded to half a megabyte, so only the size was refused', async () => {
    const { id, answered } = await checkWith({ kind: 'huge', bytes: 512 * 1024 });
    expect(answered).toBe(1);
    expect(iso((await bookingOf(id))?.expected_landing_at)).toBe(at(40).toISOString());
  });

  it('ignores a landing in 2099, and believes one up to 2 days from the scheduled landing', async () => {
    await expectIgnored(
      await checkWith({ kind: 'landed-at', at: new Date('2099-03-10T19:30:00Z') }),
      'the answer is ignored: its landing is more than 48 hours from the scheduled landing',
    );
    const { id } = await checkWith({ kind: 'landed-at', at: at(48 * 60) });
    expect(await bookingOf(id)).toMatchObject({ landed: true, landing_source: 'flight data' });
    expect(iso((await bookingOf(id))?.expected_landing_at)).toBe(at(48 * 60).toISOString());
  });

  it('gives up on a feed that never answers, after its timeout, and changes nothing', async () => {
    const id = await paidArrival();
    feed.set('AA1234', LANDING, { kind: 'slow' });
    clock = at(-3 * 60);
    const { deps, warnings } = await depsOf(database(), { timeoutMs: 300 });
    expect(await checkDueFlights(deps)).toBe(0);
    expect(warnings.map((w) => w.data.reason)).toEqual(['no answer within 300 ms']);
    expect(await bookingOf(id)).toMatchObject({ expected_landing_at: null });
  });

  it('stops at the daily cap, logging it once a day, and goes on the next Cancun day', async () => {
    const first = await paidArrival('AA 1234');
    const second = await createPaidBooking(app(), { flightNumber: 'UA 77' });
    feed.set('AA1234', LANDING, { kind: 'delayed', minutes: 30 });
    feed.set('UA77', LANDING, { kind: 'delayed', minutes: 30 });
    clock = at(-3 * 60);
    const { deps, warnings } = await depsOf(database(), { dailyCalls: 1 });
    expect(await checkDueFlights(deps)).toBe(1);
    expect(await checkDueFlights(deps)).toBe(0);
    expect(feed.calls).toHaveLength(1);
    expect(warnings.map((w) => w.message)).toEqual([
      'flight-data daily call cap reached: no more flight checks until tomorrow (Cancun time)',
    ]);
    const moved = [await bookingOf(first), await bookingOf(second)].filter((b) => b?.expected_landing_at);
    expect(moved).toHaveLength(1);
    // The next Cancun day, a flight of that day is asked (the capped one has landed long since).
    clock = NOW;
    await createPaidBooking(app(), { flightNumber: 'UA 88', flightDate: '2026-03-11' });
    feed.set('UA88', new Date(LANDING.getTime() + 24 * 60 * MINUTE), { kind: 'on-time' });
    clock = new Date('2026-03-11T12:00:00Z');
    expect(await checkDueFlights(deps)).toBe(1);
    expect(feed.calls.map((call) => call.number).at(-1)).toBe('UA88');
    expect(feed.calls).toHaveLength(2);
  });
});

describe.each(TEST_ENGINES)('two servers checking flights at once on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });
  let feed: FlightStandIn;
  let second: { database: DatabaseHandle; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    feed = await startFlightStandIn();
  });
  afterAll(async () => {
    await second?.close();
    await feed.close();
  });

  /** Another server's connection to the same database: PostgreSQL gets a second pool; PGlite has one. */
  async function otherServer(): Promise<DatabaseHandle> {
    if (engine === 'pglite') return database();
    const url = await currentUrl(database());
    const handle = await openDatabase({ kind: 'postgres', url });
    second = { database: handle, close: () => handle.close() };
    return handle;
  }

  it('asks the feed once per flight whichever server claims it', async () => {
    await addAccounts(database());
    const ids = [
      await createPaidBooking(app(), { flightNumber: 'AA 1234' }),
      await createPaidBooking(app(), { flightNumber: 'UA 77' }),
      await createPaidBooking(app(), { flightNumber: 'DL 9' }),
    ];
    for (const number of ['AA1234', 'UA77', 'DL9'])
      feed.set(number, LANDING, { kind: 'delayed', minutes: 45 });
    const clock = at(-3 * 60);
    const deps = async (db: DatabaseHandle): Promise<SchedulerDeps> => ({
      db: db.db,
      mail: { publicUrl: SITE_ORIGIN, supportEmail: 's@example.com', wake: () => {} },
      log: recordingLog().log,
      now: () => clock,
      flights: { feed: aeroDataBoxFeed({ apiKey: feed.apiKey, baseUrl: feed.baseUrl }), dailyCalls: 500 },
    });
    const [one, two] = await Promise.all([
      checkDueFlights(await deps(database())),
      checkDueFlights(await deps(await otherServer())),
    ]);
    expect(one + two).toBe(3);
    expect(feed.calls.map((call) => call.number).sort()).toEqual(['AA1234', 'DL9', 'UA77']);
    for (const id of ids) {
      const [row] = await queryRows<{ n: number }>(
        database().db,
        sql`select count(*)::int as n from booking_events where booking_id = ${id} and type = 'landing-changed'`,
      );
      expect(row?.n).toBe(1);
    }
  });
});

/** The URL of the test's PostgreSQL database, read from the server itself. */
async function currentUrl(database: DatabaseHandle): Promise<string> {
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  return url.toString();
}
