/**
 * The messages a traveller gets by WhatsApp or SMS at the four moments of a ride, in English and short
 * (an SMS segment is 160 characters; a WhatsApp template allows more, but nobody reads more at the kerb).
 * Arrivals: booked, 24 hours before, on landing, and when the driver marks the meeting point.
 * Departures: booked, 24 hours before, and the driver's mark at the pickup place.
 */
import { formatCancunDateTime, formatCancunTime } from './cancun-time';
import type { ServiceType } from './service-types';
import { signText } from './sign-code';

export const MESSAGE_MOMENTS = ['booked', 'day-before', 'landed', 'driver-here'] as const;
export type MessageMoment = (typeof MESSAGE_MOMENTS)[number];

/**
 * The moments a ride of each kind gets: a departure has no landing.
 * @internal The worker runs this rule as SQL (messaging/moments.queries.ts).
 */
export function momentsOf(serviceType: ServiceType): readonly MessageMoment[] {
  return serviceType === 'arrival' ? MESSAGE_MOMENTS : ['booked', 'day-before', 'driver-here'];
}

/** The day-before message goes this many hours before the ride (landing or pickup). */
export const DAY_BEFORE_HOURS = 24;

/** What the messages say of a ride: all of it known to the traveller already. */
export type MessageRide = {
  bookingId: string;
  serviceType: ServiceType;
  lastName: string;
  /** The ride's time: an arrival's landing (expected when known), a departure's pickup. */
  rideAt: Date;
  /** The arrival's meeting point, or a departure's pickup place (the hotel's lobby). */
  meetingPoint: string;
  signCode: string;
  /** Known once a provider accepted the ride. */
  driver: { name: string; phone: string | null; vehicle: string | null; plate: string | null } | null;
  /** Arrivals: until when the driver waits (free wait after the landing). */
  waitUntil: Date | null;
};

/** How a traveller reaches us at the kerb: the 24/7 line when set, else the support address. */
export function supportLine(supportPhone: string | null, supportEmail: string): string {
  return supportPhone === null ? `Help: ${supportEmail}` : `Help 24/7: ${supportPhone}`;
}

const driverName = (ride: MessageRide) => ride.driver?.name ?? 'Your driver';

function driverDetails(ride: MessageRide): string {
  if (ride.driver === null) return 'Your driver’s details follow once assigned.';
  const parts = [ride.driver.name, ride.driver.vehicle, ride.driver.plate && `plate ${ride.driver.plate}`];
  return `Driver: ${parts.filter(Boolean).join(', ')}.`;
}

/** The message's text at a moment, ending with the support line. */
export function messageText(moment: MessageMoment, ride: MessageRide, support: string): string {
  const sign = `'${signText(ride.lastName, ride.signCode)}'`;
  const when = formatCancunDateTime(ride.rideAt);
  const body = ((): string => {
    switch (moment) {
      case 'booked':
        return ride.serviceType === 'arrival'
          ? `Booking ${ride.bookingId} confirmed: arrival ${when}. Your driver waits at ${ride.meetingPoint} with a sign ${sign}.`
          : `Booking ${ride.bookingId} confirmed: pickup ${when} at ${ride.meetingPoint}`;
      case 'day-before':
        return `Tomorrow, ${when}: ${driverDetails(ride)} Meeting point: ${ride.meetingPoint}`;
      case 'landed':
        return (
          `Welcome to Cancun. Walk past the sellers in the hall: ${driverName(ride)} waits at ${ride.meetingPoint}` +
          ` until ${formatCancunTime(ride.waitUntil ?? ride.rideAt)}, with a sign ${sign}. ` +
          'Never go with anyone whose sign lacks the code.'
        );
      case 'driver-here':
        return `${driverName(ride)} is at ${ride.meetingPoint} now`;
    }
  })();
  return `${body}\n${support}`;
}

/**
 * When each timed moment falls due; 'booked', 'landed' and 'driver-here' are due when they happen.
 * @internal The worker runs this rule as SQL (messaging/moments.queries.ts).
 */
export function dayBeforeDueAt(rideAt: Date): Date {
  return new Date(rideAt.getTime() - DAY_BEFORE_HOURS * 60 * 60 * 1000);
}

/** The pages' and e-mails' line before the operator's 24/7 line's call and WhatsApp links. */
export const SUPPORT_PHONE_TEXT = 'Cannot find your driver? Call or WhatsApp us 24/7:';

/** The links to the operator's line: a call, and a WhatsApp chat (wa.me takes the digits alone). */
export function supportPhoneLinks(phone: string): { call: string; whatsapp: string } {
  return { call: `tel:${phone}`, whatsapp: `https://wa.me/${phone.replace(/\D/g, '')}` };
}
