/**
 * The calendar entry (.ics, RFC 5545) of a booking's ride, attached to the payment receipt and downloaded
 * from the confirmation page. The event is written in America/Cancun wall time with its
 * VTIMEZONE: the wall time the site and the e-mails show, and one exact instant, which a phone still on
 * its home zone converts correctly rather than shifting the ride by the difference.
 */
import { arrivalKit, departureMeetingPoint } from './arrival-kit';
import { routeText } from './booking-text';
import { referenceTime } from './booking-timing';
import { BRAND_NAME } from './brand';
import { BUSINESS_TIME_ZONE, cancunDateTimeText } from './cancun-time';
import { escapeIcsText, icsDocument, icsUtcDateTime, icsZonedDateTime } from './ics-format';
import { estimatedRideEnd } from './ride-duration';
import type { BookingRide } from './schemas/booking';
import { GENERIC_ARRIVAL_MEETING_POINT } from './terminals';

/**
 * Cancun has kept UTC-05:00 all year since 1 February 2015 (tzdata: EST, no daylight saving). Calendar
 * apps read the TZID and mostly use their own zone database; this block is for those that do not.
 * calendar-entry.test.ts checks it against the zone database, so a rule change there fails a test.
 */
export const CANCUN_VTIMEZONE: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${BUSINESS_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:20150201T020000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export type CalendarBooking = BookingRide;

export interface CalendarEntryInput {
  booking: CalendarBooking;
  /** The site's host name, which makes the event's UID unique worldwide (`K7M2Q9XH4T@example.com`). */
  siteHost: string;
  supportEmail: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** 'Private transfer: Cancun Airport → Tulum'. */
export function calendarSummary(booking: Pick<CalendarBooking, 'from' | 'to'>): string {
  return `Private transfer: ${routeText(booking.from, booking.to)}`;
}

/** Where the ride starts: outside the terminal for arrivals, the stay's lobby for departures. */
export function calendarLocation(
  booking: Pick<CalendarBooking, 'serviceType' | 'hotelName' | 'meetingPoint'>,
): string {
  return booking.serviceType === 'arrival'
    ? (booking.meetingPoint ?? GENERIC_ARRIVAL_MEETING_POINT)
    : departureMeetingPoint(booking.hotelName);
}

/** The event's notes, one fact a line: what a traveller needs at the kerb without opening an e-mail. */
export function calendarDescription(booking: CalendarBooking, supportEmail: string): string {
  const flight = `${booking.flightAirline} ${booking.flightNumber}`;
  const lines = [`Booking reference: ${booking.id}`, `Route: ${routeText(booking.from, booking.to)}`];
  if (booking.serviceType === 'arrival') {
    lines.push(`Flight: ${flight}, landing ${cancunDateTimeText(booking.flightDateTime)}`);
    // The terminal when the traveller gave one, and where the driver waits there.
    if (booking.terminal) lines.push(`Terminal: ${booking.terminal}`);
    lines.push(`Meeting point: ${booking.meetingPoint ?? GENERIC_ARRIVAL_MEETING_POINT}`);
  } else {
    lines.push(`Flight: ${flight}, departing ${cancunDateTimeText(booking.flightDateTime)}`);
    if (booking.pickupTimeCalc) lines.push(`Pickup: ${cancunDateTimeText(booking.pickupTimeCalc)}`);
  }
  lines.push(`Passengers: ${booking.passengers}`, `Hotel/AirBNB/Stay: ${booking.hotelName}`);
  if (booking.serviceType === 'arrival') {
    lines.push(
      '',
      'Arrival kit:',
      ...arrivalKit(supportEmail, booking.meetingPoint ?? GENERIC_ARRIVAL_MEETING_POINT).map(
        (line) => `- ${line}`,
      ),
    );
  }
  lines.push('', `Questions? Write to ${supportEmail}.`);
  return lines.join('\n');
}

/** The whole .ics file: one VCALENDAR with the Cancun VTIMEZONE and one VEVENT, CRLF line ends. */
export function calendarEntry({ booking, siteHost, supportEmail, now }: CalendarEntryInput): string {
  const start = referenceTime(booking);
  const end = estimatedRideEnd(booking);
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND_NAME}//Booking calendar entry//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...CANCUN_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${booking.id}@${siteHost}`,
    `DTSTAMP:${icsUtcDateTime(now)}`,
    `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${icsZonedDateTime(start, BUSINESS_TIME_ZONE)}`,
    `DTEND;TZID=${BUSINESS_TIME_ZONE}:${icsZonedDateTime(end, BUSINESS_TIME_ZONE)}`,
    `SUMMARY:${escapeIcsText(calendarSummary(booking))}`,
    `LOCATION:${escapeIcsText(calendarLocation(booking))}`,
    `DESCRIPTION:${escapeIcsText(calendarDescription(booking, supportEmail))}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}
