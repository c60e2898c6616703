/**
 * The live board across servers (target p95 < 1 s): two real server processes
 * (src/server/main.ts) on one fresh PostgreSQL database, an admin signed in on server A with the board's
 * Server-Sent Events stream of the rides' day open, and a provider's mark (the ride link's
 * POST /api/provider/ride/mark) made through server B; each sample is the time from sending the mark to
 * the `ride` event carrying its state arriving on A's stream (B's write, its NOTIFY, A's LISTEN, A reading
 * the ride and writing the event). The rides are booked, paid, offered and accepted beforehand through an
 * app in this process on the same database, as the API tests do; every ride takes its three marks in turn.
 */
import { performance } from 'node:perf_hooks';
import { cancunDateAndTime } from '../src/domain/cancun-time';
import { RIDE_MARKS } from '../src/domain/ride-marks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { ADMIN, addAccounts, signInAsAdmin } from '../src/testing/server/auth-fixtures';
import { createPaidBooking } from '../src/testing/server/booking-fixtures';
import {
  addProviderOf,
  DRIVER,
  dispatchAdmin,
  providerClient,
  rideTokenFromMail,
} from '../src/testing/server/dispatch-fixtures';
import { openEventStream } from '../src/testing/server/event-stream';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../src/testing/server/server-process';
import { createPostgresDatabase } from '../src/testing/server/test-database';
import { percentile, printTargetRow } from './percentiles';

export const LIVE_TARGET = { p95: 1000 } as const;

/** Server A holds the open board, server B takes the provider's marks. */
const PORTS = { a: 3651, b: 3652 } as const;
/** Each ride gives three samples: at the meeting point, on board, completed. */
const MARKED_IN_TURN = RIDE_MARKS.filter((mark) => mark !== 'no-show');
/** Rides whose marks warm both servers up (their connections, the JIT) and are not counted. */
const WARM_UP_RIDES = 2;
/** How long one event may take before the bench gives up on it (far past any target). */
const EVENT_LIMIT_MS = 30_000;

async function signInOver(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('session='));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in on server A failed: ${response.status}`);
  return cookie.slice('session='.length).split(';')[0] ?? '';
}

/**
 * The rides land this many minutes from the start: a provider's marks are refused until they can be true
 * (docs/decisions/046), the last ones from 30 minutes before the landing.
 */
const LANDING_IN_MINUTES = 25;
/**
 * Each offer's Respond By, this many minutes from when it is sent: before the landing. Written in whole
 * minutes, it loses up to 59 seconds to the minute it falls in, and the rule asks for 15 minutes less one
 * of grace: 16 keeps it within the rule whatever the second.
 */
const RESPOND_IN_MINUTES = 16;

/** `{date}T{time}` in Cancun, `minutes` from now. */
const cancunInMinutes = (minutes: number) => {
  const { date, time } = cancunDateAndTime(new Date(Date.now() + minutes * 60_000));
  return { date, time, dateTime: `${date}T${time}` };
};

/** Books, pays, offers and has the provider accept `count` rides landing soon; answers each ride's link token. */
async function acceptedRides(url: string, count: number): Promise<Map<string, string>> {
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  await addAccounts(database);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database }, { logger: false });
  await app.ready();
  try {
    const admin = dispatchAdmin(app, await signInAsAdmin(app));
    const providerId = await addProviderOf(admin);
    const tokens = new Map<string, string>();
    const landing = cancunInMinutes(LANDING_IN_MINUTES);
    for (let i = 0; i < count; i++) {
      const bookingId = await createPaidBooking(app, {
        flightDate: landing.date,
        flightTime: landing.time,
        lastName: `Live${i}`,
      });
      // Taken as the offer is sent: the set-up of 40 rides outlasts the rule's minute of grace.
      const respondBy = cancunInMinutes(RESPOND_IN_MINUTES).dateTime;
      const sent = await admin.sendOffer(bookingId, { providerId, costDollars: 110, note: '', respondBy });
      if (sent.statusCode !== 201) throw new Error(`offer not sent: ${sent.body}`);
      const token = await rideTokenFromMail(database, bookingId);
      const accepted = await providerClient(app, token).accept(DRIVER);
      if (accepted.statusCode !== 200) throw new Error(`offer not accepted: ${accepted.body}`);
      tokens.set(bookingId, token);
    }
    return tokens;
  } finally {
    await app.close();
    await database.close();
  }
}

export async function benchLiveBoard(rides: number): Promise<void> {
  const created = await createPostgresDatabase();
  // Every ride lands in 25 minutes: the board's day is the day of that landing in Cancun.
  const day = cancunInMinutes(LANDING_IN_MINUTES).date;
  const servers: ServerProcess[] = [];
  try {
    const tokens = await acceptedRides(created.url, rides + WARM_UP_RIDES);
    for (const port of [PORTS.a, PORTS.b]) {
      servers.push(
        startServerProcess({
          port,
          env: { DATABASE_URL: created.url, LOG_LEVEL: 'warn', PUBLIC_URL: 'http://transfers.test' },
        }),
      );
    }
    await Promise.all(servers.map((server) => waitUntilReady(server)));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const stream = await openEventStream(
      `${a.url}/api/admin/dispatch/stream?day=${day}`,
      await signInOver(a),
    );
    if (stream.status !== 200) throw new Error(`the board's stream answered ${stream.status}`);
    await stream.next((event) => event.event === 'ready', 'the ready event', EVENT_LIMIT_MS);

    const samples: number[] = [];
    let ride = 0;
    for (const [bookingId, token] of tokens) {
      for (const mark of MARKED_IN_TURN) {
        const start = performance.now();
        const marked = await fetch(`${b.url}/api/provider/ride/mark`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, mark }),
        });
        if (marked.status !== 200) throw new Error(`mark ${mark} refused: ${await marked.text()}`);
        await stream.next(
          (event) =>
            event.event === 'ride' &&
            (event.data as { bookingId?: string; state?: string }).bookingId === bookingId &&
            (event.data as { state?: string }).state === mark,
          `the ${mark} event of ${bookingId}`,
          EVENT_LIMIT_MS,
        );
        if (ride >= WARM_UP_RIDES) samples.push(performance.now() - start);
      }
      ride += 1;
    }
    stream.close();

    samples.sort((x, y) => x - y);
    printTargetRow(
      `mark on B to board on A`,
      {
        p50: percentile(samples, 0.5),
        p95: percentile(samples, 0.95),
        longestStatement: samples[samples.length - 1] ?? 0,
      },
      LIVE_TARGET,
    );
    console.log(`(${samples.length} marks; the slowest ${(samples[samples.length - 1] ?? 0).toFixed(2)} ms)`);
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await created.drop();
  }
}
