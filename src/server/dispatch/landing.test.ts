/**
 * Landings on both engines: the terminal and its meeting point on every booking shape, the operator's
 * 'Flight Delayed', the provider's 'Flight Landed', the traveller's new flight time, the e-mails and
 * events a move makes (and the 30-minute spacing), the free wait the no-show rule waits for, and the
 * refusals (signed out, a staff account, bad input, a departure, out of turn).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEETING_POINTS } from '../../domain/terminals';
import { ADMIN, addAccounts, demoteToStaff, signInAsAdmin } from '../../testing/server/auth-fixtures';
import {
  arrivalRequest,
  createPaidBooking,
  departureRequest,
  NOW,
  postBooking,
} from '../../testing/server/booking-fixtures';
import {
  addProviderOf,
  dispatchAdmin,
  mailsOf,
  providerClient,
  rideTokenFromMail,
} from '../../testing/server/dispatch-fixtures';
import { landingAdmin, MANAGE_FORM, travellerManage } from '../../testing/server/landing-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';
import { readMeetingPoints } from '../db/meeting-points';

/** The default booking lands 10 March 2026 at 14:30 in Cancun (19:30 UTC). */
const LANDING = new Date('2026-03-10T19:30:00Z');
const MINUTE = 60_000;
const POINTS = {
  '2': 'Terminal 2: outside door 4, by the blue umbrellas.',
  '3': 'Terminal 3: outside, across the walkway, at the palm trees.',
  '4': 'Terminal 4: outside exit B, by the pillar marked 12.',
  unknown: 'Outside your terminal: your driver holds a sign with your name.',
};

describe.each(TEST_ENGINES)('flight-aware arrivals on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, { now: () => clock });

  let providerId: string | undefined;
  async function signedIn() {
    clock = NOW;
    providerId = undefined;
    await addAccounts(database());
    return signInAsAdmin(app());
  }
  const events = (bookingId: string, type: string) =>
    queryRows<{ actor: string; data: Record<string, unknown> }>(
      database().db,
      sql`select actor, data from booking_events where booking_id = ${bookingId} and type = ${type} order by created_at, id`,
    );
  /** A paid arrival (terminal 3 unless said) accepted by a provider; answers the id and the provider's calls. */
  async function acceptedRide(session: string, overrides = {}) {
    const bookingId = await createPaidBooking(app(), { terminal: '3', ...overrides });
    const admin = dispatchAdmin(app(), session);
    providerId ??= await addProviderOf(admin);
    const sent = await admin.sendOffer(bookingId, {
      providerId,
      costDollars: 110,
      note: '',
      respondBy: '2026-03-01T09:00',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const provider = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    expect((await provider.accept()).statusCode).toBe(200);
    return { bookingId, provider };
  }

  it('keeps the meeting points: defaults, an admin saves them, staff and strangers cannot, bad texts are refused', async () => {
    const session = await signedIn();
    const admin = landingAdmin(app(), session);
    expect((await admin.meetingPoints()).json()).toEqual({ meetingPoints: DEFAULT_MEETING_POINTS });
    expect((await landingAdmin(app()).meetingPoints()).statusCode).toBe(401);

    for (const bad of [{ ...POINTS, '3': '' }, { ...POINTS, '4': 'x'.repeat(501) }, { '2': 'only one' }]) {
      const refused = await admin.saveMeetingPoints(bad);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toEqual(expect.any(String));
    }
    const saved = await admin.saveMeetingPoints(POINTS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ meetingPoints: POINTS });

    await demoteToStaff(database(), ADMIN.email);
    const asStaff = await admin.saveMeetingPoints(DEFAULT_MEETING_POINTS);
    expect(asStaff.statusCode).toBe(403);
    expect(await readMeetingPoints(database().db)).toEqual(POINTS);
  });

  it("shows the terminal's meeting point on the confirmation, the manage page, the list, e-mails and the manifest", async () => {
    const session = await signedIn();
    await landingAdmin(app(), session).saveMeetingPoints(POINTS);
    const bookingId = await createPaidBooking(app(), { terminal: '3' });
    const confirmation = await app().inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}?lastName=López`,
    });
    expect(confirmation.json().booking).toMatchObject({
      terminal: '3',
      meetingPoint: POINTS['3'],
      scheduledLandingAt: LANDING.toISOString(),
      expectedLandingAt: null,
      landingSource: null,
      landed: false,
      freeWaitUntil: new Date(LANDING.getTime() + 60 * MINUTE).toISOString(),
    });
    const receipt = (await mailsOf(database(), bookingId, 'payment-received'))[0];
    expect(receipt?.text_body).toContain(POINTS['3']);
    expect(receipt?.text_body).toContain('Terminal 3');

    const listed = (await landingAdmin(app(), session).list('López')).json().bookings[0];
    expect(listed).toMatchObject({
      terminal: '3',
      meetingPoint: POINTS['3'],
      freeWaitUntil: '2026-03-10T20:30:00.000Z',
    });

    // 'Not sure' on the manage page: the unknown terminal's text.
    const changed = await travellerManage(app(), bookingId).change({ ...MANAGE_FORM, terminal: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().booking).toMatchObject({ terminal: null, meetingPoint: POINTS.unknown });
    const updated = (await mailsOf(database(), bookingId, 'booking-updated'))[0];
    expect(updated?.text_body).toContain('Terminal: Terminal 3 → Not sure');

    const manifest = await app().inject({
      method: 'GET',
      url: '/api/admin/manifest.csv?date=2026-03-10',
      cookies: { session },
    });
    expect(manifest.body).toContain('"Terminal","Landing","Meeting point"');
    expect(manifest.body).toContain('Scheduled 2:30 PM');
    expect(manifest.body).toContain(POINTS.unknown);
  });

  it('asks no terminal of a departure: one sent is ignored, and it has no meeting point or landing', async () => {
    await signedIn();
    const created = await postBooking(app(), departureRequest({ terminal: '2' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().booking).toMatchObject({
      terminal: null,
      meetingPoint: null,
      scheduledLandingAt: null,
      freeWaitUntil: null,
      landed: false,
    });
    const refused = await postBooking(app(), arrivalRequest({ terminal: '1' as '2' }));
    expect(refused.statusCode).toBe(400);
  });

  it("moves the landing with the operator's 'Flight Delayed': an event, one e-mail each, spaced 30 minutes", async () => {
    const session = await signedIn();
    const { bookingId, provider } = await acceptedRide(session);
    clock = new Date('2026-03-10T15:00:00Z');
    // Signed in again on the day: the session of 1 March has long ended.
    const admin = landingAdmin(app(), await signInAsAdmin(app()));

    const moved = await admin.flightDelayed(bookingId, '2026-03-10T15:10');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({
      expectedLandingAt: '2026-03-10T20:10:00.000Z',
      landingSource: 'operator',
      landingLearntAt: clock.toISOString(),
      landed: false,
      freeWaitUntil: '2026-03-10T21:10:00.000Z',
    });
    expect(await events(bookingId, 'landing-changed')).toEqual([
      {
        actor: 'admin@example.com',
        data: {
          source: 'operator',
          from: LANDING.toISOString(),
          to: '2026-03-10T20:10:00.000Z',
          landed: false,
          moved: true,
        },
      },
    ]);
    const [toProvider] = await mailsOf(database(), bookingId, 'ride-landing-moved');
    expect(toProvider?.to_address).toBe('dispatch@riviera.example');
    expect(toProvider?.subject).toBe(`Ride ${bookingId}: flight now expected at 3:10 PM`);
    const [toTraveller] = await mailsOf(database(), bookingId, 'landing-moved');
    expect(toTraveller?.to_address).toBe('ana@example.com');
    expect(toTraveller?.subject).toBe('Your pickup has moved to 3:10 PM');
    expect(toTraveller?.text_body).toContain('Your driver waits until 4:10 PM');

    // The provider's page, the no-show rule and the marks' times wait for the new landing.
    const ride = (await provider.open()).json().ride;
    expect(ride).toMatchObject({
      terminal: '3',
      expectedLandingAt: '2026-03-10T20:10:00.000Z',
      freeWaitUntil: '2026-03-10T21:10:00.000Z',
      freeWaitEndsAt: '2026-03-10T21:10:00.000Z',
      mayMarkLanded: false,
      laterMarks: [
        { mark: 'flight-landed', from: '2026-03-10T18:10:00.000Z' },
        { mark: 'at-meeting-point', from: '2026-03-10T18:10:00.000Z' },
      ],
    });

    // 20 minutes later, another hour: recorded, but nobody is e-mailed again within 30 minutes.
    clock = new Date('2026-03-10T15:20:00Z');
    expect((await admin.flightDelayed(bookingId, '2026-03-10T16:10')).statusCode).toBe(200);
    expect(await events(bookingId, 'landing-changed')).toHaveLength(2);
    expect(await mailsOf(database(), bookingId, 'ride-landing-moved')).toHaveLength(1);
    expect(await mailsOf(database(), bookingId, 'landing-moved')).toHaveLength(1);
    // 30 minutes after the first e-mails, the next move is told.
    clock = new Date('2026-03-10T15:30:00Z');
    expect((await admin.flightDelayed(bookingId, '2026-03-10T16:40')).statusCode).toBe(200);
    expect(await mailsOf(database(), bookingId, 'ride-landing-moved')).toHaveLength(2);
    expect(await mailsOf(database(), bookingId, 'landing-moved')).toHaveLength(2);
    // Ten minutes' difference is kept (the operator said it) but is no change worth telling.
    clock = new Date('2026-03-10T16:30:00Z');
    expect((await admin.flightDelayed(bookingId, '2026-03-10T16:50')).statusCode).toBe(200);
    expect((await events(bookingId, 'landing-changed')).at(-1)?.data.moved).toBe(false);
    expect(await mailsOf(database(), bookingId, 'landing-moved')).toHaveLength(2);
  });

  it("refuses a 'Flight Delayed' signed out, malformed, far from the flight, for a departure or an unknown booking", async () => {
    const session = await signedIn();
    const bookingId = await createPaidBooking(app());
    const admin = landingAdmin(app(), session);
    expect((await landingAdmin(app()).flightDelayed(bookingId, '2026-03-10T15:10')).statusCode).toBe(401);
    for (const bad of ['2026-03-10 15:10', '2026-02-30T15:10', '15:10', 42, '2026-03-10T15:10:00.000Z']) {
      const refused = await admin.flightDelayed(bookingId, bad);
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().error).toEqual(expect.any(String));
    }
    const far = await admin.flightDelayed(bookingId, '2026-03-14T15:10');
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toBe(
      'The expected landing must be within 2 days before or after the scheduled one.',
    );
    const departure = await postBooking(app(), departureRequest());
    const onDeparture = await admin.flightDelayed(departure.json().booking.id, '2026-03-10T15:10');
    expect(onDeparture.statusCode).toBe(409);
    expect(onDeparture.json().error).toBe('Only an arrival has a landing to move.');
    expect((await admin.flightDelayed('ZZZZZZZZZZ', '2026-03-10T15:10')).statusCode).toBe(404);
    expect(await events(bookingId, 'landing-changed')).toEqual([]);
  });

  it("takes the provider's 'Flight Landed' before the meeting point only: the traveller hears, the provider does not", async () => {
    const session = await signedIn();
    const { bookingId, provider } = await acceptedRide(session);
    const second = await acceptedRide(session, { flightNumber: 'AA 99' });
    clock = new Date('2026-03-10T19:55:00Z');
    const landed = await provider.landed();
    expect(landed.statusCode, landed.body).toBe(200);
    expect(landed.json().ride).toMatchObject({
      landed: true,
      expectedLandingAt: '2026-03-10T19:55:00.000Z',
      freeWaitUntil: '2026-03-10T20:55:00.000Z',
      mayMarkLanded: false,
    });
    expect((await events(bookingId, 'landing-changed'))[0]).toMatchObject({
      actor: 'provider',
      data: { source: 'provider', landed: true, moved: true },
    });
    expect(await mailsOf(database(), bookingId, 'ride-landing-moved')).toHaveLength(0);
    expect((await mailsOf(database(), bookingId, 'landing-moved'))[0]?.subject).toBe(
      'Your pickup has moved to 2:55 PM',
    );
    const again = await provider.landed();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This flight is already marked landed.');

    expect((await second.provider.mark('at-meeting-point')).statusCode).toBe(200);
    const late = await second.provider.landed();
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe("'Flight Landed' can be marked only before 'Driver at Meeting Point'.");
    const stranger = await providerClient(app(), 'not-a-real-token').landed();
    expect(stranger.statusCode).toBe(409);
    const empty = await providerClient(app(), '').landed();
    expect(empty.statusCode).toBe(400);
  });

  it('forgets the expected landing when the traveller gives another flight time, and tells the provider of it', async () => {
    const session = await signedIn();
    const { bookingId } = await acceptedRide(session);
    clock = new Date('2026-03-05T15:00:00Z');
    const delayed = await landingAdmin(app(), await signInAsAdmin(app())).flightDelayed(
      bookingId,
      '2026-03-10T15:30',
    );
    expect(delayed.json().booking.expectedLandingAt).toBe('2026-03-10T20:30:00.000Z');
    const changed = await travellerManage(app(), bookingId).change({ ...MANAGE_FORM, flightTime: '16:00' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().booking).toMatchObject({
      scheduledLandingAt: '2026-03-10T21:00:00.000Z',
      expectedLandingAt: null,
      landingSource: null,
      freeWaitUntil: '2026-03-10T22:00:00.000Z',
    });
    const [rideChanged] = await mailsOf(database(), bookingId, 'ride-changed');
    expect(rideChanged?.text_body).toContain('Flight time');
  });
});
