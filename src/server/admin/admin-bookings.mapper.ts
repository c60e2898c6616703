import { wereDriverDetailsSent } from '../../domain/driver-details';
import type { AdminBooking } from '../../domain/schemas/booking';
import { toCustomerBooking } from '../bookings/bookings.mapper';
import type { BookingRow } from '../db/schema';

/**
 * The booking as an admin sees it: the customer shape plus the admin-only fields. The list builds the same
 * shape in SQL (ADMIN_BOOKING_JSON in admin-list.queries.ts); a test holds the two equal.
 */
export function toAdminBooking(row: Omit<BookingRow, 'searchText'>): AdminBooking {
  return {
    ...toCustomerBooking(row as BookingRow),
    driverOrdered: row.driverOrdered,
    adminNotes: row.adminNotes,
    driverDetailsSentAt: row.driverDetailsSentAt ? row.driverDetailsSentAt.toISOString() : null,
    driverDetailsSent: wereDriverDetailsSent(row),
  };
}
