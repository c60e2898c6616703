/**
 * An edit of a booking, by an admin or by its traveller: the booking read under a row lock, then its
 * changed fields written with the `updated` event that records them, in one transaction.
 */
import { eq } from 'drizzle-orm';
import { type BookingEventActor, recordBookingEvent } from './booking-events';
import type { Database, Transaction } from './client';
import { type BookingRow, bookings, type NewBookingRow } from './schema';

/** Changed fields as the audit trail keeps them: the column's value before and after. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * Runs `work` on the booking read under a row lock (`select … for update`), so two edits of one booking
 * (two tabs of a traveller, two admins, two servers) are judged one after the other against what the first
 * one did. Undefined when there is no such booking.
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

/** Writes the locked booking's changes and their `updated` event (who, when, each field before and after). */
export async function writeBookingChanges(
  tx: Transaction,
  id: string,
  change: { values: Partial<NewBookingRow>; changes: FieldChanges; actor: BookingEventActor; at: Date },
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
    actor: change.actor,
    at: change.at,
    data: { changes: change.changes },
  });
  return updated;
}
