import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departureMeetingPoint } from '../../../domain/arrival-kit';
import { DRIVER_DETAILS_MESSAGES } from '../../../domain/driver-details';
import { GENERIC_ARRIVAL_MEETING_POINT as ARRIVAL_MEETING_POINT } from '../../../domain/terminals';
import { adminClient, insertBooking, signedInAdmin } from '../../../testing/server/admin-fixtures';
import { ADMIN, demoteToStaff, SITE_ORIGIN, signInAsAdmin } from '../../../testing/server/auth-fixtures';
import { countRows, NOW } from '../../../testing/server/booking-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { queryRows } from '../../db/client';
import type { NewBookingRow } from '../../db/schema';

/** A paid arrival landing 10 March 2026 at 20:30 UTC: 3:30 PM in Cancun. */
const withDriver: Partial<NewBookingRow> = {
  status: 'paid',
  driverName: 'Jorge Pech',
  driverCompany: 'Riviera Shuttles',
  email: 'ana.traveller@example.com',
};

type SentEmail = { kind: string; to_address: string; subject: string; text_body: string; html_body: string };

describe.each(TEST_ENGINES)('sending the driver details on %s', (engine) => {
  const database = useTestDatabase(engine);
  const later = new Date(NOW.getTime() + 60_000);
  let clock = NOW;
  const app = useTestApp(database, { now: () => clock });
  let admin: ReturnType<typeof adminClient>;
  const setUp = async () => {
    clock = NOW;
    admin = await signedInAdmin(app(), database());
    clock = later;
  };
  const driverEmails = (bookingId: string) =>
    queryRows<SentEmail>(
      database().db,
      sql`select kind, to_address, subject, text_body, html_body from emails
          where booking_id = ${bookingId} and kind = 'driver-details' order by created_at`,
    );

  it('e-mails an arrival the driver, the company, the meeting point and the landing time in Cancun time', async () => {
    await setUp();
    const id = await insertBooking(database(), withDriver);
    const response = await admin.sendDriverDetails(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking).toMatchObject({
      id,
      driverDetailsSentAt: later.toISOString(),
      driverDetailsSent: true,
    });

    const [email] = await driverEmails(id);
    expect(email?.to_address).toBe('ana.traveller@example.com');
    expect(email?.subject).toBe(`Your driver for booking ${id}: Jorge Pech, Riviera Shuttles`);
    for (const body of [email?.text_body, email?.html_body]) {
      expect(body).toContain('Jorge Pech');
      expect(body).toContain('Riviera Shuttles');
      expect(body).toContain(
        'When your flight AA 1234 lands: Tuesday, March 10, 2026 at 3:30 PM (Cancun time)',
      );
    }
    expect(email?.text_body).toContain(`Meeting point: ${ARRIVAL_MEETING_POINT}`);
    // The wait said once, to the traveller: until when, and longer for a late flight.
    expect(email?.text_body).toContain(
      'Your driver waits until 4:30 PM, and longer if your flight is delayed: the waiting is free.',
    );
    expect(email?.text_body).not.toContain('waits for you even if');

    const [event] = await queryRows<{ type: string; actor: string; data: unknown }>(
      database().db,
      sql`select type, actor, data from booking_events where booking_id = ${id}`,
    );
    expect(event).toMatchObject({
      type: 'driver-details-sent',
      actor: ADMIN.email,
      data: { driverName: 'Jorge Pech', driverCompany: 'Riviera Shuttles' },
    });
  });

  it('e-mails a departure its hotel lobby and pickup time', async () => {
    await setUp();
    const id = await insertBooking(database(), {
      ...withDriver,
      status: 'confirmed',
      serviceType: 'departure',
      fromLocation: 'Tulum',
      toLocation: 'Cancun Airport',
      hotelName: 'Hotel Azul',
      pickupTime: '4',
      pickupTimeCalc: new Date('2026-03-10T16:30:00Z'),
    });
    expect((await admin.sendDriverDetails(id)).statusCode).toBe(200);
    const [email] = await driverEmails(id);
    expect(email?.text_body).toContain(`Meeting point: ${departureMeetingPoint('Hotel Azul')}`);
    expect(email?.text_body).toContain('Pickup time: Tuesday, March 10, 2026 at 11:30 AM (Cancun time)');
  });

  it('sends once per driver: the same driver is refused, a changed driver is sent again', async () => {
    await setUp();
    const id = await insertBooking(database(), withDriver);
    expect((await admin.sendDriverDetails(id)).statusCode).toBe(200);
    const again = await admin.sendDriverDetails(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: DRIVER_DETAILS_MESSAGES.alreadySent });

    const changed = await admin.update(id, { driverName: 'Raúl Canul' });
    expect(changed.json().booking).toMatchObject({
      driverDetailsSent: false,
      driverDetailsSentAt: later.toISOString(),
    });
    expect((await admin.sendDriverDetails(id)).json().booking.driverDetailsSent).toBe(true);
    const sent = await driverEmails(id);
    expect(sent.map((email) => email.subject)).toEqual([
      `Your driver for booking ${id}: Jorge Pech, Riviera Shuttles`,
      `Your driver for booking ${id}: Raúl Canul, Riviera Shuttles`,
    ]);
    // The list shows the same mark as the action's answer.
    const [listed] = (await admin.list()).json().bookings;
    expect(listed).toMatchObject({ id, driverDetailsSent: true });
  });

  it('sends the same driver again only when the last e-mail could not be delivered', async () => {
    await setUp();
    const id = await insertBooking(database(), withDriver);
    expect((await admin.sendDriverDetails(id)).statusCode).toBe(200);
    await database().db.execute(sql`update emails set status = 'failed' where booking_id = ${id}`);
    expect((await admin.update(id, { email: 'ana.corrected@example.com' })).statusCode).toBe(200);

    expect((await admin.sendDriverDetails(id)).statusCode).toBe(200);
    expect((await driverEmails(id)).map((email) => email.to_address)).toEqual([
      'ana.traveller@example.com',
      'ana.corrected@example.com',
    ]);
    // The new one is on its way: sending again is refused.
    expect((await admin.sendDriverDetails(id)).json()).toEqual({
      error: DRIVER_DETAILS_MESSAGES.alreadySent,
    });
  });

  it('sends one e-mail for two clicks at once', async () => {
    await setUp();
    const id = await insertBooking(database(), withDriver);
    const answers = await Promise.all([admin.sendDriverDetails(id), admin.sendDriverDetails(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await driverEmails(id)).toHaveLength(1);
    expect(
      await countRows(
        database(),
        'booking_events',
        sql`where booking_id = ${id} and type = 'driver-details-sent'`,
      ),
    ).toBe(1);
  });

  it.each([
    ['a pending booking', { ...withDriver, status: 'pending' }, DRIVER_DETAILS_MESSAGES.notPaid],
    ['a cancelled booking', { ...withDriver, status: 'cancelled' }, DRIVER_DETAILS_MESSAGES.notPaid],
    [
      'a booking without a driver company',
      { ...withDriver, driverCompany: null },
      DRIVER_DETAILS_MESSAGES.noDriver,
    ],
    [
      'a booking with a blank driver name',
      { ...withDriver, driverName: '  ' },
      DRIVER_DETAILS_MESSAGES.noDriver,
    ],
  ] as const)('refuses %s with 409 and sends nothing', async (_case, overrides, message) => {
    await setUp();
    const id = await insertBooking(database(), overrides);
    const response = await admin.sendDriverDetails(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: message });
    expect(await countRows(database(), 'emails')).toBe(0);
    expect(await countRows(database(), 'booking_events')).toBe(0);
  });

  it('answers 404 for an unknown booking', async () => {
    await setUp();
    const response = await admin.sendDriverDetails('NOSUCHBOOK');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Booking not found' });
  });

  it('refuses a signed-in user who is not an admin', async () => {
    await setUp();
    const session = await signInAsAdmin(app());
    await demoteToStaff(database(), ADMIN.email);
    const id = await insertBooking(database(), withDriver);
    const response = await app().inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/driver-details`,
      headers: { origin: SITE_ORIGIN },
      payload: {},
      cookies: { session },
    });
    expect(response.statusCode).toBe(403);
    expect(await countRows(database(), 'emails')).toBe(0);
  });
});
