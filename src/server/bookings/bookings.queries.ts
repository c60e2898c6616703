import { and, eq } from 'drizzle-orm';
import { recordBookingEvent } from '../db/booking-events';
import { lastNameIs } from '../db/booking-reads';
import type { Database, Transaction } from '../db/client';
import { insertBuiltOnce } from '../db/insert-once';
import { type BookingRow, bookings, type NewBookingRow } from '../db/schema';

/** A booking already holds the new booking's Idempotency-Key: its transaction is rolled back. */
class KeyTaken extends Error {
  constructor() {
    super("the booking's Idempotency-Key is taken");
  }
}

/**
 * What joins the new booking's transaction, called as soon as the booking's insert is sent, with that
 * insert's row to come (rejected when the Idempotency-Key is taken) and `answered`, settled once every
 * statement sent so far has answered: what it sends on `answered` goes on the connection next, before
 * the code awaiting the row runs (decision 078).
 */
export type AlsoInTransaction = (
  tx: Transaction,
  inserted: Promise<BookingRow>,
  answered: Promise<unknown>,
) => Promise<void>;

/**
 * Inserts the pending booking and its `created` event in one transaction, with whatever `alsoInTransaction`
 * adds (the booking-received e-mail, the first checkout); answers the stored row, or undefined when a
 * booking already holds its Idempotency-Key (then nothing is written: the caller answers with that
 * booking). The event is sent on the insert's answer, not after the code awaiting the row: its total is
 * the one inserted, known before.
 */
export async function insertBooking(
  db: Database,
  values: NewBookingRow & { createdAt: Date },
  alsoInTransaction: AlsoInTransaction = async () => {},
): Promise<BookingRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      // A twin still in flight with the same key is waited for: its commit makes this insert do nothing.
      const inserted = insertBuiltOnce(tx, 'booking', values, (db, given) =>
        db
          .insert(bookings)
          .values(given)
          .onConflictDoNothing({ target: bookings.idempotencyKey })
          .returning(),
      ).then(([row]) => row ?? Promise.reject(new KeyTaken()));
      const created = inserted.then(() =>
        recordBookingEvent(tx, {
          bookingId: values.id,
          type: 'created',
          actor: 'customer',
          at: values.createdAt,
          data: { totalPrice: values.totalPrice },
        }),
      );
      const also = alsoInTransaction(tx, inserted, created);
      // Each is awaited below in the order sent; the ones after a failure are still heard, not left to
      // reject unheard.
      for (const sent of [inserted, created, also]) sent.catch(() => undefined);
      const row = await inserted;
      await created;
      await also;
      return row;
    });
  } catch (error) {
    if (error instanceof KeyTaken) return undefined;
    throw error;
  }
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
