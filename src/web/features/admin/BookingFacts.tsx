import { routeText, yesNo } from '../../../domain/booking-text';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { childSeatsText } from '../../../domain/manage-booking';
import { formatUsd } from '../../../domain/money';
import { passengerLabel } from '../../../domain/passengers';
import type { AdminBooking } from '../../../domain/schemas/booking';
import { SERVICE_TYPE_LABELS } from '../../../domain/service-types';
import { type Fact, FactList } from '../../components/booking/FactList';

/** '—' for what the traveller or the admin left empty, so a blank never reads as a missing line. */
function orDash(value: string | null): string {
  return value?.trim() ? value : '—';
}

/** Every field of the booking, read-only, in Cancun time: what the operator reads at a glance. */
export function BookingFacts({ booking }: { booking: AdminBooking }) {
  const facts: Fact[] = [
    { label: 'Route', value: routeText(booking.from, booking.to) },
    { label: 'Service type', value: SERVICE_TYPE_LABELS[booking.serviceType] },
    { label: 'Flight date and time', value: cancunDateTimeText(booking.flightDateTime) },
    {
      label: 'Pickup time',
      value: booking.pickupTimeCalc
        ? `${cancunDateTimeText(booking.pickupTimeCalc)}${booking.pickupTime ? ` (${booking.pickupTime} hours before the flight)` : ''}`
        : 'At arrival',
    },
    { label: 'Passengers', value: passengerLabel(booking.passengers) },
    { label: 'Name', value: `${booking.firstName} ${booking.lastName}` },
    {
      label: 'Email',
      value: (
        <a className="break-all text-ocean-700 underline" href={`mailto:${booking.email}`}>
          {booking.email}
        </a>
      ),
    },
    {
      label: 'Phone',
      value: (
        <a className="text-ocean-700 underline" href={`tel:${booking.phone.replace(/\s+/g, '')}`}>
          {booking.phone}
        </a>
      ),
    },
    { label: 'Flight', value: `${booking.flightAirline} ${booking.flightNumber}` },
    { label: 'Hotel', value: booking.hotelName },
    { label: 'Reservation name', value: orDash(booking.reservationName) },
    { label: 'Bulky luggage', value: yesNo(booking.hasBulkyLuggage) },
    { label: 'Child Seats', value: childSeatsText(booking.childSeats) },
    { label: 'Special instructions', value: orDash(booking.specialInstructions) },
    { label: 'Total', value: formatUsd(booking.totalPrice) },
    { label: 'Created', value: cancunDateTimeText(booking.createdAt) },
    { label: 'Driver', value: orDash(booking.driverName) },
    { label: 'Driver company', value: orDash(booking.driverCompany) },
    { label: 'Driver ordered', value: yesNo(booking.driverOrdered) },
    { label: 'Admin notes', value: orDash(booking.adminNotes) },
  ];
  return <FactList facts={facts} />;
}
