/**
 * The reads of one booking that several features make (the traveller's own pages, the admin's card, the
 * refund): by id, and by the id with the traveller's e-mail and last name. Kept here, below the features,
 * so none of them imports another's queries for it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { type BookingRow, bookings } from './schema';

/**
 * The ride's reference time in SQL: a departure's pickup, an arrival's landing (src/domain's referenceTime).
 * An arrival never has a pickup time (bookings_arrival_without_pickup_check), and a departure without a
 * computed pickup is timed by its flight, so the first of the two that is set is the rule's answer.
 */
export const rideTimeSql = sql`coalesce(${bookings.pickupTimeCalc}, ${bookings.flightDateTime})`;

/** Last name compared ignoring case, as the spec matches it (bookings_lookup_idx covers lower(last_name)). */
export const lastNameIs = (lastName: string) => sql`lower(${bookings.lastName}) = lower(${lastName})`;

export async function findBookingById(
  db: Database | Transaction,
  id: string,
): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The traveller's own booking: id, e-mail exactly and last name ignoring case must all match. */
export async function findBookingForCustomer(
  db: Database,
  id: string,
  email: string,
  lastName: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.email, email), lastNameIs(lastName)));
  return row;
}
