/**
 * The privacy policy's retention, kept by the scheduler, at its edges on both engines: what is
 * exactly as old as the period is kept, what is a millisecond older goes, and a booking goes with its
 * events, e-mails and payments.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertBooking } from '../../testing/server/admin-fixtures';
import { useOutboxPass } from '../../testing/server/outbox-pass';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import {
  accountEvents,
  bookingEvents,
  bookings,
  contactMessages,
  emails,
  limitCounters,
  payments,
} from '../db/schema';
import { deleteExpiredPersonalData } from './privacy-retention';

const NOW = new Date('2026-11-27T12:00:00Z');
const ms = (iso: string, delta = 0) => new Date(new Date(iso).getTime() + delta);

describe.each(TEST_ENGINES)('the retention of personal data on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('deletes contact messages older than a year and technical records older than 90 days, not younger', async () => {
    const { db } = database();
    const yearAgo = '2025-11-27T12:00:00Z';
    await db.insert(contactMessages).values([
      { name: 'Kept', email: 'kept@example.com', message: 'Exactly a year', createdAt: ms(yearAgo) },
      { name: 'Gone', email: 'gone@example.com', message: 'A year and a moment', createdAt: ms(yearAgo, -1) },
    ]);
    const ninetyDaysAgo = '2026-08-29T12:00:00Z';
    await db.insert(accountEvents).values([
      {
        actor: 'ops@example.com',
        action: 'invited',
        account: 'kept@example.com',
        createdAt: ms(ninetyDaysAgo),
      },
      {
        actor: 'ops@example.com',
        action: 'invited',
        account: 'gone@example.com',
        createdAt: ms(ninetyDaysAgo, -1),
      },
    ]);
    await db.insert(limitCounters).values([
      { key: 'kept', hits: 1, windowEndsAt: ms(ninetyDaysAgo) },
      { key: 'gone', hits: 1, windowEndsAt: ms(ninetyDaysAgo, -1) },
    ]);

    expect(await deleteExpiredPersonalData(db, NOW)).toBe(3);
    expect((await db.select().from(contactMessages)).map((row) => row.name)).toEqual(['Kept']);
    expect((await db.select().from(accountEvents)).map((row) => row.account)).toEqual(['kept@example.com']);
    expect((await db.select().from(limitCounters)).map((row) => row.key)).toEqual(['kept']);
  });

  it('deletes a booking more than five years after its ride with its events, e-mails and payments', async () => {
    const { db } = database();
    const fiveYearsAgo = '2021-11-27T12:00:00Z';
    const kept = await insertBooking(database(), { flightDateTime: ms(fiveYearsAgo), lastName: 'Kept' });
    const gone = await insertBooking(database(), { flightDateTime: ms(fiveYearsAgo, -1), lastName: 'Gone' });
    for (const id of [kept, gone]) {
      await db.insert(bookingEvents).values({ bookingId: id, type: 'created', actor: 'customer' });
      await db.insert(emails).values({
        kind: 'booking-received',
        bookingId: id,
        toAddress: 'ana@example.com',
        subject: 'Booking received',
        textBody: 'Hello',
        htmlBody: '<p>Hello</p>',
      });
      await db
        .insert(payments)
        .values({ bookingId: id, provider: 'demo', checkoutSessionId: `cs_${id}`, amountCents: 19900 });
    }

    await deleteExpiredPersonalData(db, NOW);
    expect((await db.select().from(bookings)).map((row) => row.lastName)).toEqual(['Kept']);
    for (const table of [bookingEvents, emails, payments]) {
      const rows = await db.select({ bookingId: table.bookingId }).from(table);
      expect(rows.map((row) => row.bookingId)).toEqual([kept]);
    }
    expect(await db.select().from(emails).where(eq(emails.toAddress, 'ana@example.com'))).toHaveLength(1);
  });

  it("deletes the operator's copies of contact messages with them, at the same edge", async () => {
    const { db } = database();
    const yearAgo = '2025-11-27T12:00:00Z';
    const copy = (name: string, createdAt: Date) => ({
      kind: 'contact-message',
      toAddress: 'ops@example.com',
      replyTo: `${name}@example.com`,
      subject: `Message from ${name}`,
      textBody: 'Call me on +52 998',
      htmlBody: '<p>Call me</p>',
      status: 'sent',
      createdAt,
    });
    await db.insert(emails).values([copy('kept', ms(yearAgo)), copy('gone', ms(yearAgo, -1))]);
    // Any other mail of that age is not a contact message: its own rules keep it.
    await db.insert(emails).values({ ...copy('other', ms(yearAgo, -1)), kind: 'password-changed' });

    expect(await deleteExpiredPersonalData(db, NOW)).toBe(1);
    expect((await db.select().from(emails)).map((row) => row.replyTo).sort()).toEqual([
      'kept@example.com',
      'other@example.com',
    ]);
  });

  describe('with the outbox running after it', () => {
    const outbox = useOutboxPass(
      () => database().db,
      () => NOW,
    );

    it('deletes the still queued mail of a booking past its five years: it is never sent', async () => {
      const { db } = database();
      const gone = await insertBooking(database(), { flightDateTime: ms('2021-11-27T12:00:00Z', -1) });
      await db.insert(emails).values({
        kind: 'feedback-request',
        bookingId: gone,
        toAddress: 'ana@example.com',
        subject: 'How was your transfer?',
        textBody: 'Hello Ana',
        htmlBody: '<p>Hello Ana</p>',
        nextAttemptAt: ms('2021-11-28T12:00:00Z'),
      });

      await deleteExpiredPersonalData(db, NOW);
      expect(await outbox.pass()).toMatchObject({ sent: 0, retried: 0 });
      expect(await db.select().from(emails)).toEqual([]);
      expect(outbox.inbox().messages).toEqual([]);
    });
  });
});
