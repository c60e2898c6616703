import { Link } from 'react-router';
import { offersCalendarEntry } from '../../../domain/calendar-download';
import { formatUsd } from '../../../domain/money';
import { checkMyBookingPath } from '../../../domain/routes';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import { SERVICE_TYPE_LABELS } from '../../../domain/service-types';
import { cancunDateTimeText, passengersText, routeText, yesNo } from '../../components/booking/bookingText';
import { type Fact, FactList } from '../../components/booking/FactList';
import { StatusBadge } from '../../components/booking/StatusBadge';
import { AddToCalendarLink } from './AddToCalendarLink';
import { ArrivalInstructions } from './ArrivalInstructions';
import { CopyBookingId } from './CopyBookingId';

function factsOf(booking: CustomerBooking): Fact[] {
  const facts: Fact[] = [
    { label: 'Status', value: <StatusBadge status={booking.status} /> },
    { label: 'Service Type', value: SERVICE_TYPE_LABELS[booking.serviceType] },
    { label: 'Route', value: routeText(booking.from, booking.to) },
    { label: 'Flight', value: `${booking.flightAirline} ${booking.flightNumber}` },
    { label: 'Flight Date and Time', value: cancunDateTimeText(booking.flightDateTime) },
  ];
  if (booking.serviceType === 'departure' && booking.pickupTimeCalc) {
    facts.push({ label: 'Pickup Time', value: cancunDateTimeText(booking.pickupTimeCalc) });
  }
  facts.push(
    { label: 'Passengers', value: passengersText(booking.passengers) },
    { label: 'Name', value: `${booking.firstName} ${booking.lastName}` },
    { label: 'Email', value: booking.email },
    { label: 'Phone', value: booking.phone },
    { label: 'Hotel/AirBNB/Stay', value: booking.hotelName },
    { label: 'Bulky Luggage', value: yesNo(booking.hasBulkyLuggage) },
    { label: 'Total', value: formatUsd(booking.totalPrice) },
  );
  if (booking.specialInstructions)
    facts.push({ label: 'Special Instructions', value: booking.specialInstructions });
  return facts;
}

/**
 * The confirmation of one booking: its id, details, what happens next (the arrival kit, or the pickup)
 * and, if unpaid, how to pay; once paid, its calendar entry.
 */
export function ConfirmedBooking({
  booking,
  supportEmail,
}: {
  booking: CustomerBooking;
  supportEmail: string;
}) {
  const payLink = checkMyBookingPath(booking);
  const calendarLink = offersCalendarEntry(booking.status) ? <AddToCalendarLink booking={booking} /> : null;
  return (
    <div className="space-y-6 text-base">
      <p className="text-lg">Thank you, {booking.firstName}. Your transfer is booked.</p>
      <CopyBookingId id={booking.id} />
      {booking.status === 'pending' ? (
        <div role="note" className="rounded-md border border-sand-400 bg-sand-50 p-4 text-sand-900">
          <p className="font-semibold">Payment pending</p>
          <p className="mt-1">
            Your booking is confirmed once it is paid in full. Pay it from{' '}
            <Link to={payLink} className="font-semibold underline">
              Check My Booking
            </Link>{' '}
            or with the payment link we e-mailed you.
          </p>
        </div>
      ) : null}
      <section
        aria-labelledby="booking-details-heading"
        className="rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="booking-details-heading" className="mb-4 text-xl font-bold text-ocean-900">
          Booking Details
        </h2>
        <FactList facts={factsOf(booking)} />
      </section>
      {booking.serviceType === 'arrival' ? (
        <ArrivalInstructions supportEmail={supportEmail}>{calendarLink}</ArrivalInstructions>
      ) : (
        <section
          aria-labelledby="departure-heading"
          className="rounded-lg border border-ocean-200 bg-ocean-50 p-5"
        >
          <h2 id="departure-heading" className="text-xl font-bold text-ocean-900">
            Departure Pickup
          </h2>
          <p className="mt-3">
            {booking.pickupTimeCalc
              ? `Your driver collects you at ${booking.hotelName} on ${cancunDateTimeText(booking.pickupTimeCalc)}.`
              : `Your driver collects you at ${booking.hotelName}.`}
          </p>
          {calendarLink}
        </section>
      )}
    </div>
  );
}
