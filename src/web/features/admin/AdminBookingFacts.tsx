import { routeText, yesNo } from '../../../domain/booking-text';
import { referenceTime } from '../../../domain/booking-timing';
import {
  CANCUN_TIME_LABEL,
  cancunDateTimeText,
  formatCancunCompactDateTime,
  formatCancunShortDateTime,
} from '../../../domain/cancun-time';
import { landingText } from '../../../domain/landing';
import { childSeatsText } from '../../../domain/manage-booking';
import { formatUsd } from '../../../domain/money';
import { passengerLabel } from '../../../domain/passengers';
import type { AdminBooking } from '../../../domain/schemas/booking';
import { SERVICE_TYPE_SHORT_LABELS } from '../../../domain/service-type-short-labels';
import { SERVICE_TYPE_LABELS } from '../../../domain/service-types';
import { terminalLabel } from '../../../domain/terminals';
import { type Fact, FactList } from '../../components/booking/FactList';

/** '—' for what the traveller or the admin left empty, so a blank never reads as a missing line. */
function orDash(value: string | null): string {
  return value?.trim() ? value : '—';
}

/**
 * The line an operator scans first: when the ride is (a departure's pickup, an arrival's
 * landing) in Cancun time, the route, the service type, the group and the total.
 */
export function BookingScanLine({ booking }: { booking: AdminBooking }) {
  const ride = referenceTime(booking);
  const parts = [
    routeText(booking.from, booking.to),
    SERVICE_TYPE_SHORT_LABELS[booking.serviceType],
    passengerLabel(booking.passengers),
    formatUsd(booking.totalPrice),
  ];
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-800">
      <time dateTime={ride.toISOString()} className="font-semibold text-ocean-900">
        {`${booking.serviceType === 'departure' ? 'Pickup' : 'Lands'} ${formatCancunShortDateTime(ride)} (${CANCUN_TIME_LABEL})`}
      </time>
      {parts.map((part) => (
        <span key={part} className="before:mr-3 before:text-slate-400 before:content-['·']">
          {part}
        </span>
      ))}
    </p>
  );
}

/**
 * The scheduled flight time and, once a delay or the landing is known, the landing's words
 * under it: the row keeps its six columns, the card grows a line only when there is news.
 */
function FlightTime({ booking }: { booking: AdminBooking }) {
  const news = booking.serviceType === 'arrival' && (booking.expectedLandingAt !== null || booking.landed);
  return (
    <>
      {formatCancunCompactDateTime(booking.flightDateTime)}
      {news ? (
        <span className="block font-semibold text-sand-900">
          {landingText({
            scheduled: booking.flightDateTime,
            expected: booking.expectedLandingAt,
            landed: booking.landed,
          })}
        </span>
      ) : null}
    </>
  );
}

/** An arrival's terminal, meeting point, landing and free wait, behind 'More details'. */
function arrivalFacts(booking: AdminBooking): Fact[] {
  if (booking.serviceType !== 'arrival') return [];
  const landing = landingText({
    scheduled: booking.flightDateTime,
    expected: booking.expectedLandingAt,
    landed: booking.landed,
  });
  const learnt =
    booking.landingSource && booking.landingLearntAt
      ? ` (from the ${booking.landingSource}, ${cancunDateTimeText(booking.landingLearntAt)})`
      : '';
  return [
    { label: 'Terminal', value: terminalLabel(booking.terminal) },
    { label: 'Meeting point', value: orDash(booking.meetingPoint) },
    { label: 'Landing', value: `${landing}${learnt}` },
    ...(booking.freeWaitUntil
      ? [{ label: 'Free wait until', value: cancunDateTimeText(booking.freeWaitUntil) }]
      : []),
  ];
}

/** The facts an operator needs next to the scan line, one short row on a wide screen. */
export function BookingKeyFacts({ booking }: { booking: AdminBooking }) {
  const facts: Fact[] = [
    // An erased booking has no flight, hotel or phone left: a dash in their place.
    {
      label: 'Flight',
      value: booking.flightNumber ? `${booking.flightAirline} ${booking.flightNumber}` : '—',
    },
    // Without the weekday, so it keeps to one line in its column (the scan line above has the ride's day).
    { label: 'Flight time', value: <FlightTime booking={booking} /> },
    { label: 'Hotel', value: orDash(booking.hotelName) },
    {
      label: 'Phone',
      value: booking.phone ? (
        <a className="text-ocean-700 underline" href={`tel:${booking.phone.replace(/\s+/g, '')}`}>
          {booking.phone}
        </a>
      ) : (
        '—'
      ),
    },
    {
      label: 'Email',
      value: (
        <a
          className="block truncate text-ocean-700 underline"
          title={booking.email}
          href={`mailto:${booking.email}`}
        >
          {booking.email}
        </a>
      ),
    },
    {
      label: 'Driver',
      value: booking.driverName
        ? `${booking.driverName}${booking.driverCompany ? ` (${booking.driverCompany})` : ''}`
        : '—',
    },
  ];
  return <FactList facts={facts} dense />;
}

/** The rest of the booking, read-only, with times written out in full: behind the card's 'More details'. */
export function BookingMoreFacts({ booking }: { booking: AdminBooking }) {
  const facts: Fact[] = [
    { label: 'Service type', value: SERVICE_TYPE_LABELS[booking.serviceType] },
    { label: 'Flight date and time', value: cancunDateTimeText(booking.flightDateTime) },
    {
      label: 'Pickup time',
      value: booking.pickupTimeCalc
        ? `${cancunDateTimeText(booking.pickupTimeCalc)}${booking.pickupTime ? ` (${booking.pickupTime} hours before the flight)` : ''}`
        : 'At arrival',
    },
    ...arrivalFacts(booking),
    { label: 'Reservation name', value: orDash(booking.reservationName) },
    { label: 'Bulky luggage', value: yesNo(booking.hasBulkyLuggage) },
    { label: 'Child Seats', value: childSeatsText(booking.childSeats) },
    { label: 'Special instructions', value: orDash(booking.specialInstructions) },
    { label: 'Created', value: cancunDateTimeText(booking.createdAt) },
    { label: 'Driver ordered', value: yesNo(booking.driverOrdered) },
    { label: 'Admin notes', value: orDash(booking.adminNotes) },
  ];
  return <FactList facts={facts} />;
}
