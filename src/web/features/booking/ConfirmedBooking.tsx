import { offersCalendarEntry } from '../../../domain/calendar-download';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { offersReceipt } from '../../../domain/receipt';
import { APP_ROUTES, checkMyBookingPath } from '../../../domain/routes';
import type { ConfirmationBooking } from '../../../domain/schemas/booking';
import { bookingFacts } from '../../components/booking/bookingFacts';
import { FactList } from '../../components/booking/FactList';
import { ManageBookingLink } from '../../components/booking/ManageBookingLink';
import { ReceiptLink } from '../../components/booking/ReceiptLink';
import { Link } from '../../navigation/NavigationContext';
import { AddToCalendarLink } from './AddToCalendarLink';
import { ArrivalInstructions } from './ArrivalInstructions';
import { CopyBookingId } from './CopyBookingId';
import { Panel } from './Panel';

/**
 * The confirmation of one booking: its id, details, what happens next (the arrival kit, or the pickup)
 * and, if unpaid, how to pay; once paid, its calendar entry and its PDF receipt.
 */
export function ConfirmedBooking({
  booking,
  supportEmail,
  supportPhone = null,
}: {
  /** With the e-mail this browser booked with, when it is this booking's (never from the server). */
  booking: ConfirmationBooking & { email?: string };
  supportEmail: string;
  /** The operator's 24/7 line (SUPPORT_PHONE), linked in the arrival kit when set. */
  supportPhone?: string | null;
}) {
  // Check My Booking filled in when this browser knows the e-mail; else its form asks for it.
  const payLink = booking.email
    ? checkMyBookingPath({ email: booking.email, lastName: booking.lastName })
    : APP_ROUTES.checkMyBooking;
  const calendarLink = offersCalendarEntry(booking.status) ? <AddToCalendarLink booking={booking} /> : null;
  return (
    <div className="space-y-6 text-base">
      <p className="text-lg">Thank you, {booking.firstName}. Your transfer is booked.</p>
      <CopyBookingId id={booking.id} />
      <ManageBookingLink bookingId={booking.id} />
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
          <FactList facts={bookingFacts(booking)} />
        </div>
        {offersReceipt(booking.status) ? <ReceiptLink booking={booking} /> : null}
      </Panel>
      {booking.serviceType === 'arrival' ? (
        <ArrivalInstructions
          supportEmail={supportEmail}
          supportPhone={supportPhone}
          meetingPoint={booking.meetingPoint}
        >
          {calendarLink}
        </ArrivalInstructions>
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
