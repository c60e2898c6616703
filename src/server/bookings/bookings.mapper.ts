import type { CustomerBooking } from '../../domain/schemas/booking';
import type { BookingRow } from '../db/schema';
import { apiFields, CUSTOMER_BOOKING_FIELDS } from './booking-fields';

/**
 * A booking row as a traveller may see it: the customer shape only (no admin notes, no payment ids, no
 * idempotency key), instants as ISO strings. The check constraints of the table hold the enum columns to
 * the domain's values; the response schema checks them again on the way out.
 */
export function toCustomerBooking(row: BookingRow): CustomerBooking {
  return apiFields(row, CUSTOMER_BOOKING_FIELDS) as CustomerBooking;
}
