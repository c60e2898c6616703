/**
 * Bad input, as a careless client or an attacker sends it, gets a clear 4xx and changes nothing:
 * numbers past what a real operator serves, characters no keyboard types, texts of any length, dates no
 * traveller means. Hand-picked requests come first; the fuzz test (fuzz.test.ts) sends the rest.
 */
import { describe, expect, it } from 'vitest';
import { insertBooking, signedInAdmin } from '../../testing/server/admin-fixtures';
import {
  arrivalRequest,
  countRows,
  createBooking,
  NOW,
  postBooking,
} from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';

describe.each(TEST_ENGINES)('bad input on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  /** Nothing was stored and no e-mail queued by the refused requests of a test. */
  async function expectNothingStored() {
    expect(await countRows(database(), 'bookings')).toBe(0);
    expect(await countRows(database(), 'emails')).toBe(0);
    expect(await countRows(database(), 'contact_messages')).toBe(0);
  }

  describe('a new booking', () => {
    it.each([
      [2 ** 31, 'Please enter no more than 100 passengers'],
      [10 ** 9, 'Please enter no more than 100 passengers'],
      [100_000, 'Please enter no more than 100 passengers'],
      [101, 'Please enter no more than 100 passengers'],
      [0, 'Please select the number of passengers'],
      [-1, 'Please select the number of passengers'],
      [1.5, 'Please select the number of passengers'],
    ])('refuses %d passengers with 400 "%s"', async (passengers, message) => {
      const response = await postBooking(app(), arrivalRequest({ passengers }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, fields: { passengers: message } });
      await expectNothingStored();
    });

    it('books a group of 100 for 25 vehicles', async () => {
      const response = await postBooking(app(), arrivalRequest({ passengers: 100 }));
      expect(response.statusCode).toBe(201);
      expect(response.json().booking.totalPrice).toBe(25 * 199);
    });

    it.each([
      ['firstName', 'Ana\u0000', 'First name contains characters that are not allowed'],
      ['lastName', '\u0000', 'Last name contains characters that are not allowed'],
      ['flightAirline', 'Aero\u0000mexico', 'Airline contains characters that are not allowed'],
      [
        'hotelName',
        'Hotel\u001b[31m Azul',
        'Hotel/AirBNB/Stay name or address contains characters that are not allowed',
      ],
      [
        'specialInstructions',
        'Baby chair\u0000',
        'Special instructions contains characters that are not allowed',
      ],
      ['hotelName', 'H'.repeat(60_000), 'Hotel/AirBNB/Stay name or address must be at most 300 characters'],
      ['firstName', 'A'.repeat(101), 'First name must be at most 100 characters'],
      ['specialInstructions', 'x'.repeat(2001), 'Special instructions must be at most 2,000 characters'],
      ['email', `${'a'.repeat(243)}@example.com`, 'Email must be at most 254 characters'],
      ['phone', '1'.repeat(31), 'Phone number must be at most 30 characters'],
    ])('refuses %s %#, with 400 and its message', async (field, value, message) => {
      const response = await postBooking(app(), arrivalRequest({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
      await expectNothingStored();
    });

    it('keeps a tab and line breaks in the special instructions', async () => {
      const response = await postBooking(
        app(),
        arrivalRequest({ specialInstructions: 'Baby chair\n\tand a stroller' }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().booking.specialInstructions).toBe('Baby chair\n\tand a stroller');
    });

    it.each([
      ['9999-12-31', '23:59'],
      ['2027-09-02', '00:00'],
    ])('refuses a flight on %s, more than 18 months ahead', async (flightDate, flightTime) => {
      const response = await postBooking(app(), arrivalRequest({ flightDate, flightTime }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Flight date must be within the next 18 months',
        fields: { flightDate: 'Flight date must be within the next 18 months' },
      });
      await expectNothingStored();
    });

    it('takes a flight on the last day of the 18 months', async () => {
      // NOW is 06:00 on 1 March 2026 in Cancun.
      const response = await postBooking(
        app(),
        arrivalRequest({ flightDate: '2027-09-01', flightTime: '23:59' }),
      );
      expect(response.statusCode).toBe(201);
    });
  });

  describe('looking bookings up', () => {
    it.each([
      [
        { email: 'ana@example.com\u0000', lastName: 'López' },
        'Email contains characters that are not allowed',
      ],
      [
        { email: 'ana@example.com', lastName: 'L\u0000pez' },
        'Last name contains characters that are not allowed',
      ],
      [{ email: 'ana@example.com', lastName: 'L'.repeat(101) }, 'Last name must be at most 100 characters'],
    ])('refuses %j with 400', async (payload, message) => {
      const response = await app().inject({ method: 'POST', url: '/api/bookings/lookup', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });

    it('refuses a NUL in the id or the last name of the confirmation page and of the calendar file', async () => {
      const { id } = await createBooking(app());
      for (const url of [
        '/api/bookings/%00?lastName=L%C3%B3pez',
        `/api/bookings/${id}?lastName=L%00pez`,
        '/api/bookings/%00/calendar.ics?lastName=L%C3%B3pez',
        `/api/bookings/${id}/calendar.ics?lastName=%00`,
      ]) {
        const response = await app().inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error, url).toMatch(/^(Invalid booking ID|Last name contains characters)/);
      }
    });

    it('refuses a NUL in the checkout session the success page confirms', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/payments/confirm',
        payload: { sessionId: 'cs_demo_\u0000' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    });
  });

  describe('odd addresses (found by the fuzz test)', () => {
    it('answers an unknown API call however spelled with a JSON 404, not the Page Not Found screen', async () => {
      for (const url of ['/API/HEALTH', '/%61pi/nothing', '//api//nothing', '/api/nothing']) {
        const response = await app().inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error, url).toMatch(/^No such endpoint: GET /);
      }
    });

    it("answers the router's own refusals in the { error } shape: a malformed escape, a parameter too long", async () => {
      const malformed = await app().inject({ method: 'GET', url: '/api/bookings/%E0%A4%A?lastName=x' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: 'The address of the request is not valid' });
      const long = await app().inject({
        method: 'POST',
        url: `/api/bookings/${'A'.repeat(200)}/checkout`,
        payload: {},
      });
      expect(long.statusCode).toBe(414);
      expect(long.json()).toEqual({ error: 'The address of the request is too long' });
    });
  });

  describe('the contact form', () => {
    it('refuses a honeypot that is not text with 400, and stores nothing', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ana', email: 'ana@example.com', message: 'Hello', website: { toString: 'x' } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
      await expectNothingStored();
    });

    it('refuses a message over 5,000 characters', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ana', email: 'ana@example.com', message: 'm'.repeat(5001) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Message must be at most 5,000 characters');
    });
  });

  describe("an admin's edit", () => {
    it('refuses a NUL in a name or in the path, and a note over 2,000 characters, changing nothing', async () => {
      const admin = await signedInAdmin(app(), database());
      const id = await insertBooking(database());
      const cases = [
        [id, { firstName: 'Ana\u0000' }, 'First name contains characters that are not allowed'],
        [id, { adminNotes: 'n'.repeat(2001) }, 'Admin notes must be at most 2,000 characters'],
        [id, { passengers: 2 ** 31 }, 'Please enter no more than 100 passengers'],
        ['%00', { firstName: 'Ana' }, 'Invalid booking ID'],
      ] as const;
      for (const [path, body, message] of cases) {
        const response = await admin.update(path, body);
        expect(response.statusCode, message).toBe(400);
        expect(response.json().error).toBe(message);
      }
      const history = await admin.history(id);
      expect(history.json().events).toEqual([]);
    });
  });
});
