import type { LocationName } from '../../domain/locations';
import type { CustomerBooking } from '../../domain/schemas/booking';
import type { ServiceType } from '../../domain/service-types';
import type { BookingStatus } from '../../domain/statuses';
import type { BookingRow } from '../db/schema';

/**
 * A booking row as a traveller may see it: the customer shape only (no admin notes, no payment ids, no
 * idempotency key), instants as ISO strings. The check constraints of the table hold the enum columns to
 * the domain's values; the response schema checks them again on the way out.
 */
export function toCustomerBooking(row: BookingRow): CustomerBooking {
  return {
    id: row.id,
    serviceType: row.serviceType as ServiceType,
    from: row.fromLocation as LocationName,
    to: row.toLocation as LocationName,
    passengers: row.passengers,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    hotelName: row.hotelName,
    reservationName: row.reservationName,
    flightNumber: row.flightNumber,
    flightAirline: row.flightAirline,
    flightDateTime: row.flightDateTime.toISOString(),
    hasBulkyLuggage: row.hasBulkyLuggage,
    specialInstructions: row.specialInstructions,
    totalPrice: row.totalPrice,
    status: row.status as BookingStatus,
    pickupTimeCalc: row.pickupTimeCalc ? row.pickupTimeCalc.toISOString() : null,
    pickupTime: row.pickupTime,
    driverName: row.driverName,
    driverCompany: row.driverCompany,
    createdAt: row.createdAt.toISOString(),
  };
}
