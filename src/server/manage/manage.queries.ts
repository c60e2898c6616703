/**
 * The manage feature's SQL beside the shared edit of a booking (db/booking-changes.ts): the
 * traveller's cancellation.
 */
import { eq } from 'drizzle-orm';
import { recordBookingEvent } from '../db/booking-events';
import type { Transaction } from '../db/client';
import { type BookingRow, bookings } from '../db/schema';

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
