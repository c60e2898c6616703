/**
 * The public module of server/bookings/: what other server folders may import from it (decision 035).
 */

export { bookingNotFound, findBookingOrNotFound } from './admin-booking-lookup';
export { toAdminBooking } from './admin-bookings.mapper';
export {
  ADMIN_BOOKING_FIELDS,
  apiFields,
  BOOKING_COLUMN_OF,
  type BookingField,
  bookingColumns,
  INSTANT_FIELDS,
  sqlColumnName,
} from './booking-fields';
export { toTimedBooking } from './bookings.mapper';
export { bookingsRoutes } from './bookings.routes';
export { getBookingForItsBrowser } from './bookings.service';
export type { Checkouts } from './checkouts';
export { loadConfirmationPasses } from './confirmation-pass';
export { asCustomerBooking } from './customer-booking';
export { startLookupCache } from './lookup-cache';
export { newSignCode } from './messaging-fields';
