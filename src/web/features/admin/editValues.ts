import type { AdminBookingUpdate } from '../../../domain/schemas/admin-booking-update';
import type { AdminBooking } from '../../../domain/schemas/booking';
import type { ServiceType } from '../../../domain/service-types';

/**
 * What the edit form holds: every editable field of SPEC section 7 plus passengers, with the driver and
 * notes fields as text ('' when unset) so the inputs stay controlled. The route endpoints are plain strings
 * because changing the service type empties the side that is no longer the airport.
 */
export type EditValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  hotelName: string;
  serviceType: ServiceType;
  from: string;
  to: string;
  flightAirline: string;
  flightNumber: string;
  specialInstructions: string;
  adminNotes: string;
  driverName: string;
  driverCompany: string;
  driverOrdered: boolean;
  passengers: number;
  childSeats: number;
};

export function editValuesOf(booking: AdminBooking): EditValues {
  return {
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: booking.phone,
    hotelName: booking.hotelName,
    serviceType: booking.serviceType,
    from: booking.from,
    to: booking.to,
    flightAirline: booking.flightAirline,
    flightNumber: booking.flightNumber,
    specialInstructions: booking.specialInstructions,
    adminNotes: booking.adminNotes ?? '',
    driverName: booking.driverName ?? '',
    driverCompany: booking.driverCompany ?? '',
    driverOrdered: booking.driverOrdered,
    passengers: booking.passengers,
    childSeats: booking.childSeats,
  };
}

const ROUTE_FIELDS = ['serviceType', 'from', 'to'] as const;
/** Cleared, these are stored as no value rather than an empty string. */
const NULLABLE_FIELDS = new Set<keyof AdminBookingUpdate>(['adminNotes', 'driverName', 'driverCompany']);

/**
 * The PATCH body: only the fields that differ from the booking, so an edit never overwrites what another
 * admin changed meanwhile in a field this one did not touch. A route change sends the whole route, so the
 * shared schema judges it as one.
 */
export function changedFields(
  booking: AdminBooking,
  edited: { [Field in keyof EditValues]?: unknown },
): AdminBookingUpdate {
  const original: Record<string, unknown> = editValuesOf(booking);
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(edited)) {
    if (value === undefined || value === original[field]) continue;
    const cleared = value === '' && NULLABLE_FIELDS.has(field as keyof AdminBookingUpdate);
    changes[field] = cleared ? null : value;
  }
  if (ROUTE_FIELDS.some((field) => field in changes)) {
    for (const field of ROUTE_FIELDS) changes[field] = edited[field];
  }
  return changes as AdminBookingUpdate;
}
