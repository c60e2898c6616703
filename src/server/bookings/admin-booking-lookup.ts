/** How every admin action on one booking starts: the booking, or the same 404 for an id no booking has. */
import { CONFIRMATION_MESSAGES } from '../../domain/messages';
import { findBookingById } from '../db/booking-reads';
import type { Database } from '../db/client';
import type { BookingRow } from '../db/schema';
import { AppError } from '../errors';

export function bookingNotFound(): AppError {
  return new AppError('not-found', CONFIRMATION_MESSAGES.notFound);
}

export async function findBookingOrNotFound(db: Database, id: string): Promise<BookingRow> {
  const row = await findBookingById(db, id);
  if (!row) throw bookingNotFound();
  return row;
}
