import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../domain/statuses';
import {
  bookingStatus,
  createBooking,
  departureRequest,
  NOW,
  payWithTestCard,
} from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { bookings, emails } from '../db/schema';
import { runScheduledJobs } from './scheduler';

const HOUR = 60 * 60 * 1000;
const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
/** The fixtures' departure: flight on 10 March 2026 at 14:30 in Cancun, pickup 4 hours before. */
const PICKUP = new Date('2026-03-10T15:30:00Z');
const DAY_BEFORE_PICKUP = new Date(PICKUP.getTime() - 24 * HOUR);

describe.each(TEST_ENGINES)('the departure reminder on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, {
    now: () => clock,
    config: { publicUrl: 'https://transfers.example.com', supportEmail: 'help@example.com' },
  });
  const runAt = (instant: Date) => {
    clock = instant;
    return runScheduledJobs({
      db: database().db,
      mail: { publicUrl: 'https://transfers.example.com', supportEmail: 'help@example.com', wake: () => {} },
      log: silentLog,
      now: () => clock,
    });
  };
  const reminders = (bookingId: string) =>
    database()
      .db.select()
      .from(emails)
      .where(eq(emails.bookingId, bookingId))
      .then((rows) => rows.filter((mail) => mail.kind === 'departure-reminder'));
  /** A departure booked at NOW, paid, and then set to `status` as an admin would. */
  const departure = async (status: BookingStatus = 'paid', overrides = {}) => {
    const { id, checkoutUrl } = await createBooking(app(), { ...departureRequest(), ...overrides });
    if (status !== 'pending') {
      const sessionId = await payWithTestCard(app(), checkoutUrl ?? '');
      await app().inject({ method: 'POST', url: '/api/payments/confirm', payload: { sessionId } });
      expect(await bookingStatus(database(), id)).toBe('paid');
    }
    if (status !== 'paid' && status !== 'pending') {
      await database().db.update(bookings).set({ status }).where(eq(bookings.id, id));
    }
    return id;
  };

  beforeEach(() => {
    clock = NOW;
  });

  it('reminds the traveller 24 hours before the pickup, once, with the pickup time and place', async () => {
    const id = await departure();
    expect(await runAt(new Date(DAY_BEFORE_PICKUP.getTime() - 60_000))).toMatchObject({
      departureReminders: 0,
    });
    expect(await runAt(DAY_BEFORE_PICKUP)).toMatchObject({ departureReminders: 1 });
    await runAt(new Date(DAY_BEFORE_PICKUP.getTime() + HOUR));
    await runAt(new Date(PICKUP.getTime() - 60_000));

    const sent = await reminders(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      toAddress: 'ana@example.com',
      replyTo: 'help@example.com',
      subject: `Your pickup for booking ${id}: Tuesday, March 10, 2026 at 10:30 AM (Cancun time)`,
    });
    expect(sent[0]?.textBody).toContain(
      'Your driver will pick you up on Tuesday, March 10, 2026 at 10:30 AM (Cancun time) to take you to ' +
        'Cancun Airport for your flight American Airlines AA 1234.',
    );
    expect(sent[0]?.textBody).toContain(
      'Where: The lobby of Hotel Azul, Tulum. Please be ready a few minutes early.',
    );
    expect(sent[0]?.htmlBody).toContain('The lobby of Hotel Azul, Tulum.');
  });

  it('names the driver when an operator has assigned one', async () => {
    const id = await departure('confirmed');
    await database()
      .db.update(bookings)
      .set({ driverName: 'Luis Pérez', driverCompany: 'Riviera Vans' })
      .where(eq(bookings.id, id));
    await runAt(DAY_BEFORE_PICKUP);
    expect((await reminders(id))[0]?.textBody).toContain('Your driver: Luis Pérez (Riviera Vans).');
  });

  it.each<BookingStatus>(['pending', 'cancelled', 'refunded', 'completed'])(
    'reminds nobody about a %s departure',
    async (status) => {
      const id = await departure(status);
      await runAt(DAY_BEFORE_PICKUP);
      expect(await reminders(id)).toHaveLength(0);
    },
  );

  it('reminds nobody about an arrival', async () => {
    const { id } = await createBooking(app());
    await runAt(new Date('2026-03-09T19:30:00Z'));
    expect(await reminders(id)).toHaveLength(0);
  });

  it('sends no reminder for a departure booked less than a day before its pickup: its receipt says it all', async () => {
    // Booked at 06:00 in Cancun for a 22:00 flight the same day: pickup at 18:00, 12 hours ahead.
    const id = await departure('paid', { flightDate: '2026-03-01', flightTime: '22:00' });
    await runAt(new Date(NOW.getTime() + HOUR));
    expect(await reminders(id)).toHaveLength(0);
  });

  it('sends no reminder once the pickup has happened (a server that was down the whole day)', async () => {
    const id = await departure();
    await runAt(new Date(PICKUP.getTime() + 60_000));
    expect(await reminders(id)).toHaveLength(0);
  });
});
