import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from '../../testing/server/smtp-inbox';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import type { Database } from '../db/client';
import {
  bookingEvents,
  bookings,
  emails,
  limitBackoffs,
  limitCounters,
  type NewBookingRow,
  signInAddresses,
} from '../db/schema';
import { createSmtpTransport } from '../mail/mail-transport';
import { sendDueEmails } from '../mail/mail-worker';
import { CLAIM_BATCH_SIZE } from './scheduled-bookings.queries';
import { runScheduledJobs, startScheduler } from './scheduler';
import type { SchedulerDeps } from './scheduler-deps';

const HOUR = 60 * 60 * 1000;
const NOW = new Date('2026-11-21T15:00:00Z');
const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
const ahead = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

/** A booking row as the booking journey stores it; `n` makes the id and the e-mail unique. */
function bookingRow(n: number, values: Partial<NewBookingRow>): NewBookingRow {
  return {
    id: `SCHED${String(n).padStart(5, '0')}`,
    serviceType: 'arrival',
    fromLocation: 'Cancun Airport',
    toLocation: 'Playa del Carmen',
    passengers: 2,
    firstName: 'Traveller',
    lastName: `Number${n}`,
    email: `traveller${n}@example.com`,
    phone: '+1 555 0100',
    hotelName: 'Hotel Playa',
    flightNumber: 'UA 100',
    flightAirline: 'United',
    flightDateTime: ahead(5 * 24),
    totalPrice: 120,
    status: 'pending',
    createdAt: ago(25),
    ...values,
  };
}

async function insertBookings(db: Database, first: number, count: number, values: Partial<NewBookingRow>) {
  const rows = Array.from({ length: count }, (_, i) => bookingRow(first + i, values));
  await db.insert(bookings).values(rows);
}

describe.each(TEST_ENGINES)('the scheduler on %s', (engine) => {
  const database = useTestDatabase(engine);
  const deps = (overrides: Partial<SchedulerDeps> = {}): SchedulerDeps => ({
    db: database().db,
    mail: { publicUrl: 'https://transfers.example.com', supportEmail: 'help@example.com', wake: () => {} },
    log: silentLog,
    now: () => NOW,
    ...overrides,
  });

  it('with two schedulers running at once, handles each booking exactly once', async () => {
    const count = CLAIM_BATCH_SIZE + 10; // more than one claim, so both schedulers take turns
    const db = database().db;
    await insertBookings(db, 0, count, {}); // unpaid for a day, ride in five days: a payment reminder
    await insertBookings(db, 1000, count, { flightDateTime: ago(1) }); // ride passed: cancelled
    await insertBookings(db, 2000, count, {
      serviceType: 'departure',
      fromLocation: 'Playa del Carmen',
      toLocation: 'Cancun Airport',
      status: 'paid',
      createdAt: ago(240),
      flightDateTime: ahead(15),
      pickupTime: '3',
      pickupTimeCalc: ahead(12),
    }); // pickup in 12 hours: a departure reminder

    const passes = await Promise.all([runScheduledJobs(deps()), runScheduledJobs(deps())]);
    const total = (key: keyof (typeof passes)[number]) => passes.reduce((sum, pass) => sum + pass[key], 0);
    expect({
      paymentReminders: total('paymentReminders'),
      cancelled: total('cancelled'),
      departureReminders: total('departureReminders'),
    }).toEqual({ paymentReminders: count, cancelled: count, departureReminders: count });

    // And a third pass finds nothing left to do.
    expect(await runScheduledJobs(deps())).toEqual({
      cancelled: 0,
      paymentReminders: 0,
      departureReminders: 0,
      feedbackRequests: 0,
      expiredLimits: 0,
      reconciled: 0,
      expiredOffers: 0,
      backups: 0,
      retention: 0,
      flightChecks: 0,
    });

    const mails = await db.select({ kind: emails.kind, bookingId: emails.bookingId }).from(emails);
    for (const kind of ['payment-reminder', 'departure-reminder']) {
      const ids = mails.filter((mail) => mail.kind === kind).map((mail) => mail.bookingId);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
    }
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.type, 'cancelled-unpaid'));
    expect(events).toHaveLength(count);
    expect(new Set(events.map((event) => event.bookingId)).size).toBe(count);
    expect(events.every((event) => event.actor === 'system')).toBe(true);
  });

  describe('delivering what it queued', () => {
    let inbox: SmtpInbox;
    beforeAll(async () => {
      inbox = await startSmtpInbox();
    });
    afterAll(async () => {
      await inbox.stop();
    });

    it('the payment reminder reaches the traveller with a link that opens their booking', async () => {
      await insertBookings(database().db, 1, 1, {});
      await runScheduledJobs(deps());
      const transport = createSmtpTransport(inbox.url);
      try {
        const result = await sendDueEmails({
          db: database().db,
          transport,
          from: 'Cancun Private Transfers <bookings@example.com>',
          log: silentLog,
          now: () => new Date(), // the outbox row is due from the database clock
        });
        expect(result).toMatchObject({ sent: 1 });
      } finally {
        transport.close();
      }
      const [mail] = await inbox.waitForMessages(1);
      expect(mail?.subject).toBe('Reminder: your booking SCHED00001 is not paid yet');
      expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('traveller1@example.com');
      expect(mail?.text).toContain(
        'https://transfers.example.com/check-my-booking?email=traveller1%40example.com&lastName=Number1',
      );
      expect(mail?.html).toContain('Pay for my booking');
    });
  });

  it('started, runs a pass at once and wakes the mail worker for what it queued; stopped, runs no more', async () => {
    await insertBookings(database().db, 1, 1, {});
    let wakes = 0;
    const scheduler = startScheduler(
      deps({
        mail: { publicUrl: 'https://x.example', supportEmail: 'help@example.com', wake: () => wakes++ },
      }),
      60_000,
    );
    await scheduler.stop();
    expect(wakes).toBe(1);
    const [row] = await database().db.select().from(bookings).where(eq(bookings.id, 'SCHED00001'));
    expect(row?.paymentReminderSentAt?.toISOString()).toBe(NOW.toISOString());
  });

  it('when its server stops, ends after the batch under way and leaves the rest to another server', async () => {
    const db = database().db;
    await insertBookings(db, 0, 3 * CLAIM_BATCH_SIZE, {}); // three batches of payment reminders due
    let stopping = false;
    const mail = {
      get publicUrl(): string {
        stopping = true; // the stop arrives while the first batch is being worked
        return 'https://transfers.example.com';
      },
      supportEmail: 'help@example.com',
      wake: () => {},
    };
    expect(await runScheduledJobs(deps({ mail, stopping: () => stopping }))).toEqual({
      cancelled: 0,
      paymentReminders: CLAIM_BATCH_SIZE,
      departureReminders: 0,
      feedbackRequests: 0,
      expiredLimits: 0,
      reconciled: 0,
      expiredOffers: 0,
      backups: 0,
      retention: 0,
      flightChecks: 0,
    });
    expect(await runScheduledJobs(deps())).toMatchObject({ paymentReminders: 2 * CLAIM_BATCH_SIZE });
    const reminders = await db.select().from(emails).where(eq(emails.kind, 'payment-reminder'));
    expect(new Set(reminders.map((mail) => mail.bookingId)).size).toBe(3 * CLAIM_BATCH_SIZE);
    expect(reminders).toHaveLength(3 * CLAIM_BATCH_SIZE);
  });

  it('keeps running the other jobs when one fails, and logs the one that failed', async () => {
    await insertBookings(database().db, 1, 1, { flightDateTime: ago(1) });
    await insertBookings(database().db, 2, 1, {});
    const errors: unknown[] = [];
    const log = {
      ...silentLog,
      error: (entry: unknown) => errors.push(entry),
    } as unknown as FastifyBaseLogger;
    // Mail settings that break while a reminder is queued: the reminder job fails, its claim rolls back.
    const failing = deps({
      log,
      mail: {
        publicUrl: 'https://transfers.example.com',
        get supportEmail(): string {
          throw new Error('the support address is missing');
        },
        wake: () => {},
      },
    });
    expect(await runScheduledJobs(failing)).toMatchObject({ cancelled: 1, paymentReminders: 0 });
    expect(errors).toEqual([expect.objectContaining({ job: 'paymentReminders' })]);
    const [reminded] = await database().db.select().from(bookings).where(eq(bookings.id, 'SCHED00002'));
    expect(reminded?.paymentReminderSentAt).toBeNull();
  });

  it('deletes the limits that no longer count: ended windows, forgotten delays, month-old sign-in addresses', async () => {
    const db = database().db;
    await db.insert(limitCounters).values([
      { key: 'rate:ended', hits: 9, windowEndsAt: NOW },
      { key: 'rate:running', hits: 9, windowEndsAt: ahead(1) },
    ]);
    await db.insert(limitBackoffs).values([
      { key: 'login:forgotten', attempts: 3, blockedUntil: ago(24), forgetAt: ago(0) },
      { key: 'login:waiting', attempts: 3, blockedUntil: ahead(0.1), forgetAt: ahead(24) },
    ]);
    await db.insert(signInAddresses).values([
      { accountKey: 'login-account:old', addressKey: 'a', signedInAt: ago(30 * 24) },
      { accountKey: 'login-account:recent', addressKey: 'b', signedInAt: ago(29 * 24) },
    ]);
    expect(await runScheduledJobs(deps())).toMatchObject({ expiredLimits: 3 });
    // The daily jobs' claims (job:…) are counters too, taken by this pass.
    const counters = (await db.select().from(limitCounters)).map((row) => row.key);
    expect(counters.filter((key) => !key.startsWith('job:'))).toEqual(['rate:running']);
    expect((await db.select().from(limitBackoffs)).map((row) => row.key)).toEqual(['login:waiting']);
    expect((await db.select().from(signInAddresses)).map((row) => row.accountKey)).toEqual([
      'login-account:recent',
    ]);
  });
});
