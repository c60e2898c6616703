/**
 * The rides of one Cancun day, read through bookings_status_schedule_idx (status, pickup_time_calc,
 * flight_date_time, id) as two index ranges per status: departures by their pickup time, and bookings
 * without one (arrivals) by their flight time. A day holds a few hundred rides at most, so the caller
 * sorts them.
 */
import { and, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { CancunDay } from '../../../domain/manifest-day';
import { MANIFEST_STATUSES } from '../../../domain/manifest-day';
import { type ManifestRide, manifestRideSchema } from '../../../domain/schemas/manifest';
import { type BookingField, bookingColumns } from '../../bookings';
import type { Database } from '../../db/client';
import { acceptedProviderSql } from '../../db/dispatch-schema';
import { bookings } from '../../db/schema';

/**
 * The ride's fields (manifestRideSchema), but its time, which the service works out, and an arrival's
 * meeting point, which comes from the operator's texts.
 */
export const RIDE_FIELDS = Object.keys(manifestRideSchema.shape).filter(
  (field) => field !== 'time' && field !== 'provider' && field !== 'meetingPoint' && field !== 'sign',
) as Exclude<
  keyof ManifestRide,
  'time' | 'provider' | 'meetingPoint' | 'sign'
>[] satisfies readonly BookingField[];

/** The ride's columns, the pickup that times a departure, the accepted provider and the sign code. */
const rideColumns = {
  ...bookingColumns([...RIDE_FIELDS, 'pickupTimeCalc']),
  provider: acceptedProviderSql,
  signCode: bookings.signCode,
};

/**
 * Every driven booking whose pickup or, without one, flight falls in the day: its reference time, since only
 * departures carry a pickup (bookings_arrival_without_pickup_check).
 */
export function findRideCandidates(db: Database, day: CancunDay) {
  return db
    .select(rideColumns)
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
