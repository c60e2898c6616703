import { routeText } from '../../../domain/booking-text';
import { isExpired, isPayable } from '../../../domain/booking-timing';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { formatUsd } from '../../../domain/money';
import { passengerLabel } from '../../../domain/passengers';
import { bookingConfirmationPath } from '../../../domain/routes';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import { SERVICE_TYPE_LABELS } from '../../../domain/service-types';
import { type Fact, FactList } from '../../components/booking/FactList';
import { ManageBookingLink } from '../../components/booking/ManageBookingLink';
import { StatusBadge } from '../../components/booking/StatusBadge';
import { Link } from '../../navigation/NavigationContext';

/** A paid arrival's 'Booking Successful' page holds its arrival instructions: linked from its card. */
const ARRIVAL_INSTRUCTION_STATUSES: readonly string[] = ['paid', 'confirmed'];
const ARRIVAL_INSTRUCTIONS_LINK = 'Arrival Instructions';

type LookupBookingCardProps = {
  booking: CustomerBooking;
  now: Date;
  paying: boolean;
  payDisabled: boolean;
  onPayNow: (bookingId: string) => void;
};

/** One booking in the lookup list; expired ones greyed and labelled (SPEC section 2, Check my booking). */
export function LookupBookingCard({ booking, now, paying, payDisabled, onPayNow }: LookupBookingCardProps) {
  const expired = isExpired(booking, now);
  const facts: Fact[] = [
    { label: 'Route', value: routeText(booking.from, booking.to) },
    { label: 'Flight', value: cancunDateTimeText(booking.flightDateTime) },
  ];
  if (booking.serviceType === 'departure' && booking.pickupTimeCalc) {
    facts.push({ label: 'Pickup', value: cancunDateTimeText(booking.pickupTimeCalc) });
  }
  facts.push(
    { label: 'Passengers', value: passengerLabel(booking.passengers) },
    { label: 'Total', value: formatUsd(booking.totalPrice) },
    { label: 'Booking ID', value: <span className="font-mono">{booking.id}</span> },
  );
  if (booking.driverName) {
    facts.push({
      label: 'Driver',
      value: booking.driverCompany ? `${booking.driverName} (${booking.driverCompany})` : booking.driverName,
    });
  }

  return (
    <li
      aria-label={`Booking ${booking.id}`}
      className={`rounded-lg border p-5 ${expired ? 'border-slate-300 bg-slate-100 text-slate-700' : 'border-ocean-200 bg-white shadow-sm'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-lg font-bold text-ocean-900">
          {SERVICE_TYPE_LABELS[booking.serviceType]}
          {expired ? <span className="ml-2 font-semibold text-slate-700">(Expired)</span> : null}
        </h2>
        <StatusBadge status={booking.status} />
      </div>
      <div className="mt-4 text-base">
        <FactList facts={facts} />
      </div>
      {isPayable(booking, now) ? (
        <button
          type="button"
          onClick={() => onPayNow(booking.id)}
          disabled={payDisabled}
          className="mt-4 rounded-md bg-sand-700 px-5 py-2.5 font-semibold text-white hover:bg-sand-800 disabled:cursor-wait disabled:opacity-80"
        >
          {paying ? 'Processing...' : 'Pay Now'}
        </button>
      ) : null}
      {booking.serviceType === 'arrival' && ARRIVAL_INSTRUCTION_STATUSES.includes(booking.status) ? (
        <p className="mt-4">
          <Link
            to={bookingConfirmationPath(booking.id)}
            className="font-semibold text-ocean-700 underline hover:text-ocean-900"
          >
            {ARRIVAL_INSTRUCTIONS_LINK}
          </Link>
        </p>
      ) : null}
      <ManageBookingLink bookingId={booking.id} className="mt-4" />
      {booking.status === 'pending' && expired ? (
        <p className="mt-4 font-semibold text-slate-700">Payment no longer available</p>
      ) : null}
    </li>
  );
}
