import type { CustomerBooking } from '../../domain/schemas/booking';
import type { Database, Transaction } from '../db/client';
import { readMeetingPoints } from '../db/meeting-points';
import type { BookingRow } from '../db/schema';
import { toCustomerBooking } from './bookings.mapper';

/**
 * A booking row as its traveller sees it, with the operator's meeting points of the moment: from `db`'s
 * cache, else read through `via` (the open transaction, when there is one; see readMeetingPoints).
 */
export async function asCustomerBooking(
  row: BookingRow,
  db: Database | Transaction,
  via: Database | Transaction = db,
): Promise<CustomerBooking> {
  return toCustomerBooking(row, await readMeetingPoints(db, via));
}
