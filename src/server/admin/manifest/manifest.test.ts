import { describe, expect, it } from 'vitest';
import { MANIFEST_DATE_MESSAGE, type Manifest } from '../../../domain/schemas/manifest';
import { DEFAULT_MEETING_POINTS } from '../../../domain/terminals';
import { adminClient, insertBooking } from '../../../testing/server/admin-fixtures';
import { ADMIN, addAccounts, demoteToStaff, signInAsAdmin } from '../../../testing/server/auth-fixtures';
import { NOW } from '../../../testing/server/booking-fixtures';
import { readCsv, readCsvRecords } from '../../../testing/server/csv-reader';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import type { NewBookingRow } from '../../db/schema';

const at = (iso: string) => new Date(iso);

/** A departure from Tulum picked up at `pickup`, its flight four hours later. */
function departure(pickup: string, overrides: Partial<NewBookingRow> = {}): Partial<NewBookingRow> {
  const pickupTimeCalc = at(pickup);
  return {
    serviceType: 'departure',
    fromLocation: 'Tulum',
    toLocation: 'Cancun Airport',
    pickupTime: '4',
    pickupTimeCalc,
    flightDateTime: new Date(pickupTimeCalc.getTime() + 4 * 60 * 60 * 1000),
    status: 'paid',
    ...overrides,
  };
}

function arrival(flight: string, overrides: Partial<NewBookingRow> = {}): Partial<NewBookingRow> {
  return { serviceType: 'arrival', flightDateTime: at(flight), status: 'paid', ...overrides };
}

describe.each(TEST_ENGINES)('the daily manifest on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });
  let session: string;
  const get = (url: string, as = session) =>
    app().inject({ method: 'GET', url, cookies: as ? { session: as } : {} });
  const manifest = async (date?: string) => {
    const response = await get(`/api/admin/manifest${date === undefined ? '' : `?date=${date}`}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Manifest;
  };
  const idsOn = async (date: string) => (await manifest(date)).rides.map((ride) => ride.id);
  const add = (overrides: Partial<NewBookingRow>) => insertBooking(database(), overrides);
  const signIn = async () => {
    await addAccounts(database());
    session = await signInAsAdmin(app());
  };

  it('puts a ride on the Cancun day of its time: 23:59 and 00:00 on different days, UTC midnight ignored', async () => {
    await signIn();
    // Cancun is UTC-5: 10 March in Cancun runs from 05:00 UTC on the 10th to 05:00 UTC on the 11th.
    const lastMinute = await add(arrival('2026-03-11T04:59:00Z')); // 23:59 on 10 March
    const nextMidnight = await add(arrival('2026-03-11T05:00:00Z')); // 00:00 on 11 March
    const afterUtcMidnight = await add(arrival('2026-03-11T01:30:00Z')); // 20:30 on 10 March
    const firstMinute = await add(departure('2026-03-10T05:00:00Z')); // pickup 00:00 on 10 March
    const dayBefore = await add(departure('2026-03-10T04:59:00Z')); // pickup 23:59 on 9 March

    expect(await idsOn('2026-03-10')).toEqual([firstMinute, afterUtcMidnight, lastMinute]);
    expect(await idsOn('2026-03-11')).toEqual([nextMidnight]);
    // The departure's flight is on the 10th, but the driver collects the traveller on the 9th.
    expect(await idsOn('2026-03-09')).toEqual([dayBefore]);
  });

  it('lists arrivals and departures together in time order, with what the driver needs', async () => {
    await signIn();
    const late = await add(arrival('2026-03-10T22:00:00Z', { flightNumber: 'DL 55', passengers: 7 }));
    const early = await add(
      departure('2026-03-10T11:15:00Z', {
        hasBulkyLuggage: true,
        childSeats: 2,
        driverName: 'Efraín Poot',
        driverCompany: 'Transportes Mayab',
        specialInstructions: 'Two surfboards',
        status: 'confirmed',
      }),
    );
    const noon = await add(arrival('2026-03-10T17:00:00Z', { status: 'completed' }));
    const body = await manifest('2026-03-10');
    expect(body.date).toBe('2026-03-10');
    expect(body.rides.map((ride) => ride.id)).toEqual([early, noon, late]);
    expect(body.rides[0]).toEqual({
      id: early,
      time: '2026-03-10T11:15:00.000Z',
      serviceType: 'departure',
      from: 'Tulum',
      to: 'Cancun Airport',
      passengers: 2,
      hasBulkyLuggage: true,
      childSeats: 2,
      flightNumber: 'AA 1234',
      flightAirline: 'American Airlines',
      flightDateTime: '2026-03-10T15:15:00.000Z',
      hotelName: 'Hotel Azul',
      firstName: 'Ana',
      lastName: 'López',
      phone: '+52 998 123 4567',
      driverName: 'Efraín Poot',
      driverCompany: 'Transportes Mayab',
      // Set by hand, not through an offer: no provider, phone, vehicle or plate.
      provider: null,
      driverPhone: null,
      driverVehicle: null,
      driverPlate: null,
      specialInstructions: 'Two surfboards',
      status: 'confirmed',
      // A departure has no terminal, meeting point or landing.
      terminal: null,
      meetingPoint: null,
      expectedLandingAt: null,
      landed: false,
      // No provider accepted it: no sign code.
      sign: null,
    });
    expect(body.rides[2]).toMatchObject({
      flightNumber: 'DL 55',
      passengers: 7,
      time: '2026-03-10T22:00:00.000Z',
      // An arrival whose traveller was not sure of the terminal: the unknown one's text.
      terminal: null,
      meetingPoint: DEFAULT_MEETING_POINTS.unknown,
    });
  });

  it('holds only the rides that will be driven: paid, confirmed and completed', async () => {
    await signIn();
    const driven = [
      await add(arrival('2026-03-10T15:00:00Z', { status: 'paid' })),
      await add(arrival('2026-03-10T16:00:00Z', { status: 'confirmed' })),
      await add(arrival('2026-03-10T17:00:00Z', { status: 'completed' })),
    ];
    for (const status of ['pending', 'cancelled', 'refunded']) {
      await add(arrival('2026-03-10T15:30:00Z', { status }));
      await add(departure('2026-03-10T15:30:00Z', { status }));
    }
    expect(await idsOn('2026-03-10')).toEqual(driven);
  });

  it('times a departure turned into an arrival by its landing, as every other screen does', async () => {
    await signIn();
    // Picked up at 22:00 on 9 March as a departure; as an arrival, its flight lands at 01:00 on 10 March.
    const changed = await add(
      departure('2026-03-10T03:00:00Z', { flightDateTime: at('2026-03-10T06:00:00Z') }),
    );
    const edit = await adminClient(app(), session).update(changed, {
      serviceType: 'arrival',
      from: 'Cancun Airport',
      to: 'Tulum',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await idsOn('2026-03-10')).toEqual([changed]);
    expect(await idsOn('2026-03-09')).toEqual([]);
  });

  it('shows tomorrow in Cancun when no date is given', async () => {
    await signIn();
    // NOW is 07:00 on 1 March in Cancun.
    const tomorrow = await add(arrival('2026-03-02T20:00:00Z'));
    await add(arrival('2026-03-01T20:00:00Z'));
    expect(await manifest()).toMatchObject({ date: '2026-03-02', rides: [{ id: tomorrow }] });
    expect((await manifest('2026-03-03')).rides).toEqual([]);
  });

  it('refuses a date that is not a real calendar date with 400 and the message', async () => {
    await signIn();
    for (const date of ['2026-02-30', '2026-3-1', 'tomorrow', '']) {
      for (const path of ['/api/admin/manifest', '/api/admin/manifest.csv']) {
        const response = await get(`${path}?date=${date}`);
        expect(response.statusCode, `${path} ${date}`).toBe(400);
        expect(response.json()).toEqual({
          error: MANIFEST_DATE_MESSAGE,
          fields: { date: MANIFEST_DATE_MESSAGE },
        });
      }
    }
  });

  it('downloads the day as manifest-YYYY-MM-DD.csv, times in Cancun time, fields escaped and neutralised', async () => {
    await signIn();
    const risky = await add(
      departure('2026-03-10T13:05:00Z', {
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: 'O"Neil',
        hotelName: 'Casa Azul, Tulum',
        specialInstructions: 'Gate code 1234\nCall on arrival',
        driverName: '@driver',
        driverCompany: '-Mayab',
        flightAirline: '+Air',
        hasBulkyLuggage: true,
        status: 'confirmed',
      }),
    );
    const plain = await add(arrival('2026-03-11T03:45:00Z'));
    await add(arrival('2026-03-11T05:00:00Z'));

    const response = await get('/api/admin/manifest.csv?date=2026-03-10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="manifest-2026-03-10.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF"Date","Time (Cancun time)","Service",')).toBe(true);
    expect(response.body).toContain('"Gate code 1234\nCall on arrival"');

    const rows = readCsvRecords(response.body);
    expect(rows.map((row) => row['Booking ID'])).toEqual([risky, plain]);
    expect(rows[0]).toEqual({
      Date: '2026-03-10',
      'Time (Cancun time)': '08:05',
      Service: 'Departure',
      From: 'Tulum',
      To: 'Cancun Airport',
      Passengers: '2',
      'Bulky luggage': 'Yes',
      'Child Seats': 'None',
      'Flight number': 'AA 1234',
      Airline: "'+Air",
      'Flight time (Cancun time)': '12:05',
      Terminal: '',
      Landing: '',
      'Meeting point': '',
      Hotel: 'Casa Azul, Tulum',
      Traveller: `'=HYPERLINK("http://evil.example") O"Neil`,
      Phone: "'+52 998 123 4567",
      Driver: "'@driver",
      'Driver company': "'-Mayab",
      Provider: '',
      'Driver phone': '',
      Vehicle: '',
      Plate: '',
      'Special instructions': 'Gate code 1234\nCall on arrival',
      'Booking ID': risky,
      Status: 'Confirmed',
    });
    // 03:45 UTC on the 11th is 22:45 on the 10th in Cancun; no driver is an empty cell.
    expect(rows[1]).toMatchObject({
      Date: '2026-03-10',
      'Time (Cancun time)': '22:45',
      Driver: '',
      Service: 'Arrival',
    });
  });

  it('downloads an empty day as the header row alone', async () => {
    await signIn();
    const response = await get('/api/admin/manifest.csv?date=2026-04-01');
    expect(response.statusCode).toBe(200);
    expect(readCsv(response.body)).toHaveLength(1);
    expect(response.headers['content-disposition']).toContain('manifest-2026-04-01.csv');
  });

  it('refuses anyone but an admin: 401 without a session, 403 to a user who is not an admin', async () => {
    await signIn();
    await add(arrival('2026-03-10T15:00:00Z'));
    const urls = [
      '/api/admin/manifest?date=2026-03-10',
      '/api/admin/manifest.csv',
      '/api/admin/bookings.csv',
    ];
    for (const url of urls) {
      const response = await get(url, '');
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: 'Authentication required' });
    }
    await demoteToStaff(database(), ADMIN.email);
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: 'Unauthorized access' });
      expect(response.body).not.toContain('López');
    }
  });
});
