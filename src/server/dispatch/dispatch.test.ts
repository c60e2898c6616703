/**
 * A ride offered to a transport provider and followed to its end, on both engines: the whole
 * life of an offer, and each way it ends.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { createPaidBooking, NOW } from '../../testing/server/booking-fixtures';
import {
  addProviderOf,
  DRIVER,
  dispatchAdmin,
  mailsOf,
  PROVIDER_FORM,
  providerClient,
  rideTokenFromMail,
} from '../../testing/server/dispatch-fixtures';
import { changeForm, manageClient, manageTokenFromMail } from '../../testing/server/manage-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';
import { sendDueFeedbackRequests } from '../scheduler/feedback-requests';
import { expireOffers } from './offer-expiry';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

const MINUTE = 60_000;
/** The default booking's landing: 10 March 2026, 14:30 in Cancun. */
const LANDING = new Date('2026-03-10T19:30:00Z');
const CLOSED = { closed: true, message: 'This ride is no longer assigned to you.' };

describe.each(TEST_ENGINES)('dispatching rides on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, { now: () => clock, config: { dispatchPhone: '+529981234567' } });
  let admin: ReturnType<typeof dispatchAdmin>;
  let providerId: string;
  let session: string;
  /** The admin signed in, a provider added, and a paid booking to offer (an arrival in Tulum, 5 passengers). */
  async function setUp() {
    clock = NOW;
    await addAccounts(database());
    session = await signInAsAdmin(app());
    admin = dispatchAdmin(app(), session);
    providerId = await addProviderOf(admin);
    return createPaidBooking(app());
  }

  /**
   * The reasons Needs attention gives for the booking (none when it is not there), read as an admin signed
   * in afresh: the tests' clock jumps days, past any session's life.
   */
  const attentionOf = async (bookingId: string) => {
    session = await signInAsAdmin(app());
    const list = await app().inject({ method: 'GET', url: '/api/admin/attention', cookies: { session } });
    if (list.statusCode !== 200) throw new Error(list.body);
    const found = (list.json().bookings as { id: string; reasons: { label: string }[] }[]).find(
      (row) => row.id === bookingId,
    );
    return found?.reasons.map((reason) => reason.label) ?? [];
  };

  const offerOf = (bookingId: string, respondBy = '2026-03-01T09:00') =>
    admin.sendOffer(bookingId, { providerId, costDollars: 110, note: 'Big van please', respondBy });
  const events = (bookingId: string) =>
    queryRows<{ type: string; actor: string; data: Record<string, unknown> }>(
      database().db,
      sql`select type, actor, data from booking_events where booking_id = ${bookingId} order by created_at, id`,
    );
  const bookingRow = async (bookingId: string) =>
    (
      await queryRows<Record<string, unknown>>(
        database().db,
        sql`select status, driver_name, driver_company, driver_ordered from bookings where id = ${bookingId}`,
      )
    )[0];

  it('runs the whole life of an offer: sent, accepted, at the meeting point, on board, completed', async () => {
    const bookingId = await setUp();
    const form = (await admin.dispatch(bookingId)).json();
    expect(form).toMatchObject({
      offer: null,
      providers: [{ id: providerId, companyName: 'Riviera Vans', costDollars: 120 }],
      // Two hours from 07:00 in Cancun (12:00 UTC on 1 March).
      defaultRespondBy: '2026-03-01T09:00',
    });

    const sent = await offerOf(bookingId);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().offer).toMatchObject({ status: 'offered', company: 'Riviera Vans', costCents: 11000 });
    const [offerMail] = await mailsOf(database(), bookingId, 'ride-offer');
    expect(offerMail?.to_address).toBe('dispatch@riviera.example');
    expect(offerMail?.subject).toBe(`Ride offer ${bookingId}: Cancun Airport → Tulum, 2026-03-10 14:30`);
    // What a driver needs, and nothing of the traveller's before acceptance.
    for (const fact of ['Passengers: 5', 'Hotel Azul, Tulum', 'AA 1234', 'Big van please', '$110.00'])
      expect(offerMail?.text_body).toContain(fact);
    for (const secret of ['López', '+52 998 123 4567', 'ana@example.com'])
      expect(offerMail?.text_body).not.toContain(secret);
    // Written for the driver, signed by the operator's dispatch, nothing of the traveller's words.
    expect(offerMail?.text_body).toContain(
      'Instructions: Meet the traveller at the arrivals exit, outside the terminal (the traveller did not say which). Hold a sign with the traveller’s last name (on the ride’s page once accepted). Wait until',
    );
    expect(offerMail?.text_body).toContain('Cancun Private Transfers dispatch: +529981234567.');
    for (const travellers of ['your name', 'Questions? Write to', 'Free wait'])
      expect(offerMail?.text_body).not.toContain(travellers);
    const contact = await app().inject({ method: 'GET', url: '/api/provider/contact' });
    expect(contact.json()).toEqual({
      operator: 'Cancun Private Transfers',
      contact: { label: 'Dispatch phone', value: '+529981234567', href: 'tel:+529981234567' },
    });

    const provider = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    const opened = (await provider.open()).json();
    expect(opened.ride).toMatchObject({ bookingId, status: 'offered', traveller: null, nextMarks: [] });
    // Opening changed nothing.
    expect((await events(bookingId)).map((e) => e.type)).not.toContain('offer-accepted');

    const accepted = await provider.accept();
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Nine days ahead: no mark can be true yet; the page is told from when each may be pressed.
    expect(accepted.json().ride).toMatchObject({
      status: 'accepted',
      traveller: { name: 'Ana López', phone: '+52 998 123 4567' },
      // The sign the traveller checks: the name and the booking's two-word code.
      instructions: expect.stringMatching(/Hold a sign with 'López · [A-Z][a-z]+ [A-Z][a-z]+'\./),
      driver: DRIVER,
      nextMarks: [],
      laterMarks: [
        { mark: 'flight-landed', from: new Date(LANDING.getTime() - 120 * MINUTE).toISOString() },
        { mark: 'at-meeting-point', from: new Date(LANDING.getTime() - 120 * MINUTE).toISOString() },
      ],
      mayMarkLanded: false,
    });
    expect(await bookingRow(bookingId)).toEqual({
      status: 'confirmed',
      driver_name: 'Efraín Poot',
      driver_company: 'Riviera Vans',
      driver_ordered: true,
    });
    const [details] = await mailsOf(database(), bookingId, 'driver-details');
    expect(details?.to_address).toBe('ana@example.com');
    for (const fact of [
      'Efraín Poot',
      'Riviera Vans',
      '+52 998 765 4321',
      'Toyota Hiace, white',
      'YZX-123-A',
    ])
      expect(details?.text_body).toContain(fact);

    // The manifest and the booking CSV name the provider and its driver.
    const manifest = await app().inject({
      method: 'GET',
      url: '/api/admin/manifest?date=2026-03-10',
      cookies: { session },
    });
    expect(manifest.json().rides[0]).toMatchObject({
      provider: 'Riviera Vans',
      driverPhone: '+52 998 765 4321',
      driverVehicle: 'Toyota Hiace, white',
      driverPlate: 'YZX-123-A',
    });
    const csv = await app().inject({ method: 'GET', url: '/api/admin/bookings.csv', cookies: { session } });
    expect(csv.body).toContain('"Riviera Vans"');

    clock = new Date(LANDING.getTime() - 20 * MINUTE);
    expect((await provider.mark('on-board')).statusCode).toBe(409);
    expect((await provider.mark('at-meeting-point')).json().ride).toMatchObject({
      nextMarks: ['on-board'],
      laterMarks: [{ mark: 'no-show', from: new Date(LANDING.getTime() + 60 * MINUTE).toISOString() }],
    });
    const [waiting] = await mailsOf(database(), bookingId, 'driver-waiting');
    expect(waiting?.subject).toBe(`Your driver is waiting (booking ${bookingId})`);
    expect(waiting?.text_body).toContain('+52 998 765 4321');
    // Pressed again from an old page: refused.
    expect((await provider.mark('at-meeting-point')).statusCode).toBe(409);
    clock = new Date(LANDING.getTime() + 30 * MINUTE);
    expect((await provider.mark('on-board')).statusCode).toBe(200);
    // Details can no longer be corrected once the traveller is on board.
    expect((await provider.correctDriver({ ...DRIVER, driverName: 'Otro' })).statusCode).toBe(409);
    clock = new Date(LANDING.getTime() + 120 * MINUTE);
    const completed = await provider.mark('completed');
    expect(completed.json().ride.marks).toMatchObject({ completedAt: clock.toISOString() });
    expect((await bookingRow(bookingId))?.status).toBe('completed');

    // The transport provider's events (the payment provider's 'paid' is signed 'provider' too, without a company).
    const fromProvider = (await events(bookingId)).filter((e) => e.actor === 'provider' && e.data.company);
    expect(fromProvider.filter((e) => e.type === 'ride-mark').map((e) => e.data.mark)).toEqual([
      'at-meeting-point',
      'on-board',
      'completed',
    ]);
    expect(fromProvider.map((e) => e.type)).toContain('offer-accepted');
    // The link works until 48 hours after the ride, then shows that it is over.
    clock = new Date(LANDING.getTime() + 49 * 60 * MINUTE);
    expect((await provider.open()).json()).toEqual(CLOSED);
  });

  it('refuses every mark and a landing days before the ride: the booking, the statement and the mail unchanged', async () => {
    const bookingId = await setUp();
    await offerOf(bookingId);
    const provider = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    expect((await provider.accept()).statusCode).toBe(200);
    const before = {
      booking: await bookingRow(bookingId),
      events: await events(bookingId),
      mails: await queryRows<{ n: number }>(
        database().db,
        sql`select count(*)::int as n from emails where booking_id = ${bookingId}`,
      ),
    };
    // Four days early, the marks in turn as a page (or a script) would send them.
    clock = new Date(LANDING.getTime() - 4 * 24 * 60 * MINUTE);
    const pressed = {
      meetingPoint: await provider.mark('at-meeting-point'),
      onBoard: await provider.mark('on-board'),
      completed: await provider.mark('completed'),
      landed: await provider.landed(),
    };
    expect(Object.values(pressed).map((answer) => answer.statusCode)).toEqual([409, 409, 409, 409]);
    expect(pressed.meetingPoint.json().error).toBe(
      'Too early: Driver at Meeting Point can be marked from Tuesday, March 10, 2026 at 12:30 PM (Cancun time).',
    );
    expect(pressed.landed.json().error).toBe(
      'Too early: Flight Landed can be marked from Tuesday, March 10, 2026 at 12:30 PM (Cancun time).',
    );
    // A day early, and a minute before the limit: still refused.
    clock = new Date(LANDING.getTime() - 24 * 60 * MINUTE);
    expect((await provider.landed()).statusCode).toBe(409);
    clock = new Date(LANDING.getTime() - 121 * MINUTE);
    expect((await provider.mark('at-meeting-point')).statusCode).toBe(409);

    expect(await bookingRow(bookingId)).toEqual(before.booking);
    expect(await events(bookingId)).toEqual(before.events);
    expect(
      await queryRows<{ n: number }>(
        database().db,
        sql`select count(*)::int as n from emails where booking_id = ${bookingId}`,
      ),
    ).toEqual(before.mails);
    const landing = await queryRows<{ expected_landing_at: Date | null; landed: boolean }>(
      database().db,
      sql`select expected_landing_at, landed from bookings where id = ${bookingId}`,
    );
    expect(landing).toEqual([{ expected_landing_at: null, landed: false }]);
    // Nothing is owed for March.
    const statement = await app().inject({
      method: 'GET',
      url: `/api/admin/providers/${providerId}/statement?month=2026-03`,
      cookies: { session: await signInAsAdmin(app()) },
    });
    expect(statement.json().rows).toEqual([]);
    // The page offers no mark and says from when each may be pressed.
    expect((await provider.open()).json().ride).toMatchObject({ nextMarks: [], mayMarkLanded: false });
    // From two hours before the landing, the driver may say it is there.
    clock = new Date(LANDING.getTime() - 120 * MINUTE);
    expect((await provider.mark('at-meeting-point')).statusCode).toBe(200);
  });

  it('refuses a second offer while one stands, then takes another provider once the first declines', async () => {
    const bookingId = await setUp();
    await offerOf(bookingId);
    const second = await offerOf(bookingId);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('This ride is already offered to Riviera Vans.');
    // Two at once: one stands.
    await admin.withdraw(bookingId);
    const both = await Promise.all([offerOf(bookingId), offerOf(bookingId)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const first = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    const declined = await first.decline('No van free that day');
    expect(declined.statusCode).toBe(200);
    const card = (await admin.dispatch(bookingId)).json().offer;
    expect(card).toMatchObject({ status: 'declined', declineReason: 'No van free that day' });
    expect((await first.open()).json()).toEqual(CLOSED);
    expect((await first.accept()).statusCode).toBe(409);

    const otherId = await addProviderOf(admin, {
      ...PROVIDER_FORM,
      companyName: 'Mayab Tours',
      dispatchEmail: 'ops@mayab.example',
    });
    const reassigned = await admin.sendOffer(bookingId, {
      providerId: otherId,
      costDollars: 100,
      note: '',
      respondBy: '2026-03-01T09:00',
    });
    expect(reassigned.statusCode).toBe(201);
    expect((await mailsOf(database(), bookingId, 'ride-offer')).at(-1)?.to_address).toBe('ops@mayab.example');
  });

  it('expires an offer nobody answered by its Respond By, once, and the link then opens nothing', async () => {
    const bookingId = await setUp();
    await offerOf(bookingId, '2026-03-01T08:00');
    const provider = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    const deps = {
      db: database().db,
      mail: { publicUrl: SITE_ORIGIN, supportEmail: 's@example.com', wake: () => {} },
    };
    clock = new Date('2026-03-01T12:59:00Z');
    expect(await expireOffers({ ...deps, now: () => clock })).toBe(0);
    clock = new Date('2026-03-01T13:00:00Z');
    // Past its Respond By the provider cannot accept, even before the scheduler has marked it.
    expect((await provider.accept()).statusCode).toBe(409);
    const [first, again] = await Promise.all([
      expireOffers({ ...deps, now: () => clock }),
      expireOffers({ ...deps, now: () => clock }),
    ]);
    expect(first + again).toBe(1);
    expect((await admin.dispatch(bookingId)).json().offer.status).toBe('expired');
    expect((await events(bookingId)).filter((e) => e.type === 'offer-expired')).toHaveLength(1);
    expect((await provider.open()).json()).toEqual(CLOSED);
  });

  it('withdraws an accepted offer: the driver leaves the booking and the provider is told not to come', async () => {
    const bookingId = await setUp();
    await offerOf(bookingId);
    const provider = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    await provider.accept();
    const withdrawn = await admin.withdraw(bookingId);
    expect(withdrawn.json().offer.status).toBe('withdrawn');
    expect(await bookingRow(bookingId)).toEqual({
      status: 'paid',
      driver_name: null,
      driver_company: null,
      driver_ordered: false,
    });
    const [told] = await mailsOf(database(), bookingId, 'ride-withdrawn');
    expect(told?.subject).toBe(`Ride ${bookingId} withdrawn`);
    expect((await provider.open()).json()).toEqual(CLOSED);
    expect((await admin.withdraw(bookingId)).statusCode).toBe(409);
  });

  it('gives one outcome to an acceptance and a withdrawal at the same moment', async () => {
    const bookingId = await setUp();
    await offerOf(bookingId);
    const provider = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    const [accepted, withdrawn] = await Promise.all([provider.accept(), admin.withdraw(bookingId)]);
    expect(withdrawn.statusCode).toBe(200);
    expect([200, 409]).toContain(accepted.statusCode);
    expect(await bookingRow(bookingId)).toMatchObject({ driver_name: null, driver_ordered: false });
    expect((await admin.dispatch(bookingId)).json().offer.status).toBe('withdrawn');
  });

  it('marks a no-show only after the driver was there and the free wait is over', async () => {
    const bookingId = await setUp();
    await offerOf(bookingId);
    const provider = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    await provider.accept();
    clock = new Date(LANDING.getTime() + 10 * MINUTE);
    expect((await provider.mark('no-show')).statusCode).toBe(409);
    await provider.mark('at-meeting-point');
    // 60 minutes after the later of the landing and the driver's mark: 15:40 in Cancun.
    clock = new Date(LANDING.getTime() + 70 * MINUTE - 1000);
    const early = await provider.mark('no-show');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('The traveller can be marked a no-show only after the free wait.');
    clock = new Date(LANDING.getTime() + 70 * MINUTE);
    expect((await provider.mark('no-show')).statusCode).toBe(200);
    const [told] = await mailsOf(database(), bookingId, 'traveller-no-show');
    expect(told?.text_body).toContain('not refunded');
    expect((await bookingRow(bookingId))?.status).toBe('completed');
  });

  it("tells the accepted provider of a traveller's change and keeps it on their page until confirmed", async () => {
    const bookingId = await setUp();
    await offerOf(bookingId);
    const provider = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    await provider.accept();
    const changed = await app().inject({
      method: 'PATCH',
      url: `/api/bookings/${bookingId}/manage`,
      headers: { origin: SITE_ORIGIN },
      payload: {
        access: { email: 'ana@example.com', lastName: 'López' },
        changes: {
          phone: '+52 998 123 4567',
          hotelName: 'Casa Sur, Tulum',
          flightNumber: 'AA 1234',
          flightAirline: 'American Airlines',
          flightDate: '2026-03-10',
          flightTime: '14:30',
          specialInstructions: '',
          childSeats: 1,
        },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [mail] = await mailsOf(database(), bookingId, 'ride-changed');
    expect(mail?.subject).toBe(`Ride ${bookingId} changed`);
    expect(mail?.text_body).toContain('Hotel/AirBNB/Stay: Hotel Azul, Tulum → Casa Sur, Tulum');
    expect((await provider.open()).json().ride.changes).toEqual([
      { label: 'Child Seats', before: 'None', after: '1' },
      { label: 'Hotel/AirBNB/Stay', before: 'Hotel Azul, Tulum', after: 'Casa Sur, Tulum' },
    ]);
    expect((await admin.dispatch(bookingId)).json().offer.changesUnconfirmedSince).not.toBeNull();
    expect((await provider.confirmChanges()).json().ride.changes).toEqual([]);
    expect((await admin.dispatch(bookingId)).json().offer.changesUnconfirmedSince).toBeNull();
  });

  it('tells the provider of a cancellation and ends the link', async () => {
    const bookingId = await setUp();
    await offerOf(bookingId);
    const provider = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    await provider.accept();
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { origin: SITE_ORIGIN },
      payload: { access: { email: 'ana@example.com', lastName: 'López' } },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [told] = await mailsOf(database(), bookingId, 'ride-cancelled');
    expect(told?.subject).toBe(`Ride ${bookingId} cancelled`);
    expect((await provider.open()).json()).toEqual(CLOSED);
  });

  it('records every change to a provider with who and when, and refuses a second of the same name', async () => {
    await setUp();
    const saved = await admin.saveProvider(providerId, {
      ...PROVIDER_FORM,
      phone: '+52 984 555 0199',
      active: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = saved.json();
    expect(listed.providers[0]).toMatchObject({ active: false, ridesThisMonth: 0 });
    expect(listed.changes[0]).toMatchObject({
      by: 'admin@example.com',
      company: 'Riviera Vans',
      changes: {
        phone: { before: '+52 984 555 0101', after: '+52 984 555 0199' },
        active: { before: true, after: false },
      },
    });
    const twin = await admin.addProvider({ ...PROVIDER_FORM, companyName: 'RIVIERA VANS' });
    expect(twin.statusCode).toBe(409);
    // An inactive provider is offered nothing.
    const bookingId = await createPaidBooking(app(), { email: 'bo@example.com' });
    expect((await offerOf(bookingId)).statusCode).toBe(400);
  });

  it('puts declined, late and no-show rides in Needs attention, and takes them off as they are dealt with', async () => {
    const bookingId = await setUp();
    await offerOf(bookingId);
    await providerClient(app(), await rideTokenFromMail(database(), bookingId)).decline('No van');
    expect(await attentionOf(bookingId)).toContain('Declined by provider');

    await offerOf(bookingId);
    const provider = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    await provider.accept();
    expect(await attentionOf(bookingId)).not.toContain('Declined by provider');
    // A day before the ride, paid and accepted: nothing to do.
    clock = new Date(LANDING.getTime() - 20 * 60 * MINUTE);
    expect(await attentionOf(bookingId)).toEqual([]);
    clock = new Date(LANDING.getTime() + 16 * MINUTE);
    expect(await attentionOf(bookingId)).toContain('Driver not at meeting point');
    await provider.mark('at-meeting-point');
    expect(await attentionOf(bookingId)).not.toContain('Driver not at meeting point');
    clock = new Date(LANDING.getTime() + 90 * MINUTE);
    await provider.mark('no-show');
    expect(await attentionOf(bookingId)).toContain('Traveller no-show');
    const message = await app().inject({
      method: 'POST',
      url: `/api/admin/bookings/${bookingId}/messages`,
      cookies: { session },
      headers: { origin: SITE_ORIGIN },
      payload: { message: 'Our driver waited for you at the terminal: please call us.' },
    });
    expect(message.statusCode, message.body).toBe(202);
    expect(await attentionOf(bookingId)).not.toContain('Traveller no-show');
  });

  it("keeps a declined offer in Needs attention while it is its ride's latest, whatever writes the offers", async () => {
    const bookingId = await setUp();
    // Each offer of the ride, first to last, and whether one came after it (kept by migration 0033's trigger).
    const superseded = async () =>
      (
        await queryRows<{ superseded: boolean }>(
          database().db,
          sql`select superseded from ride_offers where booking_id = ${bookingId} order by offered_at, created_at`,
        )
      ).map((offer) => offer.superseded);
    const declineNext = async (reason: string) => {
      expect((await offerOf(bookingId)).statusCode).toBe(201);
      await providerClient(app(), await rideTokenFromMail(database(), bookingId)).decline(reason);
    };

    await declineNext('No van');
    await declineNext('Still no van');
    expect(await superseded()).toEqual([true, false]);
    expect(await attentionOf(bookingId)).toContain('Declined by provider');

    // Sent again and waiting: the declines are history, and the ride waits for an answer.
    expect((await offerOf(bookingId)).statusCode).toBe(201);
    expect(await superseded()).toEqual([true, true, false]);
    expect(await attentionOf(bookingId)).not.toContain('Declined by provider');

    // The waiting offer removed by hand (psql): the last decline is the ride's latest again.
    await database().db.execute(
      sql`delete from ride_offers where booking_id = ${bookingId} and status = 'offered'`,
    );
    expect(await superseded()).toEqual([true, false]);
    expect(await attentionOf(bookingId)).toContain('Declined by provider');
  });

  it('marks the superseded offers of every ride a single statement writes, many at once', async () => {
    const first = await setUp();
    const second = await createPaidBooking(app());
    const marks = async (bookingId: string) =>
      (
        await queryRows<{ superseded: boolean }>(
          database().db,
          sql`select superseded from ride_offers where booking_id = ${bookingId} order by offered_at, created_at`,
        )
      ).map((offer) => offer.superseded);

    // Five declined offers of two rides in one insert (a bulk load, psql).
    await database().db.execute(sql`
      insert into ride_offers (booking_id, provider_id, status, cost_cents, offered_at, respond_by, token_hash, offered_by)
      select ride, ${providerId}, 'declined', 9000, ${NOW}::timestamptz + n * interval '1 minute',
        ${NOW}::timestamptz + interval '1 day', md5(ride || n), 'psql'
      from (values (${first}, 1), (${first}, 2), (${first}, 3), (${second}, 1), (${second}, 2)) as o(ride, n)`);
    expect(await marks(first)).toEqual([true, true, false]);
    expect(await marks(second)).toEqual([true, false]);

    // The first ride's latest offer moved to the second ride in one update: both rides' marks follow.
    await database().db.execute(sql`
      update ride_offers set booking_id = ${second}
      where booking_id = ${first} and offered_at = ${NOW}::timestamptz + interval '3 minutes'`);
    expect(await marks(first)).toEqual([true, false]);
    expect(await marks(second)).toEqual([true, true, false]);
  });

  it('keeps a declined ride in Needs attention by its new date when the traveller moves it', async () => {
    const bookingId = await setUp();
    // The link of the booking's confirmation, the newest e-mail before the offer's.
    const token = await manageTokenFromMail(database(), bookingId);
    await offerOf(bookingId);
    await providerClient(app(), await rideTokenFromMail(database(), bookingId)).decline('No van');
    expect(await attentionOf(bookingId)).toContain('Declined by provider');
    // The traveller lands ten days later than booked. The day after the old date the ride is still ahead,
    // and too far ahead for any reason of its own time (a driver within 48 hours, a provider within 24).
    const moved = await manageClient(app()).update(
      bookingId,
      { token },
      changeForm({ flightDate: '2026-03-20' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    clock = new Date('2026-03-11T12:00:00Z');
    expect(await attentionOf(bookingId)).toContain('Declined by provider');
    clock = new Date('2026-03-21T12:00:00Z');
    expect(await attentionOf(bookingId)).not.toContain('Declined by provider');
  });

  it('asks for feedback after a ride its provider completed, never after a no-show or an unfinished ride', async () => {
    const completed = await setUp();
    const noShow = await createPaidBooking(app(), { email: 'bo@example.com', lastName: 'Berg' });
    const unfinished = await createPaidBooking(app(), { email: 'cy@example.com', lastName: 'Cruz' });
    for (const id of [completed, noShow, unfinished]) {
      await offerOf(id);
      await providerClient(app(), await rideTokenFromMail(database(), id)).accept();
    }
    clock = new Date(LANDING.getTime() - 10 * MINUTE);
    for (const id of [completed, noShow]) {
      await providerClient(app(), await rideTokenFromMail(database(), id)).mark('at-meeting-point');
    }
    clock = new Date(LANDING.getTime() + 80 * MINUTE);
    await providerClient(app(), await rideTokenFromMail(database(), noShow)).mark('no-show');
    const done = providerClient(app(), await rideTokenFromMail(database(), completed));
    await done.mark('on-board');
    await done.mark('completed');
    // 09:00 in Cancun the next morning: the scheduler's feedback requests.
    clock = new Date('2026-03-11T14:30:00Z');
    const sent = await sendDueFeedbackRequests({
      db: database().db,
      mail: { publicUrl: SITE_ORIGIN, supportEmail: 's@example.com', wake: () => {} },
      log: silentLog,
      now: () => clock,
    });
    expect(sent).toBe(1);
    expect(await mailsOf(database(), completed, 'feedback-request')).toHaveLength(1);
    expect(await mailsOf(database(), noShow, 'feedback-request')).toHaveLength(0);
    expect(await mailsOf(database(), unfinished, 'feedback-request')).toHaveLength(0);
  });
});
