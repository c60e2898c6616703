/**
 * The dispatch board's stream is tied to the session that opened it (decision 045): it ends, with an `end`
 * event saying 'signed-out', once the session may no longer be used, whichever server ended it; each of
 * its events waits for a check of the session; a session holds at most 3 streams and a server at most its
 * cap (429 with Retry-After); and a stream lives 30 minutes, then says 'renew' and ends.
 *
 * Two servers on one database (on PostgreSQL each with a pool of its own): the streams are read over HTTP
 * from `watching` (sessions checked every 25 ms) or `slow` (checked once an hour, so only the check before
 * an event can end its stream), and the sign-outs and changes go through the other, `app()`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardRide } from '../../../domain/schemas/dispatch-board';
import { bounded } from '../../../testing/bounded';
import {
  ACCOUNT_MAIL,
  ADMIN,
  addAccount,
  addAccounts,
  demoteToStaff,
  SITE_ORIGIN,
  sessionCookieOf,
  signIn,
  signInAsAdmin,
  totpCodeAt,
} from '../../../testing/server/auth-fixtures';
import { createPaidBooking, NOW } from '../../../testing/server/booking-fixtures';
import { type EventStream, openEventStream } from '../../../testing/server/event-stream';
import { type ListeningApp, listeningApp } from '../../../testing/server/listening-app';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { twoFactorClient } from '../../../testing/server/two-factor-fixtures';
import { upsertUser } from '../../auth';
import { sessions } from '../../db/schema';
import { TOO_MANY_STREAMS_ON_SERVER_MESSAGE, tooManyStreamsOfSessionMessage } from './board-streams';

const DAY = '2026-03-10';
const OPS = { email: 'ops@example.com', password: 'Windy#Bacalar28' } as const;
const LIMITS = { perSession: 3, perServer: 5, lifetimeMs: 30 * 60_000 };
const MINUTE = 60_000;

describe.each(TEST_ENGINES)(
  'a dispatch board stream and its session on %s',
  { timeout: 120_000 },
  (engine) => {
    const database = useTestDatabase(engine);
    let clock = NOW;
    const now = () => clock;
    const app = useTestApp(database, { now });
    let watching: ListeningApp;
    let slow: ListeningApp;
    const opened: { stream: EventStream; server: ListeningApp }[] = [];

    beforeAll(async () => {
      watching = await listeningApp(database(), {
        now,
        config: { dispatchStreams: { ...LIMITS, checkEveryMs: 25 } },
      });
      slow = await listeningApp(database(), {
        now,
        config: { dispatchStreams: { ...LIMITS, perServer: 100, checkEveryMs: 60 * MINUTE } },
      });
    });
    afterAll(async () => {
      for (const { stream } of opened) stream.close();
      await watching?.close();
      await slow?.close();
    });

    /**
     * The tables were emptied, sessions too: `watching` ends the streams an earlier test left open within a
     * check, so this server's count starts from nothing; `slow`'s are closed from this side.
     */
    async function setUp() {
      clock = NOW;
      for (const { stream, server } of opened.splice(0)) {
        if (server === watching) await bounded(stream.ended, 10_000, 'an earlier test’s stream to end');
        stream.close();
      }
      await addAccounts(database());
    }

    /** A board's stream of DAY opened with `session` on `server`, once it has said `ready`. */
    async function board(session: string, server = watching) {
      const stream = await openEventStream(`${server.url}/api/admin/dispatch/stream?day=${DAY}`, session);
      opened.push({ stream, server });
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === 'ready', 'the ready event');
      return stream;
    }

    /** The server ends the stream, saying why. */
    async function endsWith(stream: EventStream, reason: 'signed-out' | 'renew') {
      const end = await stream.next((event) => event.event === 'end', `the end of the stream (${reason})`);
      expect(end.data).toEqual({ reason });
      await stream.ended;
    }

    /** The stream is still told of a change (an event goes out only after its session was found live). */
    async function stillTold(stream: EventStream, bookingId: string, passengers: number) {
      await setPassengers(bookingId, passengers);
      await stream.next(
        (event) => event.event === 'ride' && (event.data as BoardRide).passengers === passengers,
        `the change to ${passengers} passengers`,
      );
    }

    const setPassengers = (bookingId: string, passengers: number) =>
      database().db.execute(sql`update bookings set passengers = ${passengers} where id = ${bookingId}`);

    const openStream = (session: string, server = watching) =>
      fetch(`${server.url}/api/admin/dispatch/stream?day=${DAY}`, {
        headers: { cookie: `session=${session}` },
      });

    const adminPost = (session: string, url: string, payload: object = {}) =>
      app().inject({ method: 'POST', url, cookies: { session }, headers: { origin: SITE_ORIGIN }, payload });

    async function signInOps() {
      const id = await addAccount(database(), { ...OPS, role: 'admin' });
      const response = await signIn(app(), OPS);
      const session = sessionCookieOf(response)?.value ?? '';
      expect(session, response.body).not.toBe('');
      return { id, session };
    }

    it('ends when its admin signs out on another server, and the session opens no other', async () => {
      await setUp();
      const session = await signInAsAdmin(app());
      const stream = await board(session);

      const out = await adminPost(session, '/api/auth/logout');
      expect(out.statusCode, out.body).toBe(200);
      await endsWith(stream, 'signed-out');
      expect((await openStream(session)).status).toBe(401);
    });

    it('ends when the account is disabled', async () => {
      await setUp();
      const ops = await signInOps();
      const stream = await board(ops.session);

      const disabled = await adminPost(await signInAsAdmin(app()), `/api/admin/accounts/${ops.id}/disable`);
      expect(disabled.statusCode, disabled.body).toBe(200);
      await endsWith(stream, 'signed-out');
    });

    it('ends when the password is set anew', async () => {
      await setUp();
      const stream = await board(await signInAsAdmin(app()));

      await upsertUser(
        database().db,
        { email: ADMIN.email, password: 'Breezy#Cozumel29', role: 'admin' },
        { mail: ACCOUNT_MAIL, now: clock },
      );
      await endsWith(stream, 'signed-out');
    });

    it('ends the other sign-ins’ streams when two-factor sign-in is set up again', async () => {
      await setUp();
      const twoFactor = twoFactorClient(app, now);
      const here = await signInAsAdmin(app());
      const elsewhere = await board(await signInAsAdmin(app()));
      const ride = await createPaidBooking(app(), { flightDate: DAY, flightTime: '14:30' });
      const { secret } = await twoFactor.enrol(here);
      // Turned on for the first time: the other sign-in goes on.
      await stillTold(elsewhere, ride, 3);

      clock = new Date(NOW.getTime() + 2 * MINUTE);
      await twoFactor.enrol(here, await totpCodeAt(secret, clock));
      await endsWith(elsewhere, 'signed-out');
    });

    it('ends when the session idles out, or its account is no longer an admin', async () => {
      await setUp();
      const idle = await board(await signInAsAdmin(app()));
      const ops = await signInOps();
      const demoted = await board(ops.session);

      const ride = await createPaidBooking(app(), { flightDate: DAY, flightTime: '14:30' });
      await demoteToStaff(database(), OPS.email);
      await endsWith(demoted, 'signed-out');
      await stillTold(idle, ride, 3);

      // Two hours without a call: the session is over, though its row is still there.
      clock = new Date(NOW.getTime() + 2 * 60 * MINUTE);
      await endsWith(idle, 'signed-out');
    });

    it('checks the session before each event, not only at the heartbeat', async () => {
      await setUp();
      const bookingId = await createPaidBooking(app(), { flightDate: DAY, flightTime: '14:30' });
      const session = await signInAsAdmin(app());
      const stream = await board(session, slow);

      await stillTold(stream, bookingId, 3);
      // The session deleted as another server's sign-out would, the heartbeat an hour away.
      await database().db.delete(sessions);
      await setPassengers(bookingId, 4);
      await endsWith(stream, 'signed-out');
      expect(
        stream.received
          .filter((event) => event.event === 'ride')
          .map((event) => (event.data as BoardRide).passengers),
      ).toEqual([3]);
    });

    it('refuses a 4th stream of one sign-in, and a stream past the server’s cap, with 429 and Retry-After', async () => {
      await setUp();
      const session = await signInAsAdmin(app());
      for (let i = 0; i < 3; i += 1) await board(session);

      const fourth = await openStream(session);
      expect(fourth.status).toBe(429);
      // The soonest one of the session's streams ends: 30 minutes and one check from now.
      expect(fourth.headers.get('retry-after')).toBe('1801');
      expect(await fourth.json()).toEqual({ error: tooManyStreamsOfSessionMessage(3) });
      expect(tooManyStreamsOfSessionMessage(3)).toBe(
        'At most 3 live dispatch boards may be open per sign-in. Close one and try again.',
      );
      // The other server counts its own.
      await board(session, slow);

      // Another admin: 2 more fill this server's 5.
      const ops = await signInOps();
      await board(ops.session);
      await board(ops.session);
      const overCap = await openStream(ops.session);
      expect(overCap.status).toBe(429);
      expect(overCap.headers.get('retry-after')).toBe('1801');
      expect(await overCap.json()).toEqual({ error: TOO_MANY_STREAMS_ON_SERVER_MESSAGE });
      expect(TOO_MANY_STREAMS_ON_SERVER_MESSAGE).toBe(
        'Too many live dispatch boards are open on this server. Please try again later.',
      );
    });

    it('ends a stream once it has lived 30 minutes, saying renew, and frees its place', async () => {
      await setUp();
      const bookingId = await createPaidBooking(app(), { flightDate: DAY, flightTime: '14:30' });
      const session = await signInAsAdmin(app());
      const first = await board(session);
      const second = await board(session);
      clock = new Date(NOW.getTime() + 29 * MINUTE);
      const younger = await board(session);
      expect((await openStream(session)).status).toBe(429);

      clock = new Date(NOW.getTime() + 30 * MINUTE);
      await endsWith(first, 'renew');
      await endsWith(second, 'renew');
      // The younger stream goes on and is told of changes; the places of the older ones are free again.
      await stillTold(younger, bookingId, 6);
      await board(session);
      await board(session);
    });
  },
);
