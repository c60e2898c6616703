import type { ServiceType } from './service-types';
import type { BookingStatus } from './statuses';

const HOUR_MS = 60 * 60 * 1000;

/** A flight less than this many hours away gets the short-notice warning (and a quick refund if we fail). */
export const SHORT_NOTICE_HOURS = 12;

/** A booking whose reference time is this many hours past is expired: no paying, greyed out in lookups. */
export const EXPIRY_HOURS = 24;

/** The timing fields of a booking, as the server holds them (Date) or the web receives them (ISO strings). */
export type TimedBooking = {
  serviceType: ServiceType;
  flightDateTime: Date | string;
  pickupTimeCalc?: Date | string | null;
};

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** Strictly less than 12 hours before the flight; a flight exactly 12 hours away is not short notice. */
export function isShortNotice(flightInstant: Date, now: Date): boolean {
  return flightInstant.getTime() - now.getTime() < SHORT_NOTICE_HOURS * HOUR_MS;
}

/**
 * When the ride happens: a departure's pickup time (its flight if the pickup was never computed), an
 * arrival's flight time.
 */
export function referenceTime(booking: TimedBooking): Date {
  if (booking.serviceType === 'departure' && booking.pickupTimeCalc) return toDate(booking.pickupTimeCalc);
  return toDate(booking.flightDateTime);
}

/**
 * Expired once the reference time is 24 hours or more in the past (exactly 24 hours counts). Instants are
 * compared as milliseconds: Needs attention and the board ask this of hundreds of rides per view.
 */
export function isExpired(booking: TimedBooking, now: Date): boolean {
  return now.getTime() - referenceTime(booking).getTime() >= EXPIRY_HOURS * HOUR_MS;
}

/**
 * The lookup order of SPEC section 2: upcoming bookings soonest first, then expired ones most recent first.
 * Stable for equal times and returns a new array.
 */
export function sortForLookup<T extends TimedBooking>(bookings: readonly T[], now: Date): T[] {
  const entries = bookings.map((booking, index) => ({
    booking,
    index,
    time: referenceTime(booking).getTime(),
    expired: isExpired(booking, now),
  }));
  entries.sort((a, b) => {
    if (a.expired !== b.expired) return a.expired ? 1 : -1;
    const byTime = a.expired ? b.time - a.time : a.time - b.time;
    return byTime !== 0 ? byTime : a.index - b.index;
  });
  return entries.map((entry) => entry.booking);
}

/** Only a pending booking that has not expired can still be paid ('Pay Now'). */
export function isPayable(booking: TimedBooking & { status: BookingStatus }, now: Date): boolean {
  return booking.status === 'pending' && !isExpired(booking, now);
}
