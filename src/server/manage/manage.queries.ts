/** The manage feature's SQL (issue 16): the booking under a row lock, its open checkouts, its changes. */
import { eq } from 'drizzle-orm';
import { recordBookingEvent } from '../db/booking-events';
import type { Database, Transaction } from '../db/client';
import { type BookingRow, bookings, type NewBookingRow } from '../db/schema';

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * Runs `work` on the booking read under a row lock (`select … for update`), so two requests of the same
 * traveller (two tabs, two servers) are judged one after the other against what the first one did.
 */
export async function withLockedBooking<T>(
  db: Database,
  id: string,
  work: (tx: Transaction, row: BookingRow) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!row) return undefined;
    return work(tx, row);
  });
}

/** Writes the traveller's changes and their `updated` event (actor 'customer', before and after). */
export async function writeCustomerChanges(
  tx: Transaction,
  id: string,
  change: { values: Partial<NewBookingRow>; changes: FieldChanges; at: Date },
): Promise<BookingRow> {
  const [updated] = await tx
    .update(bookings)
    .set({ ...change.values, updatedAt: change.at })
    .where(eq(bookings.id, id))
    .returning();
  if (!updated) throw new Error('the locked booking was not updated');
  await recordBookingEvent(tx, {
    bookingId: id,
    type: 'updated',
    actor: 'customer',
    at: change.at,
    data: { changes: change.changes },
  });
  return updated;
}

/** Sets the booking cancelled with a `cancelled` event of the traveller's. */
export async function writeCustomerCancellation(
  tx: Transaction,
  row: BookingRow,
  cancellation: { outcome: string; at: Date },
): Promise<BookingRow> {
  const [updated] = await tx
    .update(bookings)
    .set({ status: 'cancelled', updatedAt: cancellation.at })
    .where(eq(bookings.id, row.id))
    .returning();
  if (!updated) throw new Error('the locked booking was not cancelled');
  await recordBookingEvent(tx, {
    bookingId: row.id,
    type: 'cancelled',
    actor: 'customer',
    at: cancellation.at,
    data: {
      changes: { status: { before: row.status, after: 'cancelled' } },
      outcome: cancellation.outcome,
      driverAssigned: Boolean(row.driverName?.trim()),
    },
  });
  return updated;
}
