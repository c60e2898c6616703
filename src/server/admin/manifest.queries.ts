/**
 * The rides of one Cancun day, read through bookings_status_schedule_idx (status, pickup_time_calc,
 * flight_date_time, id) as two index ranges per status: departures by their pickup time, and bookings
 * without one (arrivals) by their flight time. A day holds a few hundred rides at most, so the caller
 * sorts them.
 */
import { and, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { CancunDay } from '../../domain/manifest-day';
import { MANIFEST_STATUSES } from '../../domain/manifest-day';
import { PICKUP_HOUR_CHOICES } from '../../domain/pickup';
import type { Database } from '../db/client';
import { bookings } from '../db/schema';

/**
 * An admin may turn a departure into an arrival and its pickup time stays stored, though the ride is then
 * timed by its landing (referenceTime). Such a pickup lies at most this long before the flight (the flight
 * time cannot be edited), so reading pickups from this much before the day still finds that ride, and the
 * caller keeps only the rides whose reference time falls in the day.
 */
const LONGEST_PICKUP_MS = Math.max(...PICKUP_HOUR_CHOICES) * 60 * 60 * 1000;

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

/** Every driven booking whose pickup or (without a pickup) flight falls in the day or just before it. */
export function findRideCandidates(db: Database, day: CancunDay) {
  const pickupsFrom = new Date(day.start.getTime() - LONGEST_PICKUP_MS);
  return db
    .select(manifestColumns)
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...MANIFEST_STATUSES]),
        or(
          and(gte(bookings.pickupTimeCalc, pickupsFrom), lt(bookings.pickupTimeCalc, day.end)),
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
