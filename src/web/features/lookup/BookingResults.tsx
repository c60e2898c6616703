import { useState } from 'react';
import { sortForLookup } from '../../../domain/booking-timing';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import { BOOKING_STATUSES, type BookingStatus, statusLabel } from '../../../domain/statuses';
import { SelectField } from '../../components/form/FormField';
import { useUniqueId } from '../../components/uniqueId';
import { LookupBookingCard } from './LookupBookingCard';
import { PaymentFailedModal } from './PaymentFailedModal';
import { usePayNow } from './usePayNow';

type BookingResultsProps = {
  bookings: CustomerBooking[];
  contact: { email: string; lastName: string };
};

/** The bookings found, in the lookup order, with a status filter when there is more than one. */
export function BookingResults({ bookings, contact }: BookingResultsProps) {
  const id = useUniqueId();
  const [filter, setFilter] = useState<BookingStatus | 'all'>('all');
  const { payNow, payingId, failure, dismissFailure } = usePayNow(contact);
  const [lastPayButton, setLastPayButton] = useState<HTMLElement | null>(null);
  const now = new Date();
  const sorted = sortForLookup(bookings, now);
  const shown = filter === 'all' ? sorted : sorted.filter((booking) => booking.status === filter);
  const present = BOOKING_STATUSES.filter((status) => bookings.some((booking) => booking.status === status));

  return (
    <div className="space-y-4">
      {bookings.length > 1 ? (
        <SelectField
          id={`${id}-status`}
          label="Filter by status"
          className="max-w-xs"
          value={filter}
          onChange={(event) => setFilter(event.target.value as BookingStatus | 'all')}
        >
          <option value="all">All ({bookings.length})</option>
          {present.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)} ({bookings.filter((booking) => booking.status === status).length})
            </option>
          ))}
        </SelectField>
      ) : null}
      <ul aria-label="Your bookings" className="space-y-4">
        {shown.map((booking) => (
          <LookupBookingCard
            key={booking.id}
            booking={booking}
            now={now}
            paying={payingId === booking.id}
            payDisabled={payingId !== null && payingId !== undefined}
            onPayNow={(bookingId) => {
              setLastPayButton(document.activeElement instanceof HTMLElement ? document.activeElement : null);
              payNow(bookingId);
            }}
          />
        ))}
      </ul>
      {failure ? (
        <PaymentFailedModal
          message={failure}
          onClose={() => {
            dismissFailure();
            lastPayButton?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
