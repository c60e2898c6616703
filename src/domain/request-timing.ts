/**
 * The booking request's checks that need a clock (the flight ahead, within 18 months, a departure's pickup
 * ahead too), apart from its schema (schemas/create-booking.ts) so that the booking step's island runs them
 * before it has downloaded zod (docs/decisions/039), and from booking-timing.ts, which Check My Booking
 * loads without them.
 */
import { addCancunMonths, cancunDateTimeToInstant, cancunToday } from './cancun-time';
import { LIMIT_MESSAGES, BOOKING_DETAILS_MESSAGES as M } from './messages';
import { computePickupTime } from './pickup';
import type { ServiceType } from './service-types';

export type BookingTiming = {
  /** The flight in Cancun time; an invalid Date when fieldErrors.flightDate says it could not be read. */
  flightDateTime: Date;
  /** Departures only: when the driver collects the traveller. */
  pickupTimeCalc: Date | null;
  /** Departures only: the hours before the flight, as the text the booking stores ('4'). */
  pickupTime: string | null;
  /** Messages by request field; empty when the booking can be made. */
  fieldErrors: Partial<Record<'flightDate' | 'pickupHours', string>>;
};

/** How far ahead a flight may be booked: no airline sells seats much further out. */
const MAX_MONTHS_AHEAD = 18;

/** The last Cancun date a flight may be on: today in Cancun plus 18 months (the date picker's maximum). */
export function latestFlightDate(now: Date): string {
  return addCancunMonths(cancunToday(now), MAX_MONTHS_AHEAD);
}

/**
 * The checks that need a clock: the flight must be in the future, within the next 18 months, and a
 * departure's pickup in the future too. The server calls it with its own `now`; the web calls it before
 * submitting.
 */
export function checkBookingTiming(
  request: {
    serviceType: ServiceType;
    flightDate: string;
    flightTime: string;
    pickupHours?: number | undefined;
  },
  now: Date,
): BookingTiming {
  const flight = cancunDateTimeToInstant(request.flightDate, request.flightTime);
  if (flight === null) {
    const message =
      request.flightDate && request.flightTime ? M.flightDateTimeInvalid : M.flightDateTimeRequired;
    return {
      flightDateTime: new Date(Number.NaN),
      pickupTimeCalc: null,
      pickupTime: null,
      fieldErrors: { flightDate: message },
    };
  }
  const fieldErrors: BookingTiming['fieldErrors'] = {};
  if (flight.getTime() <= now.getTime()) fieldErrors.flightDate = M.flightInPast;
  else if (request.flightDate > latestFlightDate(now))
    fieldErrors.flightDate = LIMIT_MESSAGES.flightTooFarAhead;
  if (request.serviceType === 'arrival') {
    return { flightDateTime: flight, pickupTimeCalc: null, pickupTime: null, fieldErrors };
  }
  const hours = request.pickupHours;
  if (hours === undefined || !Number.isFinite(hours) || hours <= 0) {
    fieldErrors.pickupHours = M.pickupCalculationFailed;
    return { flightDateTime: flight, pickupTimeCalc: null, pickupTime: null, fieldErrors };
  }
  const pickup = computePickupTime(flight, hours);
  if (!fieldErrors.flightDate && pickup.getTime() <= now.getTime()) fieldErrors.pickupHours = M.pickupInPast;
  return { flightDateTime: flight, pickupTimeCalc: pickup, pickupTime: String(hours), fieldErrors };
}
