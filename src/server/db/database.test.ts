import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { listPriceRoutes, seedDefaultPricesIfEmpty } from '../prices/prices.queries';
import { queryRows } from './client';
import { bookings, prices, users } from './schema';

const aBooking = {
  id: 'K7M2Q9XH4T',
  serviceType: 'arrival',
  fromLocation: 'Cancun Airport',
  toLocation: 'Tulum',
  passengers: 5,
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  phone: '+52 998 123 4567',
  hotelName: 'Hotel Tulum Playa',
  flightNumber: 'AM 123',
  flightDateTime: new Date('2026-12-01T19:30:00Z'),
  flightAirline: 'Aeromexico',
  totalPrice: 398,
};

describe.each(TEST_ENGINES)('the database on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('has every table of the design after the committed migrations', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database().db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rows.map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'booking_events',
        'bookings',
        'contact_messages',
        'emails',
        'password_resets',
        'payments',
        'prices',
        'sessions',
        'users',
      ]),
    );
  });

  it('applies migrations idempotently: a second run changes nothing', async () => {
    await database().migrate();
    expect(await listPriceRoutes(database().db)).toHaveLength(3);
  });

  it('holds the prices of the spec after seeding, and seeds only an empty table', async () => {
    expect(await listPriceRoutes(database().db)).toEqual([
      { from: 'Cancun Airport', to: 'Cancun', basePrice: 49 },
      { from: 'Cancun Airport', to: 'Playa del Carmen', basePrice: 99 },
      { from: 'Cancun Airport', to: 'Tulum', basePrice: 199 },
    ]);
    await database().db.update(prices).set({ basePrice: 55 }).where(eq(prices.toLocation, 'Cancun'));
    expect(await seedDefaultPricesIfEmpty(database().db)).toBe(false);
    const cancun = (await listPriceRoutes(database().db)).find((route) => route.to === 'Cancun');
    expect(cancun?.basePrice).toBe(55);
  });

  it('stores a booking with its defaults: pending, no bulky luggage, created now', async () => {
    const [row] = await database().db.insert(bookings).values(aBooking).returning();
    expect(row).toMatchObject({
      status: 'pending',
      hasBulkyLuggage: false,
      driverOrdered: false,
      pickupTimeCalc: null,
    });
    expect(row?.flightDateTime.toISOString()).toBe('2026-12-01T19:30:00.000Z');
    expect(Math.abs((row?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    ['an unknown status', { status: 'lost' }],
    ['an unknown service type', { serviceType: 'roundtrip' }],
    ['zero passengers', { passengers: 0 }],
    ['a negative total', { totalPrice: -1 }],
  ])('refuses a booking with %s', async (_name, change) => {
    await expect(
      database()
        .db.insert(bookings)
        .values({ ...aBooking, ...change }),
    ).rejects.toThrow();
    expect(await database().db.select().from(bookings)).toHaveLength(0);
  });

  it('keeps user e-mails unique whatever their case', async () => {
    await database()
      .db.insert(users)
      .values({ email: 'Admin@Example.com', passwordHash: 'x', role: 'admin' });
    await expect(
      database().db.insert(users).values({ email: 'admin@example.com', passwordHash: 'y', role: 'admin' }),
    ).rejects.toThrow();
  });

  it('writes nothing of a transaction that fails half-way', async () => {
    await expect(
      database().db.transaction(async (tx) => {
        await tx.insert(bookings).values(aBooking);
        await tx.insert(bookings).values(aBooking); // same id: fails
      }),
    ).rejects.toThrow();
    expect(await database().db.select().from(bookings)).toHaveLength(0);
  });
});
