/**
 * The rides of one Cancun day, read through bookings_status_schedule_idx (status, pickup_time_calc,
 * flight_date_time, id) as two index ranges per status: departures by their pickup time, and bookings
 * without one (arrivals) by their flight time. A day holds a few hundred rides at most, so the caller
 * sorts them.
 */
import { and, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { CancunDay } from '../../domain/manifest-day';
import { MANIFEST_STATUSES } from '../../domain/manifest-day';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';

const manifestColumns = {
  id: bookings.id,
  serviceType: bookings.serviceType,
  fromLocation: bookings.fromLocation,
  toLocation: bookings.toLocation,
  passengers: bookings.passengers,
  hasBulkyLuggage: bookings.hasBulkyLuggage,
  flightNumber: bookings.flightNumber,
  flightAirline: bookings.flightAirline,
  flightDateTime: bookings.flightDateTime,
  pickupTimeCalc: bookings.pickupTimeCalc,
  hotelName: bookings.hotelName,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  phone: bookings.phone,
  driverName: bookings.driverName,
  driverCompany: bookings.driverCompany,
  specialInstructions: bookings.specialInstructions,
  status: bookings.status,
};

/**
 * Every driven booking whose pickup or, without one, flight falls in the day: its reference time, since only
 * departures carry a pickup (bookings_arrival_without_pickup_check).
 */
export function findRideCandidates(db: Database, day: CancunDay) {
  return db
    .select(manifestColumns)
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...MANIFEST_STATUSES]),
        or(
          and(gte(bookings.pickupTimeCalc, day.start), lt(bookings.pickupTimeCalc, day.end)),
          and(
            isNull(bookings.pickupTimeCalc),
            gte(bookings.flightDateTime, day.start),
            lt(bookings.flightDateTime, day.end),
          ),
        ),
      ),
    );
}

export type RideRow = Awaited<ReturnType<typeof findRideCandidates>>[number];
