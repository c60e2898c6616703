/**
 * How long a ride keeps the traveller busy, for the end of its calendar entry. Estimates, not promises:
 * the usual drive between the airport and each stay, and for an arrival the time from landing to the
 * driver's car (immigration, baggage and customs at Cancun's terminals). They agree with the pickup
 * choices of pickup.ts, which give Tulum the longest lead.
 */
import { addMinutes } from 'date-fns';
import { referenceTime, type TimedBooking } from './booking-timing';
import { AIRPORT, type LocationName } from './locations';

/** Where travellers stay: every place but the airport. */
type Stay = Exclude<LocationName, 'Cancun Airport'>;

function isStay(name: LocationName): name is Stay {
  return name !== AIRPORT;
}

/** The usual drive from the airport to each stay, and back, in minutes. */
export const DRIVE_MINUTES: Record<Stay, number> = {
  Cancun: 30,
  'Playa del Carmen': 60,
  Tulum: 120,
};

/** An arrival's calendar entry starts at landing; the drive starts once the traveller is out. */
export const LANDING_TO_DRIVER_MINUTES = 60;

export type RouteOfBooking = TimedBooking & { from: LocationName; to: LocationName };

function stayOf(booking: RouteOfBooking): Stay {
  const stay = booking.serviceType === 'arrival' ? booking.to : booking.from;
  if (!isStay(stay)) throw new RangeError('A transfer goes between the airport and a stay');
  return stay;
}

/** Minutes from the ride's reference time (landing, or pickup) to the traveller's arrival. */
export function estimatedRideMinutes(booking: RouteOfBooking): number {
  const drive = DRIVE_MINUTES[stayOf(booking)];
  return booking.serviceType === 'arrival' ? LANDING_TO_DRIVER_MINUTES + drive : drive;
}

/** When the traveller should be at the hotel (arrival) or at the airport (departure). */
export function estimatedRideEnd(booking: RouteOfBooking): Date {
  return addMinutes(referenceTime(booking), estimatedRideMinutes(booking));
}
