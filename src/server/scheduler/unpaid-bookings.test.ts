import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bookingStatus,
  createBooking,
  eventTypes,
  NOW,
  payWithTestCard,
} from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';
import { bookings, emails } from '../db/schema';
import { runScheduledJobs } from './scheduler';

const HOUR = 60 * 60 * 1000;
const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
/** The arrival of the fixtures lands on 10 March 2026 at 14:30 in Cancun. */
const FLIGHT = new Date('2026-03-10T19:30:00Z');

describe.each(TEST_ENGINES)('unpaid bookings on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, {
    now: () => clock,
    config: { publicUrl: 'https://transfers.example.com', supportEmail: 'help@example.com' },
  });
  let wakes = 0;
  const runAt = (instant: Date) => {
    clock = instant;
    return runScheduledJobs({
      db: database().db,
      mail: {
        publicUrl: 'https://transfers.example.com',
        supportEmail: 'help@example.com',
        wake: () => wakes++,
      },
      log: silentLog,
      now: () => clock,
    });
  };
  const mailsOf = async (bookingId: string, kind: string) =>
    (await database().db.select().from(emails).where(eq(emails.bookingId, bookingId))).filter(
      (mail) => mail.kind === kind,
    );
  const paid = async () => {
    const { id, checkoutUrl } = await createBooking(app());
    const sessionId = await payWithTestCard(app(), checkoutUrl ?? '');
    await app().inject({ method: 'POST', url: '/api/payments/confirm', payload: { sessionId } });
    expect(await bookingStatus(database(), id)).toBe('paid');
    return id;
  };

  beforeEach(() => {
    clock = NOW;
    wakes = 0;
  });

  it('reminds an unpaid booking once, a day after it was made, with its payment link', async () => {
    const { id } = await createBooking(app());
    expect(await runAt(new Date(NOW.getTime() + 24 * HOUR - 60_000))).toMatchObject({ paymentReminders: 0 });
    expect(await mailsOf(id, 'payment-reminder')).toHaveLength(0);

    expect(await runAt(new Date(NOW.getTime() + 24 * HOUR))).toMatchObject({ paymentReminders: 1 });
    expect(wakes).toBe(1);
    const [reminder] = await mailsOf(id, 'payment-reminder');
    expect(reminder).toMatchObject({
      toAddress: 'ana@example.com',
      replyTo: 'help@example.com',
      subject: `Reminder: your booking ${id} is not paid yet`,
    });
    expect(reminder?.textBody).toContain(
      'Pay for my booking: https://transfers.example.com/check-my-booking?email=ana%40example.com&lastName=L%C3%B3pez',
    );
    expect(reminder?.textBody).toContain(
      'Your transfer from Cancun Airport to Tulum on Tuesday, March 10, 2026 at 2:30 PM (Cancun time) is not confirmed yet',
    );
    expect(reminder?.textBody).toContain('($398)');

    await runAt(new Date(NOW.getTime() + 25 * HOUR));
    await runAt(new Date(NOW.getTime() + 72 * HOUR));
    expect(await mailsOf(id, 'payment-reminder')).toHaveLength(1);
    const [row] = await database().db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.paymentReminderSentAt?.toISOString()).toBe(new Date(NOW.getTime() + 24 * HOUR).toISOString());
  });

  it('reminds nobody who has paid', async () => {
    const id = await paid();
    expect(await runAt(new Date(NOW.getTime() + 30 * HOUR))).toMatchObject({ paymentReminders: 0 });
    expect(await mailsOf(id, 'payment-reminder')).toHaveLength(0);
    expect(wakes).toBe(0);
  });

  it('sends no reminder when the ride is a day away or less by the time the booking is a day old', async () => {
    // Booked at 06:00 in Cancun for a flight at 22:00 the next day: 40 hours ahead, 16 when a day old.
    const { id } = await createBooking(app(), { flightDate: '2026-03-02', flightTime: '22:00' });
    for (const hours of [24, 30, 39]) await runAt(new Date(NOW.getTime() + hours * HOUR));
    expect(await mailsOf(id, 'payment-reminder')).toHaveLength(0);
  });

  it('cancels a booking still unpaid once its ride time has passed: once, with an event, without an e-mail', async () => {
    const { id } = await createBooking(app());
    expect(await runAt(FLIGHT)).toMatchObject({ cancelled: 0 });
    expect(await bookingStatus(database(), id)).toBe('pending');

    expect(await runAt(new Date(FLIGHT.getTime() + 60_000))).toMatchObject({ cancelled: 1 });
    expect(await bookingStatus(database(), id)).toBe('cancelled');
    expect(await runAt(new Date(FLIGHT.getTime() + 2 * HOUR))).toMatchObject({ cancelled: 0 });

    expect((await eventTypes(database(), id)).filter((type) => type === 'cancelled-unpaid')).toHaveLength(1);
    const mails = await database().db.select().from(emails).where(eq(emails.bookingId, id));
    // The booking-received mail only: the cancellation tells nobody, and no reminder was due in between.
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-received']);
  });

  it('shows the cancellation in the admin counts: the dashboard is no longer cluttered by it', async () => {
    await createBooking(app());
    await runAt(new Date(FLIGHT.getTime() + HOUR));
    const counts = await queryRows(
      database().db,
      sql`select status, count from booking_status_counts where count > 0 order by status`,
    );
    expect(counts).toEqual([{ status: 'cancelled', count: 1 }]);
  });

  it('leaves paid bookings alone after their ride', async () => {
    const id = await paid();
    expect(await runAt(new Date(FLIGHT.getTime() + HOUR))).toMatchObject({ cancelled: 0 });
    expect(await bookingStatus(database(), id)).toBe('paid');
  });

  it('waits for a checkout that could still be paid to run out before cancelling', async () => {
    // Booked three hours ahead; its checkout, opened at booking, is good for 24 hours.
    const { id } = await createBooking(app(), { flightDate: '2026-03-01', flightTime: '09:00' });
    expect(await runAt(new Date(NOW.getTime() + 4 * HOUR))).toMatchObject({ cancelled: 0 });
    expect(await bookingStatus(database(), id)).toBe('pending');
    expect(await runAt(new Date(NOW.getTime() + 24 * HOUR + 60_000))).toMatchObject({ cancelled: 1 });
    expect(await bookingStatus(database(), id)).toBe('cancelled');
  });
});
