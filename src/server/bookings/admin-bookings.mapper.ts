import { wereDriverDetailsSent } from '../../domain/driver-details';
import type { AdminBooking } from '../../domain/schemas/booking';
import { type MeetingPoints } from '../../domain/terminals';
import type { BookingRow } from '../db/schema';
import { type ArrivalComputedFields, arrivalComputedFields } from './arrival-fields';
import { ADMIN_BOOKING_FIELDS, apiFields } from './booking-fields';

/**
 * The booking as an admin sees it: the customer shape plus the admin-only fields. The list builds the same
 * shape in SQL (ADMIN_BOOKING_JSON in admin/list/admin-list.sql.ts) from the same fields
 * (booking-fields.ts) and adds the worked-out ones the same way;
 * admin/list/admin-list.test.ts holds the two equal.
 */
export function toAdminBooking(row: Omit<BookingRow, 'searchText'>, points: MeetingPoints): AdminBooking {
  return {
    ...(apiFields(row, ADMIN_BOOKING_FIELDS) as Omit<
      AdminBooking,
      'driverDetailsSent' | keyof ArrivalComputedFields
    >),
    ...arrivalComputedFields(row, points),
    driverDetailsSent: wereDriverDetailsSent(row),
  };
}
