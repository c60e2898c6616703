import type { AdminBooking } from '../../domain/schemas/booking';
import { toCustomerBooking } from '../bookings/bookings.mapper';
import type { BookingRow } from '../db/schema';

/** The booking as an admin sees it: the customer shape plus the admin-only fields. */
export function toAdminBooking(row: Omit<BookingRow, 'searchText'>): AdminBooking {
  return {
    ...toCustomerBooking(row as BookingRow),
    driverOrdered: row.driverOrdered,
    adminNotes: row.adminNotes,
  };
}
