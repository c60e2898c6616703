import { useId, useState } from 'react';
import type { AttentionReason } from '../../../domain/schemas/admin-api';
import type { AdminBooking } from '../../../domain/schemas/booking';
import { StatusBadge } from '../../components/booking/StatusBadge';
import { CheckboxField } from '../../components/form/CheckboxField';
import { BookingEditForm } from './BookingEditForm';
import { BookingFacts } from './BookingFacts';
import { BookingHistory } from './BookingHistory';
import { DriverDetailsAction } from './DriverDetailsAction';
import { MessageBox } from './MessageBox';
import { RefundAction } from './RefundAction';
import { StatusSelect } from './StatusSelect';

/**
 * One booking on the dashboard: its details at a glance, the quick actions (status, message, refund) and,
 * behind 'Enable Editing', the edit form, so a stray click never changes a traveller's booking.
 */
type BookingCardProps = {
  booking: AdminBooking;
  /** In the 'Needs attention' view: why, shown first. */
  reasons?: AttentionReason[];
  /** In that view: the driver-details e-mail could not be delivered, so the card offers to send it again. */
  driverDetailsUndelivered?: boolean;
};

export function BookingCard({ booking, reasons, driverDetailsUndelivered = false }: BookingCardProps) {
  const idPrefix = `booking-${useId()}`;
  const [editing, setEditing] = useState(false);
  const headingId = `${idPrefix}-heading`;

  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-ocean-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-ocean-900">
            {booking.firstName} {booking.lastName}
            <span className="ml-2 font-mono text-base font-semibold text-slate-700">{booking.id}</span>
          </h2>
        </div>
        <StatusBadge status={booking.status} />
      </div>

      {reasons && reasons.length > 0 ? (
        <ul
          aria-label="Needs attention because"
          className="mt-3 space-y-1 rounded-md border border-sand-300 bg-sand-50 px-4 py-2 font-semibold text-sand-900"
        >
          {reasons.map((reason) => (
            <li key={reason.code}>{reason.label}</li>
          ))}
        </ul>
      ) : null}

      <div className="mt-4">
        <BookingFacts booking={booking} />
      </div>

      <div className="mt-4 empty:hidden">
        <DriverDetailsAction booking={booking} editing={editing} undelivered={driverDetailsUndelivered} />
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-4">
        <StatusSelect bookingId={booking.id} status={booking.status} idPrefix={idPrefix} />
        <CheckboxField
          id={`${idPrefix}-editing`}
          label="Enable Editing"
          checked={editing}
          onChange={(event) => setEditing(event.target.checked)}
          aria-controls={`${idPrefix}-edit`}
        />
      </div>

      <div id={`${idPrefix}-edit`} className="mt-4 empty:hidden">
        {editing ? (
          <BookingEditForm booking={booking} idPrefix={idPrefix} onDone={() => setEditing(false)} />
        ) : null}
      </div>

      <div className="mt-4 grid gap-6 border-t border-slate-200 pt-4 md:grid-cols-[2fr_1fr]">
        <MessageBox bookingId={booking.id} idPrefix={idPrefix} />
        <div className="md:justify-self-end">
          <RefundAction booking={booking} />
        </div>
      </div>

      <div className="mt-4">
        <BookingHistory bookingId={booking.id} />
      </div>
    </li>
  );
}
