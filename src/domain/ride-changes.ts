/**
 * What of a change to a booking its provider must hear: the facts a driver works from, said as
 * 'label: before → after' in the provider's e-mail and on their page until they press 'Confirm Changes'.
 * The traveller's e-mail, the admin's notes and the status are not the provider's business.
 */

import { routeText, yesNo } from './booking-text';
import { referenceTime, type TimedBooking } from './booking-timing';
import { cancunDateTimeText } from './cancun-time';
import { childSeatsText } from './manage-booking';
import { TERMINAL_LABELS, TERMINAL_NOT_SURE_LABEL, type Terminal } from './terminals';

const terminalText = (terminal: string | null) =>
  terminal === null ? TERMINAL_NOT_SURE_LABEL : (TERMINAL_LABELS[terminal as Terminal] ?? terminal);

export type ProviderFacts = TimedBooking & {
  from: string;
  to: string;
  passengers: number;
  childSeats: number;
  hasBulkyLuggage: boolean;
  hotelName: string;
  flightNumber: string;
  flightAirline: string;
  specialInstructions: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** An arrival's terminal ('2', '3', '4'; null when not sure). */
  terminal?: string | null;
};

export type RideChangeLine = { label: string; before: string; after: string };

const FACTS: readonly [label: string, text: (ride: ProviderFacts) => string][] = [
  ['Route', (ride) => routeText(ride.from, ride.to)],
  ['Ride time', (ride) => cancunDateTimeText(referenceTime(ride))],
  ['Flight', (ride) => `${ride.flightAirline} ${ride.flightNumber}`],
  ['Flight time', (ride) => cancunDateTimeText(ride.flightDateTime)],
  ['Terminal', (ride) => (ride.serviceType === 'arrival' ? terminalText(ride.terminal ?? null) : '')],
  ['Passengers', (ride) => String(ride.passengers)],
  ['Child Seats', (ride) => childSeatsText(ride.childSeats)],
  ['Bulky luggage', (ride) => yesNo(ride.hasBulkyLuggage)],
  ['Hotel/AirBNB/Stay', (ride) => ride.hotelName],
  ['Special instructions', (ride) => ride.specialInstructions || '(none)'],
  ['Traveller', (ride) => `${ride.firstName} ${ride.lastName}`],
  ['Traveller’s phone', (ride) => ride.phone],
];

/** The provider's facts that differ between the two versions of a booking, in a fixed order. */
export function rideChangeLines(before: ProviderFacts, after: ProviderFacts): RideChangeLine[] {
  return FACTS.flatMap(([label, text]) => {
    const was = text(before);
    const now = text(after);
    return was === now ? [] : [{ label, before: was, after: now }];
  });
}

/**
 * Changes not confirmed yet, with newer ones folded in: a fact changed twice keeps its first 'before' and
 * its latest 'after'; one changed back to what the provider had is dropped.
 */
export function foldRideChanges(
  pending: readonly RideChangeLine[],
  next: readonly RideChangeLine[],
): RideChangeLine[] {
  const folded = new Map(pending.map((line) => [line.label, line]));
  for (const line of next) {
    const earlier = folded.get(line.label);
    folded.set(line.label, { label: line.label, before: earlier?.before ?? line.before, after: line.after });
  }
  return FACTS.flatMap(([label]) => {
    const line = folded.get(label);
    return line && line.before !== line.after ? [line] : [];
  });
}
