import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertBooking } from '../../testing/server/admin-fixtures';
import {
  arrivalRequest,
  countRows,
  departureRequest,
  eventTypes,
  NOW,
  postBooking,
} from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';

const STAYS = [
  ['Cancun', 49],
  ['Playa del Carmen', 99],
  ['Tulum', 199],
] as const;
const VEHICLES_FOR = [
  [1, 1],
  [4, 1],
  [5, 2],
  [8, 2],
  [9, 3],
  [24, 6],
  [25, 7],
] as const;

describe.each(TEST_ENGINES)('creating a booking on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  it('an arrival for 5 passengers to Tulum costs $398 and waits, pending, for its card payment', async () => {
    const response = await postBooking(app(), arrivalRequest());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.booking).toMatchObject({
      serviceType: 'arrival',
      from: 'Cancun Airport',
      to: 'Tulum',
      passengers: 5,
      totalPrice: 398,
      status: 'pending',
      email: 'ana@example.com',
      flightDateTime: '2026-03-10T19:30:00.000Z',
      pickupTimeCalc: null,
      createdAt: NOW.toISOString(),
    });
    expect(body.booking.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(body.checkoutUrl).toMatch(/^http:\/\/localhost:3000\/checkout\/demo\/cs_demo_/);
    expect(body.checkoutError).toBeUndefined();
    expect(await eventTypes(database(), body.booking.id)).toEqual(['checkout-opened', 'created']);
    const [payment] = await queryRows<{ amount_cents: number; status: string }>(
      database().db,
      sql`select amount_cents, status from payments where booking_id = ${body.booking.id}`,
    );
    expect(payment).toEqual({ amount_cents: 39800, status: 'open' });
  });

  it('never sends admin-only or payment fields to the traveller', async () => {
    const body = (await postBooking(app(), arrivalRequest())).json();
    for (const field of ['adminNotes', 'driverOrdered', 'paymentIntentId', 'idempotencyKey', 'updatedAt']) {
      expect(body.booking).not.toHaveProperty(field);
    }
  });

  describe.each(STAYS)('between the airport and %s (base $%i)', (stay, basePrice) => {
    it.each(VEHICLES_FOR)('an arrival for %i passengers needs %i vehicles', async (passengers, vehicles) => {
      const response = await postBooking(app(), arrivalRequest({ to: stay, passengers }));
      expect(response.json().booking.totalPrice).toBe(basePrice * vehicles);
    });

    it.each(VEHICLES_FOR)('a departure for %i passengers needs %i vehicles', async (passengers, vehicles) => {
      const response = await postBooking(app(), departureRequest({ from: stay, passengers }));
      expect(response.json().booking.totalPrice).toBe(basePrice * vehicles);
    });
  });

  it('ignores a total price sent by the browser', async () => {
    const response = await postBooking(app(), { ...arrivalRequest(), totalPrice: 1, status: 'paid' });
    expect(response.statusCode).toBe(201);
    expect(response.json().booking).toMatchObject({ totalPrice: 398, status: 'pending' });
    const [payment] = await queryRows<{ amount_cents: number }>(
      database().db,
      sql`select amount_cents from payments`,
    );
    expect(payment?.amount_cents).toBe(39800);
  });

  it('prices from the operator’s price table, from the moment the server hears of a change', async () => {
    const tulumPrice = async () =>
      (await app().inject({ url: '/api/prices' }))
        .json()
        .routes.find((route: { to: string }) => route.to === 'Tulum').basePrice;
    await database().db.execute(sql`update prices set base_price = 250 where to_location = 'Tulum'`);
    // Each server keeps the prices in memory and forgets them when the table's notification arrives.
    await expect.poll(tulumPrice).toBe(250);
    const response = await postBooking(app(), arrivalRequest({ passengers: 2 }));
    expect(response.json().booking.totalPrice).toBe(250);
    // The next test starts from the seeded prices, heard too.
    await database().db.execute(sql`update prices set base_price = 199 where to_location = 'Tulum'`);
    await expect.poll(tulumPrice).toBe(199);
  });

  it('stores a departure’s pickup hours and computed pickup time', async () => {
    const response = await postBooking(app(), departureRequest({ from: 'Playa del Carmen', pickupHours: 3 }));
    expect(response.statusCode).toBe(201);
    expect(response.json().booking).toMatchObject({
      pickupTime: '3',
      pickupTimeCalc: '2026-03-10T16:30:00.000Z',
      flightDateTime: '2026-03-10T19:30:00.000Z',
    });
  });

  it('keeps the e-mail as typed, without surrounding spaces', async () => {
    const response = await postBooking(app(), arrivalRequest({ email: '  Ana.Lopez@Example.com ' }));
    expect(response.json().booking.email).toBe('Ana.Lopez@Example.com');
  });

  it('creates one booking when the same Idempotency-Key is sent twice', async () => {
    const headers = { 'idempotency-key': 'form-7f3a' };
    const first = await postBooking(app(), arrivalRequest(), headers);
    const second = await postBooking(app(), arrivalRequest(), headers);
    expect(second.statusCode).toBe(201);
    expect(second.json().booking.id).toBe(first.json().booking.id);
    expect(second.json().checkoutUrl).toBe(first.json().checkoutUrl);
    expect(await countRows(database(), 'bookings')).toBe(1);
    expect(await countRows(database(), 'payments')).toBe(1);
  });

  it('creates one booking when two requests with one Idempotency-Key arrive together', async () => {
    const headers = { 'idempotency-key': 'double-click-1' };
    const [a, b] = await Promise.all([
      postBooking(app(), arrivalRequest(), headers),
      postBooking(app(), arrivalRequest(), headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().booking.id).toBe(b.json().booking.id);
    expect(await countRows(database(), 'bookings')).toBe(1);
    expect(await countRows(database(), 'booking_events', sql`where type = 'created'`)).toBe(1);
    // The loser's statements sent behind its insert (its e-mail's, its checkout's) were rolled back with it.
    expect(await countRows(database(), 'emails')).toBe(1);
    expect(await countRows(database(), 'payments')).toBe(1);
  });

  it('replays a key sent again with the same request, whatever its spacing or key order', async () => {
    const headers = { 'idempotency-key': 'form-spaces' };
    const first = await postBooking(app(), arrivalRequest(), headers);
    const { firstName: _f, ...rest } = arrivalRequest({ email: ' ana@example.com ' });
    const second = await postBooking(app(), { firstName: 'Ana ', ...rest }, headers);
    expect(second.statusCode).toBe(201);
    expect(second.json().booking.id).toBe(first.json().booking.id);
  });

  it('answers 409 to a key reused with another request, revealing nothing of the first booking', async () => {
    const headers = { 'idempotency-key': 'leaked-key-1' };
    const first = await postBooking(app(), arrivalRequest(), headers);
    const other = arrivalRequest({ email: 'mallory@example.com', lastName: 'Mallory' });
    for (const body of [other, arrivalRequest({ passengers: 6 }), arrivalRequest({ flightTime: '14:31' })]) {
      const response = await postBooking(app(), body, headers);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error:
          'This Idempotency-Key was already used for a different booking request. Send a new key with a new request.',
      });
      for (const secret of [first.json().booking.id, 'ana@example.com', 'López', 'checkout']) {
        expect(response.body).not.toContain(secret);
      }
    }
    expect(await countRows(database(), 'bookings')).toBe(1);
    expect(await countRows(database(), 'payments')).toBe(1);
  });

  it('answers 409 to the loser of a race between two different requests with one key', async () => {
    const headers = { 'idempotency-key': 'race-2' };
    const answers = await Promise.all([
      postBooking(app(), arrivalRequest(), headers),
      postBooking(app(), arrivalRequest({ lastName: 'Mallory' }), headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await countRows(database(), 'bookings')).toBe(1);
  });

  it('never replays a booking stored before keys were bound to their request', async () => {
    await insertBooking(database(), { idempotencyKey: 'from-before' });
    const response = await postBooking(app(), arrivalRequest(), { 'idempotency-key': 'from-before' });
    expect(response.statusCode).toBe(409);
  });

  it('refuses an Idempotency-Key that is not printable text', async () => {
    const response = await postBooking(app(), arrivalRequest(), { 'idempotency-key': 'key\u0001' });
    expect(response.statusCode).toBe(400);
  });

  it('creates two bookings for two different Idempotency-Keys', async () => {
    await postBooking(app(), arrivalRequest(), { 'idempotency-key': 'a' });
    await postBooking(app(), arrivalRequest(), { 'idempotency-key': 'b' });
    expect(await countRows(database(), 'bookings')).toBe(2);
  });

  it('refuses an Idempotency-Key longer than 255 characters', async () => {
    const response = await postBooking(app(), arrivalRequest(), { 'idempotency-key': 'k'.repeat(256) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Idempotency-Key must be at most 255 characters');
    expect(await countRows(database(), 'bookings')).toBe(0);
  });

  it.each([
    ['serviceType', { serviceType: undefined }, 'Please select a service type'],
    ['from', { from: 'Mars' }, 'Please select a pickup location'],
    ['to', { to: '' }, 'Please select a destination'],
    ['to', { to: 'Cancun Airport' }, 'Please select a destination'],
    ['passengers', { passengers: 0 }, 'Please select the number of passengers'],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'ana.example.com' }, 'Invalid email address'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['phone', { phone: '998 123' }, 'Phone number must be at least 10 digits'],
    ['hotelName', { hotelName: '' }, 'Hotel/AirBNB/Stay name or address is required'],
    ['flightNumber', { flightNumber: ' ' }, 'Flight number is required'],
    ['flightAirline', { flightAirline: '' }, 'Airline is required'],
    ['flightDate', { flightDate: '' }, 'Flight date and time are required'],
    ['flightDate', { flightDate: '2026-02-30' }, 'Invalid flight date/time combination'],
  ])('answers 400 for a bad %s (%o) with “%s” and writes nothing', async (field, overrides, message) => {
    const response = await postBooking(app(), arrivalRequest(overrides as object));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await countRows(database(), 'bookings')).toBe(0);
    expect(await countRows(database(), 'booking_events')).toBe(0);
  });

  it('answers 400 for a pickup hour not offered from Tulum', async () => {
    const response = await postBooking(app(), departureRequest({ from: 'Tulum', pickupHours: 2 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.pickupHours).toBe(
      'Please choose one of the pickup times offered for this location',
    );
    expect(await countRows(database(), 'bookings')).toBe(0);
  });

  it('answers 400 for a flight already in the past', async () => {
    // 05:00 in Cancun is 10:00 UTC, two hours before NOW.
    const response = await postBooking(
      app(),
      arrivalRequest({ flightDate: '2026-03-01', flightTime: '05:00' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The flight date and time must be in the future',
      fields: { flightDate: 'The flight date and time must be in the future' },
    });
    expect(await countRows(database(), 'bookings')).toBe(0);
  });

  it('answers 400 for a departure whose pickup is already in the past', async () => {
    // Flight at 09:00 in Cancun (14:00 UTC), pickup 4 hours earlier: 10:00 UTC, before NOW.
    const response = await postBooking(
      app(),
      departureRequest({ from: 'Cancun', flightDate: '2026-03-01', flightTime: '09:00', pickupHours: 4 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ pickupHours: 'The pickup time must be in the future' });
    expect(await countRows(database(), 'bookings')).toBe(0);
  });
});
