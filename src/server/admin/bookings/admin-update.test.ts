import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGE } from '../../../domain/statuses';
import { adminClient, insertBooking, signedInAdmin } from '../../../testing/server/admin-fixtures';
import { ADMIN } from '../../../testing/server/auth-fixtures';
import { countRows, NOW } from '../../../testing/server/booking-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { findBookingById } from '../../db/booking-reads';
import { queryRows } from '../../db/client';

describe.each(TEST_ENGINES)('an admin editing a booking on %s', (engine) => {
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

  it.each([
    ['firstName', 'Beatriz', 'firstName'],
    ['lastName', 'Ortega', 'lastName'],
    ['email', 'bea@example.org', 'email'],
    ['phone', '+1 305 555 0100', 'phone'],
    ['hotelName', 'Hotel Esmeralda', 'hotelName'],
    ['serviceType', 'departure', 'serviceType'],
    ['from', 'Playa del Carmen', 'fromLocation'],
    ['to', 'Playa del Carmen', 'toLocation'],
    ['flightAirline', 'Volaris', 'flightAirline'],
    ['flightNumber', 'Y4 321', 'flightNumber'],
    ['specialInstructions', 'Two child seats', 'specialInstructions'],
    ['adminNotes', 'Called the hotel', 'adminNotes'],
    ['status', 'confirmed', 'status'],
    ['driverName', 'Jorge Pech', 'driverName'],
    ['driverCompany', 'Riviera Shuttles', 'driverCompany'],
    ['driverOrdered', true, 'driverOrdered'],
    ['passengers', 7, 'passengers'],
    ['childSeats', 2, 'childSeats'],
  ] as const)('stores %s', async (field, value, column) => {
    await setUp();
    // A departure needs a stay as its pickup: the route edits start from a route they fit.
    const id =
      field === 'serviceType'
        ? await insertBooking(database(), { fromLocation: 'Tulum', toLocation: 'Cancun Airport' })
        : field === 'from'
          ? await insertBooking(database(), {
              serviceType: 'departure',
              fromLocation: 'Tulum',
              toLocation: 'Cancun Airport',
            })
          : await insertBooking(database());
    const response = await admin.update(id, { [field]: value });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().booking[field]).toEqual(value);
    const row = await findBookingById(database().db, id);
    expect(row?.[column]).toEqual(value);
    expect(row?.updatedAt).toEqual(later);
  });

  it('records who changed what, before and after, and nothing when nothing changed', async () => {
    await setUp();
    const id = await insertBooking(database(), { driverName: null });
    await admin.update(id, { driverName: 'Raúl Canul', firstName: 'Ana', passengers: 3 });
    const [event] = await queryRows<{ type: string; actor: string; data: unknown }>(
      database().db,
      sql`select type, actor, data from booking_events where booking_id = ${id}`,
    );
    expect(event).toEqual({
      type: 'updated',
      actor: ADMIN.email,
      data: {
        changes: { driverName: { before: null, after: 'Raúl Canul' }, passengers: { before: 2, after: 3 } },
      },
    });
    expect((await admin.update(id, { driverName: 'Raúl Canul' })).statusCode).toBe(200);
    expect(await countRows(database(), 'booking_events', sql`where booking_id = ${id}`)).toBe(1);
  });

  it('clears a driver or a note given as empty', async () => {
    await setUp();
    const id = await insertBooking(database(), { driverName: 'Jorge', adminNotes: 'old' });
    const response = await admin.update(id, { driverName: '', adminNotes: null });
    expect(response.json().booking).toMatchObject({ driverName: null, adminNotes: null });
  });

  it('checks a partial route edit against the stored route', async () => {
    await setUp();
    const arrival = await insertBooking(database());
    // An arrival starts at the airport: a stay as its pickup, or the airport as its destination, is refused.
    const from = await admin.update(arrival, { from: 'Tulum' });
    expect(from.statusCode).toBe(400);
    expect(from.json()).toEqual({
      error: 'Please select a pickup location',
      fields: { from: 'Please select a pickup location' },
    });
    expect((await admin.update(arrival, { to: 'Cancun Airport' })).json().fields).toEqual({
      to: 'Please select a destination',
    });
    expect((await admin.update(arrival, { serviceType: 'departure' })).statusCode).toBe(400);
    expect(
      (await admin.update(arrival, { serviceType: 'departure', from: 'Tulum', to: 'Cancun Airport' }))
        .statusCode,
    ).toBe(200);
    expect((await findBookingById(database().db, arrival))?.serviceType).toBe('departure');
  });

  it('drops the pickup time of a departure made an arrival, so the ride is timed by its landing', async () => {
    await setUp();
    const departure = await insertBooking(database(), {
      serviceType: 'departure',
      fromLocation: 'Tulum',
      toLocation: 'Cancun Airport',
      pickupTime: '5',
      pickupTimeCalc: new Date('2026-03-10T15:30:00Z'),
    });
    const response = await admin.update(departure, {
      serviceType: 'arrival',
      from: 'Cancun Airport',
      to: 'Tulum',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({
      serviceType: 'arrival',
      pickupTime: null,
      pickupTimeCalc: null,
    });
  });

  it('refuses fewer than one passenger, a bad e-mail, an empty edit and an unknown status', async () => {
    await setUp();
    const id = await insertBooking(database());
    expect((await admin.update(id, { passengers: 0 })).json().error).toBe('Passengers must be at least 1');
    expect((await admin.update(id, { email: 'nope' })).json().error).toBe('Invalid email address');
    expect((await admin.update(id, {})).json().error).toBe('Please change at least one field');
    expect((await admin.update(id, { status: 'lost' })).statusCode).toBe(400);
    expect((await findBookingById(database().db, id))?.updatedAt).toEqual(NOW);
  });

  it('answers 404 for an unknown booking', async () => {
    await setUp();
    const response = await admin.update('0000000000', { status: 'paid' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Booking not found' });
  });

  it('queues the cancellation e-mail once, when the status becomes cancelled', async () => {
    await setUp();
    const id = await insertBooking(database(), { status: 'paid', email: 'ana@example.com' });
    expect((await admin.update(id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await admin.update(id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await admin.update(id, { adminNotes: 'asked by phone' })).statusCode).toBe(200);
    const mails = await queryRows<{ kind: string; to_address: string; text_body: string }>(
      database().db,
      sql`select kind, to_address, text_body from emails where booking_id = ${id}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'cancellation', to_address: 'ana@example.com' });
    expect(mails[0]?.text_body).toContain(CANCELLATION_MESSAGE);
  });

  it('clears the id-only manage link an older booking kept once its e-mail is corrected', async () => {
    await setUp();
    const id = await insertBooking(database());
    await queryRows(
      database().db,
      sql`update bookings set manage_token_hash = ${'a'.repeat(64)} where id = ${id}`,
    );
    expect((await admin.update(id, { phone: '+1 305 555 0100' })).statusCode).toBe(200);
    expect((await findBookingById(database().db, id))?.manageTokenHash).toBe('a'.repeat(64));
    expect((await admin.update(id, { email: 'bea@example.org' })).statusCode).toBe(200);
    expect((await findBookingById(database().db, id))?.manageTokenHash).toBeNull();
  });
});
