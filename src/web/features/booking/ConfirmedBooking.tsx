import { Link } from 'react-router';
import { routeText, yesNo } from '../../../domain/booking-text';
import { offersCalendarEntry } from '../../../domain/calendar-download';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { formatUsd } from '../../../domain/money';
import { passengerLabel } from '../../../domain/passengers';
import { offersReceipt } from '../../../domain/receipt';
import { checkMyBookingPath } from '../../../domain/routes';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import { SERVICE_TYPE_LABELS } from '../../../domain/service-types';
import { type Fact, FactList } from '../../components/booking/FactList';
import { StatusBadge } from '../../components/booking/StatusBadge';
import { AddToCalendarLink } from './AddToCalendarLink';
import { ArrivalInstructions } from './ArrivalInstructions';
import { CopyBookingId } from './CopyBookingId';
import { Panel } from './Panel';
import { ReceiptLink } from './ReceiptLink';

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
    { label: 'Passengers', value: passengerLabel(booking.passengers) },
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
 * and, if unpaid, how to pay; once paid, its calendar entry and its PDF receipt.
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
      <Panel headingId="booking-details-heading" title="Booking Details" tone="white">
        <div className="mt-4">
          <FactList facts={factsOf(booking)} />
        </div>
        {offersReceipt(booking.status) ? <ReceiptLink booking={booking} /> : null}
      </Panel>
      {booking.serviceType === 'arrival' ? (
        <ArrivalInstructions supportEmail={supportEmail}>{calendarLink}</ArrivalInstructions>
      ) : (
        <Panel headingId="departure-heading" title="Departure Pickup">
          <p className="mt-3">
            {booking.pickupTimeCalc
              ? `Your driver collects you at ${booking.hotelName} on ${cancunDateTimeText(booking.pickupTimeCalc)}.`
              : `Your driver collects you at ${booking.hotelName}.`}
          </p>
          {calendarLink}
        </Panel>
      )}
    </div>
  );
}
