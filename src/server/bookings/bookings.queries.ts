import { and, eq } from 'drizzle-orm';
import { recordBookingEvent } from '../db/booking-events';
import { lastNameIs } from '../db/booking-reads';
import type { Database, Transaction } from '../db/client';
import { insertBuiltOnce } from '../db/insert-once';
import { type BookingRow, bookings, type NewBookingRow } from '../db/schema';

/**
 * Inserts the pending booking and its `created` event in one transaction, with whatever `alsoInTransaction`
 * adds (the booking-received e-mail); answers the stored row, or undefined when a booking already holds its
 * Idempotency-Key (then nothing is written: the caller answers with that booking).
 */
export async function insertBooking(
  db: Database,
  values: NewBookingRow & { createdAt: Date },
  alsoInTransaction: (tx: Transaction, row: BookingRow) => Promise<void> = async () => {},
): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    // A twin still in flight with the same key is waited for: its commit makes this insert do nothing.
    const [row] = await insertBuiltOnce(tx, 'booking', values, (db, given) =>
      db.insert(bookings).values(given).onConflictDoNothing({ target: bookings.idempotencyKey }).returning(),
    );
    if (!row) return undefined;
    await recordBookingEvent(tx, {
      bookingId: row.id,
      type: 'created',
      actor: 'customer',
      at: values.createdAt,
      data: { totalPrice: row.totalPrice },
    });
    await alsoInTransaction(tx, row);
    return row;
  });
}

export async function findBookingByIdempotencyKey(
  db: Database,
  key: string,
): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  return row;
}

/** Check My Booking: e-mail exactly, last name ignoring case. */
export async function findBookingsByEmailAndLastName(
  db: Database,
  email: string,
  lastName: string,
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.email, email), lastNameIs(lastName)));
}

/** The confirmation page: the id and the last name must both match. */
export async function findBookingByIdAndLastName(
  db: Database,
  id: string,
  lastName: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), lastNameIs(lastName)));
  return row;
}
