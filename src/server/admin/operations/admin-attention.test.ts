import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ATTENTION_REASONS } from '../../../domain/attention';
import { ADMIN_PAGE_SIZE } from '../../../domain/constants';
import type { AttentionList } from '../../../domain/schemas/admin-api';
import { adminClient, insertBooking, signedInAdmin } from '../../../testing/server/admin-fixtures';
import { signInAsAdmin } from '../../../testing/server/auth-fixtures';
import { NOW } from '../../../testing/server/booking-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { recordBookingEvent } from '../../db/booking-events';
import { emails, type NewBookingRow, payments } from '../../db/schema';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe.each(TEST_ENGINES)('the needs-attention view on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, { now: () => clock });
  let admin: ReturnType<typeof adminClient>;
  const setUp = async () => {
    clock = NOW;
    admin = await signedInAdmin(app(), database());
  };
  /** Moves the clock; the admin signs in again, as sessions end after 2 idle hours. */
  const moveClockTo = async (instant: Date) => {
    clock = instant;
    admin = adminClient(app(), await signInAsAdmin(app()));
  };
  const attention = async (page?: number) => {
    const response = await admin.attention(page);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AttentionList;
  };
  /** The reason codes of each booking in the view, by id. */
  const reasonsById = async () => {
    const view = await attention();
    expect(view.count).toBe(view.bookings.length);
    return Object.fromEntries(view.bookings.map((b) => [b.id, b.reasons.map((reason) => reason.code)]));
  };
  const departure = (pickup: Date, overrides: Partial<NewBookingRow> = {}) =>
    insertBooking(database(), {
      serviceType: 'departure',
      fromLocation: 'Tulum',
      toLocation: 'Cancun Airport',
      pickupTime: '4',
      pickupTimeCalc: pickup,
      flightDateTime: new Date(pickup.getTime() + 4 * HOUR),
      ...overrides,
    });

  it('shows a paid arrival within 48 hours without a driver until a driver is saved', async () => {
    await setUp();
    const soon = await insertBooking(database(), { status: 'paid', flightDateTime: inHours(30) });
    const confirmed = await insertBooking(database(), { status: 'confirmed', flightDateTime: inHours(47) });
    await insertBooking(database(), { status: 'paid', flightDateTime: inHours(49) });
    await insertBooking(database(), { status: 'pending', flightDateTime: inHours(30) });
    await insertBooking(database(), {
      status: 'paid',
      flightDateTime: inHours(30),
      driverName: 'Jorge Pech',
    });

    const view = await attention();
    expect(view.count).toBe(2);
    expect(view.bookings.map((b) => b.id)).toEqual([soon, confirmed]);
    expect(view.bookings[0]?.reasons).toEqual([
      { code: 'arrival-without-driver', label: ATTENTION_REASONS['arrival-without-driver'] },
    ]);
    expect(view.bookings[0]).toMatchObject({ status: 'paid', driverName: null, driverDetailsSent: false });

    expect((await admin.update(soon, { driverName: 'Raúl Canul' })).statusCode).toBe(200);
    expect(await reasonsById()).toEqual({ [confirmed]: ['arrival-without-driver'] });
  });

  it('lets an arrival in as it comes within 48 hours and out once it has landed', async () => {
    await setUp();
    const id = await insertBooking(database(), { status: 'paid', flightDateTime: inHours(50) });
    expect(await reasonsById()).toEqual({});
    await moveClockTo(inHours(2));
    expect(await reasonsById()).toEqual({ [id]: ['arrival-without-driver'] });
    await moveClockTo(inHours(30));
    // Paid and within 24 hours, offered to no provider.
    expect(await reasonsById()).toEqual({
      [id]: ['arrival-without-driver', 'driver-details-not-sent', 'no-provider-yet'],
    });
    await moveClockTo(inHours(50.5));
    expect(await reasonsById()).toEqual({});
  });

  it('shows a ride within 24 hours whose driver details were not sent, until they are, and again for a new driver', async () => {
    await setUp();
    const driver = { status: 'confirmed', driverName: 'Jorge Pech', driverCompany: 'Caribe VIP' } as const;
    const pickup = await departure(inHours(10), driver);
    const later = await departure(inHours(30), driver);
    expect(await reasonsById()).toEqual({ [pickup]: ['driver-details-not-sent'] });

    expect((await admin.sendDriverDetails(pickup)).statusCode).toBe(200);
    expect(await reasonsById()).toEqual({});

    expect((await admin.update(pickup, { driverCompany: 'Tulum Express' })).statusCode).toBe(200);
    expect(await reasonsById()).toEqual({ [pickup]: ['driver-details-not-sent'] });

    // Seven hours on, the first ride is 3 hours away and the second comes within 24 hours.
    await moveClockTo(inHours(7));
    expect(await reasonsById()).toEqual({
      [pickup]: ['driver-details-not-sent'],
      [later]: ['driver-details-not-sent'],
    });
    // Once its pickup has passed, a ride needs nothing more.
    await moveClockTo(inHours(10.5));
    expect(await reasonsById()).toEqual({ [later]: ['driver-details-not-sent'] });
  });

  it('shows a pending booking whose checkout failed until a new checkout opens or it is paid', async () => {
    await setUp();
    const failedToOpen = await insertBooking(database(), { flightDateTime: inHours(200) });
    const notFailed = await insertBooking(database(), { flightDateTime: inHours(200) });
    const event = (bookingId: string, type: 'checkout-failed' | 'checkout-opened', at: Date) =>
      recordBookingEvent(database().db, { bookingId, type, actor: 'system', at });
    await event(failedToOpen, 'checkout-opened', inHours(-3));
    await event(failedToOpen, 'checkout-failed', inHours(-2));
    await event(notFailed, 'checkout-failed', inHours(-3));
    await event(notFailed, 'checkout-opened', inHours(-2));
    expect(await reasonsById()).toEqual({ [failedToOpen]: ['checkout-failed'] });

    await event(failedToOpen, 'checkout-opened', inHours(-1));
    expect(await reasonsById()).toEqual({});

    // The provider reports the newest payment failed (Stripe's async payment failure).
    const payment = (status: string, at: Date) =>
      database()
        .db.insert(payments)
        .values({
          bookingId: failedToOpen,
          provider: 'stripe',
          checkoutSessionId: `cs_${at.getTime()}`,
          amountCents: 19_900,
          status,
          createdAt: at,
          updatedAt: at,
        });
    await payment('failed', inHours(-1));
    expect(await reasonsById()).toEqual({ [failedToOpen]: ['checkout-failed'] });

    expect((await admin.update(failedToOpen, { status: 'paid' })).statusCode).toBe(200);
    expect(await reasonsById()).toEqual({});
  });

  it('drops a failed checkout once the booking has expired', async () => {
    await setUp();
    const id = await insertBooking(database(), { flightDateTime: inHours(5) });
    await recordBookingEvent(database().db, {
      bookingId: id,
      type: 'checkout-failed',
      actor: 'system',
      at: NOW,
    });
    await moveClockTo(inHours(28.9));
    expect(await reasonsById()).toEqual({ [id]: ['checkout-failed'] });
    await moveClockTo(inHours(29));
    expect(await reasonsById()).toEqual({});
  });

  it('shows an e-mail the outbox gave up on until one of its kind is sent, or the booking is closed', async () => {
    await setUp();
    const paid = { status: 'paid', driverName: 'Jorge Pech', flightDateTime: inHours(200) } as const;
    const receipt = await insertBooking(database(), paid);
    const cancelled = await insertBooking(database(), paid);
    const mail = (bookingId: string, kind: string, status: string, at: Date) =>
      database().db.insert(emails).values({
        kind,
        bookingId,
        toAddress: 'ana@example.com',
        subject: 'Payment received',
        textBody: 'Thank you',
        htmlBody: '<p>Thank you</p>',
        status,
        createdAt: at,
      });
    await mail(receipt, 'payment-received', 'failed', inHours(-2));
    await mail(cancelled, 'payment-received', 'failed', inHours(-2));
    await mail(receipt, 'booking-received', 'sent', inHours(-1));
    expect(await reasonsById()).toEqual({
      [receipt]: ['email-undelivered'],
      [cancelled]: ['email-undelivered'],
    });

    expect((await admin.update(cancelled, { status: 'cancelled' })).statusCode).toBe(200);
    await mail(receipt, 'payment-received', 'sent', inHours(-1));
    expect(await reasonsById()).toEqual({});
  });

  it("shows a page at a time in the list's order and counts them all, whatever needs nothing comes first", async () => {
    await setUp();
    // First in the list's order, a candidate no rule flags: its failed e-mail's kind was sent since.
    const settled = await insertBooking(database(), {
      status: 'paid',
      driverName: 'Jorge Pech',
      flightDateTime: inHours(30),
    });
    await database()
      .db.insert(emails)
      .values(
        (['failed', 'sent'] as const).map((status, i) => ({
          kind: 'payment-received',
          bookingId: settled,
          toAddress: 'ana@example.com',
          subject: 'Payment received',
          textBody: 'Thank you',
          htmlBody: '<p>Thank you</p>',
          status,
          createdAt: inHours(i - 2),
        })),
      );
    const arrivals: string[] = [];
    for (let i = 0; i < ADMIN_PAGE_SIZE + 1; i++) {
      arrivals.push(
        await insertBooking(database(), { status: 'paid', flightDateTime: inHours(31 + i / 10) }),
      );
    }
    const pages = { count: ADMIN_PAGE_SIZE + 1, pageSize: ADMIN_PAGE_SIZE, totalPages: 2 };

    const first = await attention();
    expect(first).toMatchObject({ ...pages, page: 1 });
    expect(first.bookings.map((b) => b.id)).toEqual(arrivals.slice(0, ADMIN_PAGE_SIZE));
    // The last one on the first page is the 51st candidate: read whole all the same.
    expect(first.bookings.at(-1)).toMatchObject({
      id: arrivals[ADMIN_PAGE_SIZE - 1],
      status: 'paid',
      lastName: 'López',
      flightDateTime: inHours(31 + (ADMIN_PAGE_SIZE - 1) / 10).toISOString(),
      reasons: [{ code: 'arrival-without-driver', label: ATTENTION_REASONS['arrival-without-driver'] }],
    });

    const second = await attention(2);
    expect(second).toMatchObject({ ...pages, page: 2 });
    expect(second.bookings).toEqual([
      expect.objectContaining({
        id: arrivals[ADMIN_PAGE_SIZE],
        lastName: 'López',
        flightDateTime: inHours(31 + ADMIN_PAGE_SIZE / 10).toISOString(),
        reasons: [{ code: 'arrival-without-driver', label: ATTENTION_REASONS['arrival-without-driver'] }],
      }),
    ]);
    // Each booking is on one page, and on a page it is shown whole, as the admin list shows it.
    const [listed] = (
      (await admin.list({ search: arrivals[ADMIN_PAGE_SIZE] ?? '' })).json() as {
        bookings: object[];
      }
    ).bookings;
    const { reasons: _reasons, undeliveredEmailKinds: _kinds, ...shown } = second.bookings[0] ?? {};
    expect(shown).toEqual(listed);

    // A page past the last (the list shrank meanwhile) is empty, and says how many pages there are.
    expect(await attention(3)).toMatchObject({ ...pages, page: 3, bookings: [] });
  });

  it('refuses a page that is not a whole number from 1 with 400 and the reason', async () => {
    await setUp();
    for (const page of ['0', '-1', '1.5', 'two', '1000001']) {
      const response = await admin.attention(page);
      expect(response.statusCode, page).toBe(400);
      expect(response.json(), page).toMatchObject({ error: expect.any(String) });
    }
  });

  it('names an undelivered driver-details e-mail, and lets it go once sent again', async () => {
    await setUp();
    const id = await insertBooking(database(), {
      status: 'paid',
      driverName: 'Jorge Pech',
      driverCompany: 'Caribe VIP',
      flightDateTime: inHours(100),
    });
    expect((await admin.sendDriverDetails(id)).statusCode).toBe(200);
    await database().db.execute(sql`update emails set status = 'failed' where booking_id = ${id}`);
    const [flagged] = (await attention()).bookings;
    expect(flagged).toMatchObject({ id, undeliveredEmailKinds: ['driver-details'], driverDetailsSent: true });
    expect(flagged?.reasons.map((reason) => reason.code)).toEqual(['email-undelivered']);

    expect((await admin.sendDriverDetails(id)).statusCode).toBe(200);
    expect(await reasonsById()).toEqual({});
  });
});
