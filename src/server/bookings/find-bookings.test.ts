import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBooking, NOW } from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';

describe.each(TEST_ENGINES)('finding bookings on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  const lookup = (email: string, lastName: string) =>
    app().inject({ method: 'POST', url: '/api/bookings/lookup', payload: { email, lastName } });

  describe('Check My Booking', () => {
    it('finds a booking by its exact e-mail and the last name in any case, spaces trimmed', async () => {
      const { id } = await createBooking(app(), { email: 'ana@example.com', lastName: 'López' });
      for (const [email, lastName] of [
        ['ana@example.com', 'López'],
        ['  ana@example.com ', 'lópez'],
        ['ana@example.com', 'LÓPEZ '],
      ] as const) {
        const response = await lookup(email, lastName);
        expect(response.statusCode).toBe(200);
        expect(response.json().bookings.map((b: { id: string }) => b.id)).toEqual([id]);
      }
    });

    it('answers 404 with the spec’s message for a wrong pair', async () => {
      await createBooking(app(), { email: 'ana@example.com', lastName: 'López' });
      for (const [email, lastName] of [
        ['ana@example.com', 'Lopez'],
        ['ANA@example.com', 'López'],
        ['other@example.com', 'López'],
      ] as const) {
        const response = await lookup(email, lastName);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'No bookings found for the provided email and last name' });
      }
    });

    it('asks for both fields', async () => {
      const response = await lookup('ana@example.com', '  ');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Please enter both email and last name');
    });

    it('lists upcoming bookings soonest first, then expired ones most recent first', async () => {
      const later = await createBooking(app(), { flightDate: '2026-03-20' });
      const sooner = await createBooking(app(), { flightDate: '2026-03-05' });
      const departure = await createBooking(app(), {
        serviceType: 'departure',
        from: 'Cancun',
        to: 'Cancun Airport',
        flightDate: '2026-03-12',
        pickupHours: 2,
      });
      // Expired ones: their flights were more than 24 hours before NOW (written straight to the table).
      const old = await createBooking(app(), { flightDate: '2026-03-04' });
      const older = await createBooking(app(), { flightDate: '2026-03-03' });
      const daysBeforeNow = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
      await database().db.execute(
        sql`update bookings set flight_date_time = ${daysBeforeNow(3)} where id = ${old.id}`,
      );
      await database().db.execute(
        sql`update bookings set flight_date_time = ${daysBeforeNow(9)} where id = ${older.id}`,
      );
      const ids = (await lookup('ana@example.com', 'lópez')).json().bookings.map((b: { id: string }) => b.id);
      expect(ids).toEqual([sooner.id, departure.id, later.id, old.id, older.id]);
    });
  });

  describe('the confirmation page', () => {
    const fetchBooking = (id: string, lastName: string) =>
      app().inject({ method: 'GET', url: `/api/bookings/${id}?lastName=${encodeURIComponent(lastName)}` });

    it('shows a booking to its id and last name in any case', async () => {
      const { id } = await createBooking(app());
      const response = await fetchBooking(id, 'LÓPEZ');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().booking).toMatchObject({
        id,
        lastName: 'López',
        totalPrice: 398,
        status: 'pending',
      });
    });

    it('tells the id and last name no e-mail or phone, so they cannot lead to changing or cancelling', async () => {
      const { id } = await createBooking(app());
      const shown = await fetchBooking(id, 'López');
      expect(shown.statusCode).toBe(200);
      expect(shown.json().booking).not.toHaveProperty('email');
      expect(shown.json().booking).not.toHaveProperty('phone');
      for (const url of [`/api/bookings/${id}/calendar.ics?lastName=L%C3%B3pez`]) {
        const body = (await app().inject({ method: 'GET', url })).body;
        expect(body).not.toContain('ana@example.com');
        expect(body).not.toContain('998 123 4567');
      }
      // The id and last name alone open nothing that changes or cancels the booking.
      const access = { lastName: 'López' };
      const change = await app().inject({
        method: 'PATCH',
        url: `/api/bookings/${id}/manage`,
        headers: { origin: 'http://localhost:3000' },
        payload: { access, changes: { hotelName: 'Elsewhere' } },
      });
      const cancel = await app().inject({
        method: 'POST',
        url: `/api/bookings/${id}/cancel`,
        headers: { origin: 'http://localhost:3000' },
        payload: { access },
      });
      for (const answer of [change, cancel]) expect([400, 404]).toContain(answer.statusCode);
      const [row] = await queryRows<{ status: string; hotel_name: string }>(
        database().db,
        sql`select status, hotel_name from bookings where id = ${id}`,
      );
      expect(row).toEqual({ status: 'pending', hotel_name: 'Hotel Azul, Tulum' });
    });

    it('answers 404 Booking not found for a wrong last name, the same as for an unknown id', async () => {
      const { id } = await createBooking(app());
      const wrongName = await fetchBooking(id, 'Smith');
      const unknownId = await fetchBooking('K7M2Q9XH4T', 'López');
      expect(wrongName.statusCode).toBe(404);
      expect(wrongName.json()).toEqual({ error: 'Booking not found' });
      expect(unknownId.statusCode).toBe(404);
      expect(unknownId.json()).toEqual(wrongName.json());
    });

    it('answers 400 Invalid booking ID for a malformed id', async () => {
      for (const id of ['abc', 'k7m2q9xh4t', 'K7M2Q9XH4TX', 'ILOU000000']) {
        const response = await fetchBooking(id, 'López');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'Invalid booking ID' });
      }
    });
  });
});
