import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminBookingList } from '../../../domain/schemas/admin-api';
import { adminClient, insertBooking, signedInAdmin } from '../../../testing/server/admin-fixtures';
import { NOW } from '../../../testing/server/booking-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { bookings } from '../../db/schema';

describe.each(TEST_ENGINES)('the admin booking list on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });
  let admin: ReturnType<typeof adminClient>;
  const list = async (query: Record<string, string | number> = {}) => {
    const response = await admin.list(query);
    expect(response.statusCode).toBe(200);
    return response.json() as AdminBookingList;
  };
  const idsOf = (body: AdminBookingList) => body.bookings.map((booking) => booking.id);

  const setUp = async () => {
    admin = await signedInAdmin(app(), database());
  };

  it.each([
    ['firstName', 'Wilhelmina'],
    ['lastName', 'Zabriskie'],
    ['email', 'quokka.traveller@example.org'],
    ['phone', '+44 7700 900123'],
    ['hotelName', 'Casa Flamingo Rosa'],
    ['reservationName', 'Honeymoon Party'],
    ['flightNumber', 'XQ 9876'],
    ['flightAirline', 'Condor Flugdienst'],
    ['specialInstructions', 'Surfboard bag'],
    ['adminNotes', 'Prefers WhatsApp'],
    ['driverName', 'Efraín Poot'],
    ['driverCompany', 'Transportes Mayab'],
  ] as const)('finds a booking by a part of its %s, ignoring case', async (field, value) => {
    await setUp();
    const target = await insertBooking(database(), { [field]: value });
    await insertBooking(database());
    const part = value.slice(2, 8);
    for (const search of [part, part.toUpperCase(), part.toLowerCase()]) {
      const body = await list({ search });
      expect(idsOf(body), search).toEqual([target]);
      expect(body.total).toBe(1);
    }
  });

  it('ignores case in accented letters too, and reads % and _ literally', async () => {
    await setUp();
    const lopez = await insertBooking(database(), {
      lastName: 'LÓPEZ',
      specialInstructions: '100% sure_thing',
    });
    await insertBooking(database(), { lastName: 'Lopez', specialInstructions: '1000 sure things' });
    expect(idsOf(await list({ search: 'lópez' }))).toEqual([lopez]);
    expect(idsOf(await list({ search: '0% sure_' }))).toEqual([lopez]);
  });

  it('finds a booking by its whole id, as the dispatch board links it, and by nothing less of it', async () => {
    await setUp();
    const target = await insertBooking(database(), { lastName: 'Same' });
    const other = await insertBooking(database(), { lastName: 'Same' });
    for (const search of [target, target.toLowerCase(), ` ${target} `]) {
      const body = await list({ search });
      expect(idsOf(body), search).toEqual([target]);
      expect(body.total).toBe(1);
    }
    // The id is no searched column: a part of it finds nothing, and the last name still finds both.
    expect(idsOf(await list({ search: target.slice(0, 9) }))).toEqual([]);
    expect(idsOf(await list({ search: 'Same' })).sort()).toEqual([target, other].sort());
  });

  it('matches two characters only at the start of a last name, and one only as a whole last name', async () => {
    await setUp();
    const ng = await insertBooking(database(), { lastName: 'Ng', firstName: 'Wu' });
    const nguyen = await insertBooking(database(), { lastName: 'nguyen', firstName: 'Li' });
    const o = await insertBooking(database(), { lastName: 'O', firstName: 'Ngozi', email: 'ng@example.com' });
    expect(idsOf(await list({ search: 'NG' })).sort()).toEqual([ng, nguyen].sort());
    expect(idsOf(await list({ search: 'wu' }))).toEqual([]);
    expect(idsOf(await list({ search: 'o' }))).toEqual([o]);
    expect(idsOf(await list({ search: 'n' }))).toEqual([]);
    // Three characters search everything again, the first name Ngozi included.
    expect((await list({ search: 'ngo' })).total).toBe(1);
  });

  it('orders by pickup time with bookings without one last, then by flight time, then by id', async () => {
    await setUp();
    const at = (iso: string) => new Date(iso);
    const arrivalEarly = await insertBooking(database(), { flightDateTime: at('2026-03-05T10:00:00Z') });
    const arrivalLate = await insertBooking(database(), { flightDateTime: at('2026-03-20T10:00:00Z') });
    const departureLate = await insertBooking(database(), {
      serviceType: 'departure',
      fromLocation: 'Tulum',
      toLocation: 'Cancun Airport',
      flightDateTime: at('2026-03-25T10:00:00Z'),
      pickupTimeCalc: at('2026-03-25T06:00:00Z'),
      pickupTime: '4',
    });
    const departureEarly = await insertBooking(database(), {
      serviceType: 'departure',
      fromLocation: 'Tulum',
      toLocation: 'Cancun Airport',
      flightDateTime: at('2026-03-30T10:00:00Z'),
      pickupTimeCalc: at('2026-03-02T06:00:00Z'),
      pickupTime: '4',
    });
    const expected = [departureEarly, departureLate, arrivalEarly, arrivalLate];
    expect(idsOf(await list())).toEqual(expected);
    expect(idsOf(await list({ search: 'lópez' }))).toEqual(expected);
    expect(idsOf(await list({ search: 'lÓ' }))).toEqual(expected);
  });

  it('pages by 50 with the exact total, counts per status for the chips and a status filter', async () => {
    await setUp();
    const statuses = ['pending', 'paid', 'confirmed', 'cancelled'] as const;
    for (let i = 0; i < 123; i++) {
      await insertBooking(database(), {
        status: statuses[i % statuses.length],
        lastName: i % 2 === 0 ? 'Garcia' : 'Smith',
        flightDateTime: new Date(Date.UTC(2026, 2, 5, 0, i)),
      });
    }
    const pages = [await list({ page: 1 }), await list({ page: 2 }), await list({ page: 3 })];
    expect(pages.map((page) => page.bookings.length)).toEqual([50, 50, 23]);
    expect(pages[0]).toMatchObject({
      page: 1,
      pageSize: 50,
      total: 123,
      totalPages: 3,
      allStatusesTotal: 123,
    });
    expect(new Set(pages.flatMap(idsOf)).size).toBe(123);
    expect(pages[0]?.counts).toEqual({
      pending: 31,
      paid: 31,
      confirmed: 31,
      completed: 0,
      cancelled: 30,
      refunded: 0,
    });
    expect((await list({ page: 4 })).bookings).toEqual([]);

    const paid = await list({ status: 'paid' });
    expect(paid).toMatchObject({ total: 31, totalPages: 1, allStatusesTotal: 123 });
    expect(paid.bookings.every((booking) => booking.status === 'paid')).toBe(true);

    // Counts follow the search, whatever the status filter; the total follows both.
    const garcias = await list({ search: 'garcia', status: 'pending' });
    expect(garcias.counts).toEqual({
      pending: 31,
      paid: 0,
      confirmed: 31,
      completed: 0,
      cancelled: 0,
      refunded: 0,
    });
    expect(garcias).toMatchObject({ total: 31, allStatusesTotal: 62 });
  });

  it('keeps the counts exact through edits and deletions', async () => {
    await setUp();
    const id = await insertBooking(database(), { status: 'paid' });
    const gone = await insertBooking(database(), { status: 'paid' });
    await insertBooking(database(), { status: 'paid' });
    expect((await admin.update(id, { status: 'completed' })).statusCode).toBe(200);
    await database().db.delete(bookings).where(eq(bookings.id, gone));
    expect((await list()).counts).toMatchObject({ paid: 1, completed: 1 });
    expect((await list()).allStatusesTotal).toBe(2);
  });

  it('answers the admin shape, admin notes and driver flag included', async () => {
    await setUp();
    const id = await insertBooking(database(), {
      adminNotes: 'VIP',
      driverOrdered: true,
      serviceType: 'departure',
      fromLocation: 'Tulum',
      toLocation: 'Cancun Airport',
      pickupTime: '4',
      pickupTimeCalc: new Date('2026-03-10T16:30:00Z'),
    });
    const [booking] = (await list()).bookings;
    expect(booking).toMatchObject({
      adminNotes: 'VIP',
      driverOrdered: true,
      pickupTimeCalc: '2026-03-10T16:30:00.000Z',
    });
    expect(booking).not.toHaveProperty('searchText');
    // The list builds the shape in SQL; it must be exactly what the other admin calls answer.
    expect(booking).toEqual((await admin.update(id, { passengers: 2 })).json().booking);
  });

  it('refuses a bad page, status or over-long search with 400', async () => {
    await setUp();
    const queries: Record<string, string | number>[] = [
      { page: 0 },
      { page: 'two' },
      { status: 'lost' },
      { search: 'x'.repeat(201) },
    ];
    for (const query of queries) {
      expect((await admin.list(query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
