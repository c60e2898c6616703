/**
 * The database refuses what the shared schemas refuse: no path around the API (a script, a
 * console, a bug) can store a text past its limit, a control character or a group past 100. Migration 0012
 * adds the constraints after bringing rows stored before them within the limits, and may run again.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { insertBooking } from '../../testing/server/admin-fixtures';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { type Database, queryRows } from './client';
import { contactMessages, type NewBookingRow } from './schema';
import { valueRefusal } from './unique-violation';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const LIMITS_MIGRATION = readdirSync(MIGRATIONS).find((file) => file.endsWith('_input_limits.sql')) as string;

/** What the database answered to a write: the SQLSTATE class and constraint, or 'stored'. */
async function outcome(write: Promise<unknown>): Promise<string> {
  return write.then(
    () => 'stored',
    (error: unknown) => {
      const refusal = valueRefusal(error);
      return refusal ? `${refusal.code} ${refusal.constraint}`.trim() : `unexpected: ${String(error)}`;
    },
  );
}

describe.each(TEST_ENGINES)('the input limits in the database on %s', (engine) => {
  // Its own: running the limits' migration again brings back constraints later migrations changed.
  const database = useTestDatabase(engine, { own: true });

  it.each<[string, Partial<NewBookingRow>, string]>([
    ['a first name of 101 characters', { firstName: 'A'.repeat(101) }, '23514 bookings_first_name_check'],
    ['an empty last name', { lastName: '' }, '23514 bookings_last_name_check'],
    ['an escape in the hotel name', { hotelName: 'Hotel\u001b[2J' }, '23514 bookings_hotel_name_check'],
    ['a NUL in the airline', { flightAirline: 'Aero\u0000' }, '22021'],
    [
      'special instructions of 2,001 characters',
      { specialInstructions: 'x'.repeat(2001) },
      '23514 bookings_special_instructions_check',
    ],
    ['admin notes of 2,001 characters', { adminNotes: 'x'.repeat(2001) }, '23514 bookings_admin_notes_check'],
    ['a driver name of 101 characters', { driverName: 'D'.repeat(101) }, '23514 bookings_driver_name_check'],
    ['a phone of 31 characters', { phone: '1'.repeat(31) }, '23514 bookings_phone_check'],
    ['an e-mail without @', { email: 'ana.example.com' }, '23514 bookings_email_check'],
    ['101 passengers', { passengers: 101 }, '23514 bookings_passengers_check'],
    ['2^31 passengers', { passengers: 2 ** 31 }, '22003'],
    ['a total of $1,000,001', { totalPrice: 1_000_001 }, '23514 bookings_total_price_check'],
  ])('refuses a booking with %s', async (_name, values, refused) => {
    expect(await outcome(insertBooking(database(), values))).toBe(refused);
  });

  it('stores what the schemas take: the limits exactly, tabs and line feeds, any script', async () => {
    const values: Partial<NewBookingRow> = {
      firstName: 'A'.repeat(100),
      hotelName: 'H'.repeat(300),
      specialInstructions: `Baby chair\n\tand ${'x'.repeat(1980)}`,
      adminNotes: '北京 🌴 Ñandú',
      passengers: 100,
      phone: '1'.repeat(30),
      email: `${'a'.repeat(242)}@example.com`,
      totalPrice: 1_000_000,
    };
    expect(await outcome(insertBooking(database(), values))).toBe('stored');
  });

  it('refuses a contact message past its limits', async () => {
    const contact = { name: 'Ana', email: 'ana@example.com', message: 'Hi' };
    const insert = (values: Partial<typeof contact>) =>
      database()
        .db.insert(contactMessages)
        .values({ ...contact, ...values });
    expect(await outcome(insert({ message: 'm'.repeat(5001) }))).toBe('23514 contact_messages_message_check');
    expect(await outcome(insert({ name: '\u0007' }))).toBe('23514 contact_messages_name_check');
    expect(await outcome(insert({}))).toBe('stored');
  });

  it('runs its migration again without a change', async () => {
    await insertBooking(database());
    await runMigrationFile(database().db, LIMITS_MIGRATION);
    const [row] = await queryRows<{ count: number }>(
      database().db,
      sql`select count(*)::int as count from bookings`,
    );
    expect(row?.count).toBe(1);
  });
});

async function runMigrationFile(db: Database, file: string) {
  const text = readFileSync(path.join(MIGRATIONS, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.execute(sql.raw(statement));
  }
}

describe('the input limits migration on a database that holds rows from before', () => {
  it('brings them within the limits, then adds the constraints', async () => {
    // The migrations before it, from a copy of the folder that ends just before the limits.
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const before = journal.entries.slice(
      0,
      journal.entries.findIndex((e) => LIMITS_MIGRATION.startsWith(e.tag)),
    );
    const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
    for (const entry of before)
      copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));

    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: folder });
      await db.execute(sql`
        insert into bookings (id, service_type, from_location, to_location, passengers, first_name, last_name,
          email, phone, hotel_name, flight_number, flight_date_time, flight_airline, total_price, admin_notes)
        values ('OLDROW0001', 'arrival', 'Cancun Airport', 'Tulum', 100000, ${`Ana${'\u0007'}`}, ${'L'.repeat(150)},
          'ana@example.com', ${`+52 ${'9'.repeat(40)}`}, ${'H'.repeat(60_000)}, 'AM 1', now(), 'Aeromexico', 4975000,
          ${`note${'\u001b'}[2J`})`);
      await db.execute(
        sql`insert into contact_messages (name, email, message) values ('', 'a@b.co', ${'m'.repeat(6000)})`,
      );

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const [booking] = (
        await db.execute<Record<string, unknown>>(sql`
          select passengers, total_price, first_name, char_length(last_name) as last_name,
            char_length(phone) as phone, char_length(hotel_name) as hotel_name, admin_notes from bookings`)
      ).rows;
      expect(booking).toEqual({
        passengers: 100,
        total_price: 1_000_000,
        first_name: 'Ana ',
        last_name: 100,
        phone: 30,
        hotel_name: 300,
        admin_notes: 'note [2J',
      });
      const [contact] = (
        await db.execute<Record<string, unknown>>(
          sql`select name, char_length(message) as message from contact_messages`,
        )
      ).rows;
      expect(contact).toEqual({ name: '-', message: 5000 });
      const refused = await db.execute(sql`update bookings set passengers = 101`).then(
        () => 'stored',
        (error: unknown) => valueRefusal(error)?.constraint,
      );
      expect(refused).toBe('bookings_passengers_check');
    } finally {
      await client.close();
    }
  });
});
