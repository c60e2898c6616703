/**
 * No mail relay: anyone may book with any address, but an address that has never paid gets at
 * most 3 booking e-mails (received, payment reminder) in 24 hours. Over that the booking is still made, its
 * e-mail is not queued, and its history says why. An address that has paid once is not capped.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CustomerBooking } from '../../domain/schemas/booking';
import { insertBooking, signedInAdmin } from '../../testing/server/admin-fixtures';
import {
  arrivalRequest,
  countRows,
  createBooking,
  createPaidBooking,
  eventTypes,
  NOW,
  postBooking,
} from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows, type Transaction } from '../db/client';
import { queueCappedBookingEmail } from '../mail/booking-mail-cap';
import { bookingReceivedEmail } from '../mail/templates/booking-emails';
import { runScheduledJobs } from '../scheduler/scheduler';

/** The booking the mail templates are given; only its id and address matter to the cap. */
const customerBooking: CustomerBooking = {
  id: '',
  serviceType: 'arrival',
  from: 'Cancun Airport',
  to: 'Tulum',
  passengers: 2,
  firstName: 'Ana',
  lastName: 'López',
  email: '',
  phone: '+52 998 123 4567',
  hotelName: 'Hotel Azul',
  reservationName: '',
  flightNumber: 'AA 1234',
  flightAirline: 'American Airlines',
  flightDateTime: '2026-03-10T20:30:00.000Z',
  hasBulkyLuggage: false,
  specialInstructions: '',
  childSeats: 0,
  totalPrice: 199,
  status: 'pending',
  pickupTimeCalc: null,
  pickupTime: null,
  driverName: null,
  driverCompany: null,
  driverPhone: null,
  driverVehicle: null,
  driverPlate: null,
  createdAt: NOW.toISOString(),
  signCode: null,
  terminal: null,
  meetingPoint: 'Outside the terminal, after you clear customs: your driver holds a sign with your name.',
  scheduledLandingAt: '2026-03-10T20:30:00.000Z',
  expectedLandingAt: null,
  landingSource: null,
  landingLearntAt: null,
  landed: false,
  freeWaitUntil: '2026-03-10T21:30:00.000Z',
};
const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const REASON =
  '3 booking e-mails in 24 hours already went to this address, which has never paid for a booking';

describe.each(TEST_ENGINES)('the booking mail cap on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  /** Booking e-mails queued to an address, in any case. */
  const mailsTo = (address: string, kind = 'booking-received') =>
    countRows(database(), 'emails', sql`where lower(to_address) = lower(${address}) and kind = ${kind}`);

  it('mails a new address 3 times a day; the 4th booking is made, its mail withheld, and the history says why', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await createBooking(app(), { email: 'target@example.com' })).id);
    expect(await countRows(database(), 'bookings')).toBe(4);
    expect(await mailsTo('target@example.com')).toBe(3);

    const fourth = ids[3] as string;
    expect(await eventTypes(database(), fourth)).toContain('mail-withheld');
    const admin = await signedInAdmin(app(), database());
    const history = (await admin.history(fourth)).json();
    expect(history.emails).toEqual([]);
    expect(history.events).toContainEqual(
      expect.objectContaining({
        type: 'mail-withheld',
        actor: 'system',
        data: { kind: 'booking-received', to: 'target@example.com', reason: REASON },
      }),
    );
  });

  it('counts an address in any case', async () => {
    for (const email of [
      'Target@Example.com',
      'target@example.com',
      'TARGET@EXAMPLE.COM',
      'target@EXAMPLE.com',
    ]) {
      await createBooking(app(), { email });
    }
    expect(await mailsTo('target@example.com')).toBe(3);
  });

  it('leaves other addresses alone', async () => {
    for (let i = 0; i < 4; i += 1) await createBooking(app(), { email: 'target@example.com' });
    await createBooking(app(), { email: 'someone.else@example.com' });
    expect(await mailsTo('someone.else@example.com')).toBe(1);
  });

  it('does not cap an address that has paid for a booking once, such as a concierge', async () => {
    await createPaidBooking(app(), { email: 'concierge@hotel.example' });
    for (let i = 0; i < 5; i += 1) await createBooking(app(), { email: 'Concierge@Hotel.example' });
    expect(await mailsTo('concierge@hotel.example')).toBe(6);
  });

  it('counts only the last 24 hours, by the database clock', async () => {
    for (let i = 0; i < 3; i += 1) await createBooking(app(), { email: 'target@example.com' });
    await database().db.execute(sql`update emails set created_at = now() - interval '25 hours'`);
    await createBooking(app(), { email: 'target@example.com' });
    expect(await mailsTo('target@example.com')).toBe(4);
  });

  it('holds at 3 when many bookings for one address arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postBooking(app(), arrivalRequest({ email: 'burst@example.com' }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await mailsTo('burst@example.com')).toBe(3);
    expect(await countRows(database(), 'booking_events', sql`where type = 'mail-withheld'`)).toBe(3);
  });

  // On PostgreSQL two transactions run at once; PGlite has one connection, which runs them in turn anyway.
  it.runIf(engine === 'postgres')(
    'makes a second transaction for the same address wait for the first, so both cannot count below the cap',
    async () => {
      for (let i = 0; i < 2; i += 1) await createBooking(app(), { email: 'race@example.com' });
      const third = await insertBooking(database(), { email: 'race@example.com' });
      const fourth = await insertBooking(database(), { email: 'RACE@example.com' });
      const mail = { publicUrl: 'http://localhost:3000', supportEmail: 'help@example.com', wake: () => {} };
      const queue = (tx: Transaction, id: string, email: string) =>
        queueCappedBookingEmail(
          tx,
          mail,
          { ...customerBooking, id, email },
          { kind: 'booking-received', render: bookingReceivedEmail, at: NOW },
        );

      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const firstTransaction = database().db.transaction(async (tx) => {
        const queued = await queue(tx, third, 'race@example.com');
        holding();
        await released;
        return queued;
      });
      await held;
      const secondTransaction = database().db.transaction((tx) => queue(tx, fourth, 'RACE@example.com'));
      let secondDone = false;
      void secondTransaction.finally(() => {
        secondDone = true;
      });
      // The second waits on the address's lock (seen in pg_locks), and only then may the first commit;
      // without the lock it would have counted 2 and finished, which fails below.
      while (!secondDone && (await countWaitingAdvisoryLocks()) === 0) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      release();
      expect(await Promise.all([firstTransaction, secondTransaction])).toEqual([true, false]);
      expect(await mailsTo('race@example.com')).toBe(3);
    },
  );

  async function countWaitingAdvisoryLocks(): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      database().db,
      sql`select count(*)::int as count from pg_locks where locktype = 'advisory' and not granted`,
    );
    return row?.count ?? 0;
  }

  it("counts the scheduler's payment reminders too, and withholds those over the cap", async () => {
    const first = await createBooking(app(), { email: 'target@example.com' });
    const second = await createBooking(app(), { email: 'target@example.com' });
    // A day later both are due their reminder: one fits under the cap (3 in all), the other is held back.
    await runScheduledJobs({
      db: database().db,
      mail: { publicUrl: 'http://localhost:3000', supportEmail: 'help@example.com', wake: () => {} },
      log: silentLog,
      now: () => new Date(NOW.getTime() + 25 * 3_600_000),
    });
    expect(await mailsTo('target@example.com', 'payment-reminder')).toBe(1);
    const withheld = await queryRows<{ booking_id: string; kind: string }>(
      database().db,
      sql`select booking_id, data->>'kind' as kind from booking_events where type = 'mail-withheld'`,
    );
    expect(withheld).toHaveLength(1);
    expect(withheld[0]?.kind).toBe('payment-reminder');
    expect([first.id, second.id]).toContain(withheld[0]?.booking_id);
    // Held back is done: the next pass does not try again.
    const reminded = await queryRows<{ count: number }>(
      database().db,
      sql`select count(*)::int as count from bookings where payment_reminder_sent_at is not null`,
    );
    expect(reminded[0]?.count).toBe(2);
  });
});
