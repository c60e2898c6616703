/**
 * The dispatch board's day in Cancun time, each state a ride goes through, the late rides, and
 * the live stream: an event for a change made through another server (a second app on the same database:
 * on PostgreSQL through LISTEN/NOTIFY, on PGlite through the in-process notifier), closing with the server.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Board, BoardRide } from '../../../domain/schemas/dispatch-board';
import { adminClient } from '../../../testing/server/admin-fixtures';
import { addAccounts, signInAsAdmin } from '../../../testing/server/auth-fixtures';
import { createBooking, createPaidBooking, NOW } from '../../../testing/server/booking-fixtures';
import {
  addProviderOf,
  dispatchAdmin,
  providerClient,
  rideTokenFromMail,
} from '../../../testing/server/dispatch-fixtures';
import { type EventStream, openEventStream } from '../../../testing/server/event-stream';
import { landingAdmin } from '../../../testing/server/landing-fixtures';
import { listeningApp } from '../../../testing/server/listening-app';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';

describe.each(TEST_ENGINES)('the dispatch board on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, { now: () => clock });
  let session = '';
  let admin: ReturnType<typeof dispatchAdmin>;
  let providerId = '';

  async function setUp() {
    clock = NOW;
    await addAccounts(database());
    session = await signInAsAdmin(app());
    admin = dispatchAdmin(app(), session);
    providerId = await addProviderOf(admin);
  }

  /** Moves the clock, signing the admin in again (a session idles out over days). */
  async function at(instant: string) {
    clock = new Date(instant);
    session = await signInAsAdmin(app());
    admin = dispatchAdmin(app(), session);
  }

  const get = (url: string, cookie = session) =>
    app().inject({ method: 'GET', url, cookies: cookie ? { session: cookie } : {} });

  const board = async (day?: string) => {
    const response = await get(`/api/admin/dispatch/board${day ? `?day=${day}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Board;
  };

  /** Offers the ride to the provider and answers the provider's client of its link. */
  async function offer(bookingId: string) {
    const sent = await admin.sendOffer(bookingId, {
      providerId,
      costDollars: 110,
      note: '',
      respondBy: '2026-03-01T09:00',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return providerClient(app(), await rideTokenFromMail(database(), bookingId));
  }

  async function accepted(bookingId: string) {
    const provider = await offer(bookingId);
    expect((await provider.accept()).statusCode).toBe(200);
    return provider;
  }

  it('shows the rides of a Cancun day in pickup order, across midnight in UTC', async () => {
    await setUp();
    // 23:30 on 10 March in Cancun is 04:30 on the 11th in UTC: the 10th's ride.
    const late = await createPaidBooking(app(), {
      flightDate: '2026-03-10',
      flightTime: '23:30',
      lastName: 'Late',
    });
    const early = await createPaidBooking(app(), {
      flightDate: '2026-03-10',
      flightTime: '00:15',
      lastName: 'Early',
    });
    // 00:30 on the 11th in Cancun: the next day's.
    const next = await createPaidBooking(app(), { flightDate: '2026-03-11', flightTime: '00:30' });
    // A departure picked up at 10:30 (4 hours before its 14:30 flight) comes between them.
    const departure = await createPaidBooking(app(), {
      serviceType: 'departure',
      from: 'Tulum',
      to: 'Cancun Airport',
      pickupHours: 4,
      passengers: 2,
      flightDate: '2026-03-10',
      flightTime: '14:30',
    });

    // Booked and never paid: not a ride to dispatch.
    await createBooking(app(), { flightDate: '2026-03-10', flightTime: '12:00', lastName: 'Unpaid' });

    const tenth = await board('2026-03-10');
    expect(tenth.day).toBe('2026-03-10');
    expect(tenth.rides.map((ride) => ride.bookingId)).toEqual([early, departure, late]);
    expect(tenth.rides[1]).toEqual({
      bookingId: departure,
      pickupAt: '2026-03-10T15:30:00.000Z',
      routeLabel: 'Tulum → Cancun Airport',
      passengers: 2,
      lastName: 'López',
      providerId: null,
      providerName: null,
      driverName: null,
      state: 'not-dispatched',
      late: false,
      lateReason: null,
      travellerSays: null,
    } satisfies BoardRide);
    expect(tenth.rides[2]).toMatchObject({ lastName: 'Late', pickupAt: '2026-03-11T04:30:00.000Z' });
    expect((await board('2026-03-11')).rides.map((ride) => ride.bookingId)).toEqual([next]);

    // Today in Cancun by default: at 03:00 UTC on 11 March it is still the 10th there.
    await at('2026-03-11T03:00:00Z');
    expect((await board()).day).toBe('2026-03-10');
  });

  it('names each state of a ride, counts them, and marks the late rides', async () => {
    await setUp();
    const ride = (time: string) => createPaidBooking(app(), { flightDate: '2026-03-10', flightTime: time });
    const offerSent = await ride('09:00');
    const accept = await ride('10:00');
    const atMeetingPoint = await ride('11:00');
    const onBoard = await ride('12:00');
    const completed = await ride('13:00');
    const noShow = await ride('14:00');
    const cancelled = await ride('15:00');
    const notDispatched = await ride('16:00');

    await offer(offerSent);
    await accepted(accept);
    const meeting = await accepted(atMeetingPoint);
    const boarding = await accepted(onBoard);
    const driven = await accepted(completed);
    const waited = await accepted(noShow);
    await accepted(cancelled);
    expect((await adminClient(app(), session).refund(cancelled)).statusCode).toBe(200);
    // 14:00 in Cancun on the day: each of these marks can be true by then.
    clock = new Date('2026-03-10T19:00:00Z');
    expect((await meeting.mark('at-meeting-point')).statusCode).toBe(200);
    await boarding.mark('at-meeting-point');
    expect((await boarding.mark('on-board')).statusCode).toBe(200);
    await driven.mark('at-meeting-point');
    await driven.mark('on-board');
    expect((await driven.mark('completed')).statusCode).toBe(200);
    expect((await waited.mark('at-meeting-point')).statusCode).toBe(200);
    // 14:00 in Cancun (19:00 UTC) plus the free hour: the no-show may be marked.
    clock = new Date('2026-03-10T20:01:00Z');
    expect((await waited.mark('no-show')).statusCode, 'the no-show after the free wait').toBe(200);

    // 10:20 in Cancun: the 10:00 ride's driver is 20 minutes late, and the 16:00 one has no provider.
    await at('2026-03-10T15:20:00Z');
    const day = await board('2026-03-10');
    const stateOf = (id: string) => day.rides.find((row) => row.bookingId === id);
    expect(day.rides.map((row) => row.state)).toEqual([
      'offer-sent',
      'accepted',
      'at-meeting-point',
      'on-board',
      'completed',
      'no-show',
      'cancelled',
      'not-dispatched',
    ]);
    expect(day.counts).toEqual({
      'not-dispatched': 1,
      'offer-sent': 1,
      accepted: 1,
      'at-meeting-point': 1,
      'on-board': 1,
      completed: 1,
      'no-show': 1,
      cancelled: 1,
    });
    expect(stateOf(accept)).toMatchObject({
      providerId,
      providerName: 'Riviera Vans',
      driverName: 'Efraín Poot',
      late: true,
      lateReason: 'Driver not at meeting point',
    });
    expect(stateOf(notDispatched)).toMatchObject({ late: true, lateReason: 'No provider yet' });
    // Past without an acceptance: no longer 'No provider yet' (Needs attention's rule looks ahead).
    expect(stateOf(offerSent)).toMatchObject({ late: false, lateReason: null });
    for (const id of [atMeetingPoint, onBoard, completed, noShow, cancelled]) {
      expect(stateOf(id)?.late, id).toBe(false);
    }
  });

  it('shows a ride whose offer was declined as not dispatched, without the provider that declined', async () => {
    await setUp();
    const ride = await createPaidBooking(app(), { flightDate: '2026-03-10', flightTime: '10:00' });
    const provider = await offer(ride);
    expect((await provider.decline('No vehicle free')).statusCode).toBe(200);

    const shown = (await board('2026-03-10')).rides.find((row) => row.bookingId === ride);
    expect(shown).toMatchObject({
      state: 'not-dispatched',
      providerId: null,
      providerName: null,
      driverName: null,
    });
  });

  it("times a late flight's driver from its expected landing, as Needs attention does", async () => {
    await setUp();
    const arrival = await createPaidBooking(app(), { flightDate: '2026-03-10', flightTime: '10:00' });
    await accepted(arrival);
    const delayed = await landingAdmin(app(), session).flightDelayed(arrival, '2026-03-10T10:40');
    expect(delayed.statusCode, delayed.body).toBe(200);
    const rideOn = async (instant: string) => {
      await at(instant);
      return (await board('2026-03-10')).rides.find((ride) => ride.bookingId === arrival);
    };

    // 10:20 in Cancun: 20 minutes past the schedule, but the flight lands at 10:40.
    expect(await rideOn('2026-03-10T15:20:00Z')).toMatchObject({ late: false, lateReason: null });
    // 10:56: 16 minutes past the expected landing, and the driver has not marked the meeting point.
    expect(await rideOn('2026-03-10T15:56:00Z')).toMatchObject({
      late: true,
      lateReason: 'Driver not at meeting point',
    });
  });

  it('refuses a day that is not a date, and answers only a signed-in admin', async () => {
    await setUp();
    for (const day of ['2026-02-30', '2026-3-1', 'tomorrow']) {
      const refused = await get(`/api/admin/dispatch/board?day=${day}`);
      expect(refused.statusCode, day).toBe(400);
      expect(refused.json().error, day).toBe('Please enter a valid date (YYYY-MM-DD)');
      expect((await get(`/api/admin/dispatch/stream?day=${day}`)).statusCode, day).toBe(400);
    }
    expect((await get('/api/admin/dispatch/board', '')).statusCode).toBe(401);
    expect((await get('/api/admin/dispatch/stream', '')).statusCode).toBe(401);
  });

  it('streams each change of the day made through another server, and ends with the server', async () => {
    await setUp();
    const bookingId = await createPaidBooking(app(), { flightDate: '2026-03-10', flightTime: '14:30' });
    const other = await createPaidBooking(app(), { flightDate: '2026-03-12', flightTime: '14:30' });
    const watching = await listeningApp(database(), { now: () => clock });
    let stream: EventStream | undefined;
    try {
      stream = await openEventStream(`${watching.url}/api/admin/dispatch/stream?day=2026-03-10`, session);
      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');
      await stream.next((e) => e.event === 'ready', 'the ready event');

      // The offer and the acceptance are made through the first server.
      const provider = await offer(bookingId);
      const sent = await stream.next(
        (e) => e.event === 'ride' && (e.data as BoardRide).state === 'offer-sent',
        'the offer on the board',
      );
      expect(sent.data).toMatchObject({
        bookingId,
        providerName: 'Riviera Vans',
        routeLabel: 'Cancun Airport → Tulum',
      });
      await provider.accept();
      await stream.next(
        (e) => e.event === 'ride' && (e.data as BoardRide).state === 'accepted',
        'the acceptance on the board',
      );
      // Nine days on, the first sign-in has idled out and its stream with it (decision 045): the
      // operator signs in again and the board opens another.
      await at('2026-03-10T19:00:00Z');
      stream.close();
      stream = await openEventStream(`${watching.url}/api/admin/dispatch/stream?day=2026-03-10`, session);
      await stream.next((e) => e.event === 'ready', 'the ready event after signing in again');
      await provider.mark('at-meeting-point');
      await stream.next(
        (e) => e.event === 'ride' && (e.data as BoardRide).state === 'at-meeting-point',
        "the driver's mark on the board",
      );
      // An admin's edit.
      expect((await adminClient(app(), session).update(bookingId, { passengers: 3 })).statusCode).toBe(200);
      await stream.next(
        (e) => e.event === 'ride' && (e.data as BoardRide).passengers === 3,
        "the admin's edit on the board",
      );
      // A ride of another day changing says nothing to this board; one moved onto the day appears, and
      // one moved off it (an operator in psql) is gone.
      await database().db.execute(
        sql`update bookings set flight_date_time = '2026-03-10T22:00:00Z' where id = ${other}`,
      );
      await stream.next(
        (e) => e.event === 'ride' && (e.data as BoardRide).bookingId === other,
        'a ride moved onto the day',
      );
      await database().db.execute(
        sql`update bookings set flight_date_time = '2026-03-11T22:00:00Z' where id = ${bookingId}`,
      );
      const gone = await stream.next((e) => e.event === 'gone', 'the ride that left the day');
      expect(gone.data).toEqual({ bookingId });
      expect(
        stream.received
          .filter((e) => e.event === 'ride')
          .every((e) => [bookingId, other].includes((e.data as BoardRide).bookingId)),
      ).toBe(true);

      // Closing the server ends the open board's stream rather than waiting on it.
      await watching.close();
      await stream.ended;
    } finally {
      stream?.close();
      await watching.close().catch(() => {});
    }
  });
});
