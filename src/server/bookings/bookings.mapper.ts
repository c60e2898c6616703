import type { ManagedBooking } from '../../domain/manage-booking';
import type { CustomerBooking } from '../../domain/schemas/booking';
import type { ServiceType } from '../../domain/service-types';
import type { BookingStatus } from '../../domain/statuses';
import type { MeetingPoints } from '../../domain/terminals';
import type { BookingRow } from '../db/schema';
import { arrivalComputedFields } from './arrival-fields';
import { apiFields, CUSTOMER_BOOKING_FIELDS } from './booking-fields';

/**
 * A booking row as a traveller may see it: the customer shape only (no admin notes, no payment ids, no
 * idempotency key), instants as ISO strings, and an arrival's meeting point from the operator's texts.
 * The check constraints of the table hold the enum columns to the domain's values; the
 * response schema checks them again on the way out.
 */
export function toCustomerBooking(row: BookingRow, points: MeetingPoints): CustomerBooking {
  return {
    ...(apiFields(row, CUSTOMER_BOOKING_FIELDS) as Omit<
      CustomerBooking,
      keyof ReturnType<typeof arrivalComputedFields> | 'signCode'
    >),
    signCode: row.signCode,
    ...arrivalComputedFields(row, points),
  };
}

/** What the timing rules (expiry, cut-offs, Pay Now) read of a row: no meeting point needed. */
export function toTimedBooking(row: BookingRow): ManagedBooking {
  return {
    serviceType: row.serviceType as ServiceType,
    flightDateTime: row.flightDateTime,
    pickupTimeCalc: row.pickupTimeCalc,
    status: row.status as BookingStatus,
  };
}
