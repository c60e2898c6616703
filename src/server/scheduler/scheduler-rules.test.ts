/**
 * The scheduler selects in SQL what src/domain/booking-reminders.ts states as predicates. This test holds
 * the two to one meaning: over a grid of bookings around every cut-off (created just before and after a
 * day ago, rides just inside and outside the windows, every status, reminders sent or not), each query
 * claims exactly the bookings its predicate calls due.
 */
import { describe, expect, it } from 'vitest';
import {
  departureReminderWindow,
  isAbandoned,
  isDepartureReminderDue,
  isPaymentReminderDue,
  paymentReminderCutoffs,
} from '../../domain/booking-reminders';
import type { BookingStatus } from '../../domain/statuses';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import type { Database } from '../db/client';
import { type BookingRow, bookings } from '../db/schema';
import {
  cancelAbandonedBookings,
  claimDueDepartureReminders,
  claimDuePaymentReminders,
} from './scheduled-bookings.queries';

const NOW = new Date('2026-06-15T12:00:00Z');
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

const STATUSES: BookingStatus[] = ['pending', 'paid', 'confirmed', 'cancelled'];
const CREATED = [-48 * HOUR, -24 * HOUR - SECOND, -24 * HOUR, -24 * HOUR + SECOND, -HOUR];
const RIDES = [-HOUR, -SECOND, SECOND, 24 * HOUR, 24 * HOUR + SECOND, 47 * HOUR, 72 * HOUR];

type GridBooking = typeof bookings.$inferInsert & {
  id: string;
  serviceType: 'arrival' | 'departure';
  status: BookingStatus;
  createdAt: Date;
};

function grid(): GridBooking[] {
  const rows: GridBooking[] = [];
  for (const serviceType of ['arrival', 'departure'] as const)
    for (const status of STATUSES)
      for (const created of CREATED)
        for (const ride of RIDES)
          for (const sent of [false, true]) {
            const reference = at(ride);
            rows.push({
              id: `G${rows.length.toString().padStart(5, '0')}`,
              serviceType,
              fromLocation: serviceType === 'arrival' ? 'Cancun Airport' : 'Tulum',
              toLocation: serviceType === 'arrival' ? 'Tulum' : 'Cancun Airport',
              passengers: 2,
              firstName: 'Ana',
              lastName: 'Grid',
              email: 'grid@example.com',
              phone: '+1 555 123 4567',
              hotelName: 'Hotel',
              flightNumber: 'AA1',
              flightAirline: 'AA',
              flightDateTime:
                serviceType === 'arrival' ? reference : new Date(reference.getTime() + 4 * HOUR),
              pickupTime: serviceType === 'arrival' ? null : '4',
              pickupTimeCalc: serviceType === 'arrival' ? null : reference,
              totalPrice: 199,
              status,
              createdAt: at(created),
              paymentReminderSentAt: sent ? at(-HOUR) : null,
              departureReminderSentAt: sent ? at(-HOUR) : null,
            });
          }
  return rows;
}

/** Claims until nothing is left (a pass takes a batch), answering every id claimed. */
async function claimAll(claim: () => Promise<BookingRow[]>): Promise<string[]> {
  const ids: string[] = [];
  for (;;) {
    const claimed = await claim();
    if (claimed.length === 0) return ids.sort();
    ids.push(...claimed.map((row) => row.id));
  }
}

const idsWhere = (rows: GridBooking[], due: (row: GridBooking) => boolean) =>
  rows
    .filter(due)
    .map((row) => row.id)
    .sort();

describe.each(TEST_ENGINES)("the scheduler's queries and the domain's rules on %s", (engine) => {
  const database = useTestDatabase(engine);
  const nothing = async () => {};

  it('claim exactly the bookings the rules call due, at every cut-off', async () => {
    const db: Database = database().db;
    const rows = grid();
    await db.insert(bookings).values(rows);

    const expectedPayment = idsWhere(rows, (row) => isPaymentReminderDue(row, NOW));
    const expectedDeparture = idsWhere(rows, (row) => isDepartureReminderDue(row, NOW));
    const expectedAbandoned = idsWhere(rows, (row) => isAbandoned(row, NOW));
    // The grid reaches both sides of every rule.
    for (const expected of [expectedPayment, expectedDeparture, expectedAbandoned]) {
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(rows.length);
    }

    expect(
      await claimAll(() => claimDuePaymentReminders(db, paymentReminderCutoffs(NOW), NOW, nothing)),
    ).toEqual(expectedPayment);
    expect(
      await claimAll(() => claimDueDepartureReminders(db, departureReminderWindow(NOW), NOW, nothing)),
    ).toEqual(expectedDeparture);
    expect(await claimAll(() => cancelAbandonedBookings(db, NOW))).toEqual(expectedAbandoned);
  });
});
