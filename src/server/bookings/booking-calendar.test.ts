import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createBooking, createPaidBooking, NOW } from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { bookings } from '../db/schema';

function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!timezone || !vevent) throw new Error('not a calendar entry with a zone and an event');
  ICAL.TimezoneService.reset();
  ICAL.TimezoneService.register(timezone);
  return new ICAL.Event(vevent);
}

describe.each(TEST_ENGINES)("a booking's calendar entry on %s", (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, {
    now: () => NOW,
    config: {
      publicUrl: 'https://transfers.example.com',
      supportEmail: 'help@example.com',
      rateLimits: { bookingsPerHour: 100, lookupsPerHour: 8, contactPerHour: 20 },
      trustProxy: 1,
    },
  });
  // Each test its own client address, so the lookup limit of one test never spills into the next.
  let client = 0;
  const calendar = (id: string, lastName: string, ip = `192.0.2.${++client}`) =>
    app().inject({
      method: 'GET',
      url: `/api/bookings/${id}/calendar.ics?lastName=${encodeURIComponent(lastName)}`,
      headers: { 'x-forwarded-for': ip },
    });

  it('downloads a paid arrival as transfer-<id>.ics, at its landing time in Cancun, with the arrival kit', async () => {
    const id = await createPaidBooking(app());
    const response = await calendar(id, 'lópez');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="transfer-${id}.ics"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');

    const event = eventOf(response.body);
    expect(event.uid).toBe(`${id}@transfers.example.com`);
    // The fixture's flight: 10 March 2026, 14:30 in Cancun.
    expect(event.startDate.toString()).toBe('2026-03-10T14:30:00');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-10T19:30:00.000Z');
    expect(event.summary).toBe('Private transfer: Cancun Airport → Tulum');
    expect(event.description).toContain(`Booking reference: ${id}`);
    expect(event.description).toContain('walk past the timeshare and transport sellers');
    expect(event.description).toContain('Write to help@example.com with your booking reference');
  });

  it('starts a paid departure at its pickup time, at the lobby of the stay', async () => {
    const id = await createPaidBooking(app(), {
      serviceType: 'departure',
      from: 'Playa del Carmen',
      to: 'Cancun Airport',
      pickupHours: 4,
      hotelName: 'Casa Playa, Calle 38',
    });
    const event = eventOf((await calendar(id, 'López')).body);
    expect(event.startDate.toString()).toBe('2026-03-10T10:30:00');
    expect(event.location).toBe('The lobby of Casa Playa, Calle 38.');
    expect(event.description).not.toContain('timeshare');
  });

  it("the confirmation page's answer names the support address its arrival kit shows", async () => {
    const { id } = await createBooking(app());
    const response = await app().inject({ method: 'GET', url: `/api/bookings/${id}?lastName=L%C3%B3pez` });
    expect(response.json()).toMatchObject({ booking: { id }, supportEmail: 'help@example.com' });
  });

  it('answers the same 404 for a wrong last name as for an unknown id, and 400 for a malformed id', async () => {
    const id = await createPaidBooking(app());
    const wrongName = await calendar(id, 'Smith');
    const unknownId = await calendar('K7M2Q9XH4T', 'López');
    expect(wrongName.statusCode).toBe(404);
    expect(wrongName.json()).toEqual({ error: 'Booking not found' });
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.json()).toEqual(wrongName.json());
    expect((await calendar('not-an-id', 'López')).json()).toEqual({ error: 'Invalid booking ID' });
  });

  it('has no entry for a booking not paid for: pending, cancelled or refunded', async () => {
    const { id } = await createBooking(app());
    const pending = await calendar(id, 'López');
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ error: 'Only a paid booking has a calendar entry' });
    for (const status of ['cancelled', 'refunded'] as const) {
      await database().db.update(bookings).set({ status }).where(eq(bookings.id, id));
      expect((await calendar(id, 'López')).statusCode).toBe(409);
    }
    await database().db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, id));
    expect((await calendar(id, 'López')).statusCode).toBe(200);
  });

  it('is rate-limited per client address like the confirmation page', async () => {
    const id = await createPaidBooking(app());
    for (let i = 0; i < 8; i += 1) expect((await calendar(id, 'López', '198.51.100.9')).statusCode).toBe(200);
    const limited = await calendar(id, 'López', '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect((await calendar(id, 'López', '198.51.100.10')).statusCode).toBe(200);
  });
});
