import { wereDriverDetailsSent } from '../../../domain/driver-details';
import type { AdminBooking } from '../../../domain/schemas/booking';
import { ADMIN_BOOKING_FIELDS, apiFields } from '../../bookings';
import type { BookingRow } from '../../db/schema';

/**
 * The booking as an admin sees it: the customer shape plus the admin-only fields. The list builds the same
 * shape in SQL (ADMIN_BOOKING_JSON in ../list/admin-list.sql.ts) from the same fields
 * (bookings/booking-fields.ts); ../list/admin-list.test.ts holds the two equal.
 */
export function toAdminBooking(row: Omit<BookingRow, 'searchText'>): AdminBooking {
  return {
    ...(apiFields(row, ADMIN_BOOKING_FIELDS) as Omit<AdminBooking, 'driverDetailsSent'>),
    driverDetailsSent: wereDriverDetailsSent(row),
  };
}
