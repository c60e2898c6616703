import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingIdFromBytes } from '../../../domain/booking-id';
import { insertBooking } from '../../../testing/server/admin-fixtures';
import { addAccounts, signInAsAdmin } from '../../../testing/server/auth-fixtures';
import { NOW } from '../../../testing/server/booking-fixtures';
import { readCsvRecords } from '../../../testing/server/csv-reader';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { queryRows } from '../../db/client';
import { bookings, type NewBookingRow } from '../../db/schema';
import { EXPORT_BATCH_SIZE, openBookingsCsv } from './bookings-csv.service';

/** A booking row for a bulk insert; the fixture's values, times spread over March. */
function bookingRow(index: number, overrides: Partial<NewBookingRow> = {}): NewBookingRow {
  const departure = index % 2 === 0;
  // Few distinct times, so many bookings tie on them and the id decides, across batch boundaries too.
  const flightDateTime = new Date(Date.UTC(2026, 2, 5 + (index % 7), 15));
  return {
    id: bookingIdFromBytes(randomBytes(8)),
    serviceType: departure ? 'departure' : 'arrival',
    fromLocation: departure ? 'Tulum' : 'Cancun Airport',
    toLocation: departure ? 'Cancun Airport' : 'Tulum',
    passengers: 2,
    firstName: 'Ana',
    lastName: index % 3 === 0 ? 'Garcia' : 'Smith',
    email: `traveller${index}@example.com`,
    phone: '+52 998 123 4567',
    hotelName: 'Hotel Azul',
    flightNumber: 'AA 1234',
    flightDateTime,
    flightAirline: 'American Airlines',
    pickupTime: departure ? '4' : null,
    pickupTimeCalc: departure ? new Date(flightDateTime.getTime() - 4 * 3_600_000) : null,
    totalPrice: 199,
    status: index % 4 === 0 ? 'pending' : 'paid',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

describe.each(TEST_ENGINES)('the booking list as CSV on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });
  let session: string;
  const download = async (query: Record<string, string> = {}) => {
    const response = await app().inject({
      method: 'GET',
      url: `/api/admin/bookings.csv?${new URLSearchParams(query)}`,
      cookies: { session },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return response;
  };
  const idsIn = async (query: Record<string, string> = {}) =>
    readCsvRecords((await download(query)).body).map((row) => row['Booking ID']);
  /** The list's order, straight from SQL (SPEC section 7), with the same filters. */
  const listOrder = async (where = sql`true`) =>
    (
      await queryRows<{ id: string }>(
        database().db,
        sql`select id from bookings where ${where} order by pickup_time_calc asc nulls last, flight_date_time, id`,
      )
    ).map((row) => row.id);
  const signIn = async () => {
    await addAccounts(database());
    session = await signInAsAdmin(app());
  };

  it('answers a CSV attachment of every column an operator uses, named for the Cancun day', async () => {
    await signIn();
    const id = await insertBooking(database(), {
      serviceType: 'departure',
      fromLocation: 'Playa del Carmen',
      toLocation: 'Cancun Airport',
      flightDateTime: new Date('2026-03-10T20:30:00Z'),
      pickupTimeCalc: new Date('2026-03-10T16:30:00Z'),
      pickupTime: '4',
      status: 'confirmed',
      reservationName: 'Honeymoon, "Suite" 5',
      specialInstructions: 'Baby seat\nand a stroller',
      adminNotes: '=cmd|"/c calc"!A1',
      driverName: 'Efraín Poot',
      driverCompany: 'Transportes Mayab',
      driverOrdered: true,
      hasBulkyLuggage: true,
      totalPrice: 245,
    });
    const response = await download();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="bookings-2026-03-01.csv"');
    // Every cell quoted, so a reader splitting on semicolons cannot cut a cell into a formula.
    expect(response.body.startsWith('\uFEFF"Booking ID","Status",')).toBe(true);
    expect(response.body).toContain(`"${id}","Confirmed","Departure"`);
    expect(readCsvRecords(response.body)).toEqual([
      {
        'Booking ID': id,
        Status: 'Confirmed',
        Service: 'Departure',
        From: 'Playa del Carmen',
        To: 'Cancun Airport',
        Passengers: '2',
        'First name': 'Ana',
        'Last name': 'López',
        Email: 'ana@example.com',
        Phone: "'+52 998 123 4567",
        Hotel: 'Hotel Azul',
        'Reservation name': 'Honeymoon, "Suite" 5',
        'Flight number': 'AA 1234',
        Airline: 'American Airlines',
        'Flight (Cancun time)': '2026-03-10 15:30',
        'Pickup (Cancun time)': '2026-03-10 11:30',
        'Pickup hours before flight': '4',
        'Bulky luggage': 'Yes',
        'Child Seats': 'None',
        'Special instructions': 'Baby seat\nand a stroller',
        'Total (USD)': '245',
        Driver: 'Efraín Poot',
        'Driver company': 'Transportes Mayab',
        'Driver ordered': 'Yes',
        Provider: '',
        'Driver phone': '',
        Vehicle: '',
        Plate: '',
        'Admin notes': `'=cmd|"/c calc"!A1`,
        'Created (Cancun time)': '2026-03-01 07:00',
      },
    ]);
  });

  it('holds every match of the status filter and search, in the list order, across several batches', async () => {
    await signIn();
    const count = 2 * EXPORT_BATCH_SIZE + 150;
    const rows = Array.from({ length: count }, (_, index) => bookingRow(index));
    // One statement per 400 rows keeps under the drivers' parameter limit.
    for (let start = 0; start < rows.length; start += 400) {
      await database()
        .db.insert(bookings)
        .values(rows.slice(start, start + 400));
    }

    const all = await idsIn();
    expect(all).toHaveLength(count);
    expect(new Set(all).size).toBe(count);
    expect(all).toEqual(await listOrder());

    expect(await idsIn({ status: 'pending' })).toEqual(await listOrder(sql`status = 'pending'`));
    const garcias = await idsIn({ search: 'GARC' });
    expect(garcias).toEqual(await listOrder(sql`last_name = 'Garcia'`));
    expect(garcias.length).toBeGreaterThan(EXPORT_BATCH_SIZE / 2);
    expect(await idsIn({ search: 'garcia', status: 'paid' })).toEqual(
      await listOrder(sql`last_name = 'Garcia' and status = 'paid'`),
    );
    // Short terms read as the list reads them: two characters start a last name.
    expect(await idsIn({ search: 'sm' })).toEqual(await listOrder(sql`last_name = 'Smith'`));
    expect(await idsIn({ search: 'nobody-by-this-name' })).toEqual([]);
  });

  it('reads batch by batch: exact multiples, ties on time and both parts of the list', async () => {
    const rows = [
      ...Array.from({ length: 4 }, (_, i) => bookingRow(0, { email: `dep${i}@example.com` })),
      ...Array.from({ length: 4 }, (_, i) => bookingRow(1, { email: `arr${i}@example.com` })),
    ];
    await database().db.insert(bookings).values(rows);
    for (const batchSize of [1, 2, 3, 4, 8, 9]) {
      const chunks: string[] = [];
      for await (const chunk of await openBookingsCsv(database().db, {}, batchSize)) chunks.push(chunk);
      const ids = readCsvRecords(chunks.join('')).map((row) => row['Booking ID']);
      expect(ids, `batches of ${batchSize}`).toEqual(await listOrder());
      // The header, then one piece per batch: never the whole list in one.
      expect(chunks.length, `batches of ${batchSize}`).toBe(1 + 2 * Math.ceil(4 / batchSize));
    }
  });

  it('answers a plain 500, not a file cut short, when the database fails before the first batch', async () => {
    await signIn();
    await database().db.execute(sql`alter table bookings rename to bookings_away`);
    try {
      const response = await app().inject({
        method: 'GET',
        url: '/api/admin/bookings.csv',
        cookies: { session },
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json()).toEqual({ error: 'An unexpected error occurred' });
    } finally {
      await database().db.execute(sql`alter table bookings_away rename to bookings`);
    }
  });

  it('refuses a bad status or an over-long search with 400', async () => {
    await signIn();
    for (const query of ['status=lost', `search=${'x'.repeat(201)}`]) {
      const response = await app().inject({
        method: 'GET',
        url: `/api/admin/bookings.csv?${query}`,
        cookies: { session },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
