import { useRef, useState } from 'react';
import { LANDING_TEXTS } from '../../../domain/landing';
import type { AttentionReason } from '../../../domain/schemas/admin-api';
import type { AdminBooking } from '../../../domain/schemas/booking';
import { StatusBadge } from '../../components/booking/StatusBadge';
import { CheckboxField } from '../../components/form/CheckboxField';
import { ActionButton } from '../../components/kit/ActionButton';
import { useUniqueId } from '../../components/uniqueId';
import { BookingKeyFacts, BookingMoreFacts, BookingScanLine } from './AdminBookingFacts';
import { BookingEditForm } from './BookingEditForm';
import { BookingHistory } from './BookingHistory';
import { DriverDetailsAction } from './DriverDetailsAction';
import { DispatchSection } from './dispatch/DispatchSection';
import { showsDispatch } from './dispatch/showsDispatch';
import { FlightDelayedForm, mayMoveLanding } from './FlightDelayedForm';
import { MessageBox } from './MessageBox';
import { PhoneMessagesSection } from './phone-messages/PhoneMessagesSection';
import { RefundAction } from './RefundAction';
import { StatusSelect } from './StatusSelect';

/**
 * One booking on the dashboard, dense enough that several fit on a screen: a header with what an
 * operator scans (who, when in Cancun time, route, type, group, total, status), a row of key facts, every
 * quick action (status, editing, driver details, refund, message) in one row, and the rest of the booking,
 * its dispatch to a transport provider and its history behind disclosures; beside the status, an
 * arrival's 'Flight Delayed'. Behind 'Enable
 * Editing', the edit form, so a stray click never changes a traveller's booking.
 */
type AdminBookingCardProps = {
  booking: AdminBooking;
  /** In the 'Needs attention' view: why, shown first. */
  reasons?: AttentionReason[];
  /** In that view: the driver-details e-mail could not be delivered, so the card offers to send it again. */
  driverDetailsUndelivered?: boolean;
};

export function AdminBookingCard({
  booking,
  reasons,
  driverDetailsUndelivered = false,
}: AdminBookingCardProps) {
  const idPrefix = `booking-${useUniqueId()}`;
  const [editing, setEditing] = useState(false);
  const [delaying, setDelaying] = useState(false);
  const delayButton = useRef<HTMLButtonElement>(null);
  const headingId = `${idPrefix}-heading`;
  const dispatch = showsDispatch(booking.status);

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-lg border border-ocean-200 bg-white px-4 py-3 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0 space-y-0.5">
          <h2 id={headingId} className="text-base font-bold text-ocean-900">
            {booking.firstName} {booking.lastName}
            <span className="ml-2 font-mono text-sm font-semibold text-slate-700">{booking.id}</span>
          </h2>
          <BookingScanLine booking={booking} />
        </div>
        {/* Beside the status, where it costs the card no height (the action row below is full). */}
        <div className="flex items-center gap-3">
          {mayMoveLanding(booking) ? (
            <ActionButton
              ref={delayButton}
              aria-expanded={delaying}
              aria-controls={`${idPrefix}-delay`}
              onClick={() => setDelaying((open) => !open)}
            >
              {LANDING_TEXTS.flightDelayed}
            </ActionButton>
          ) : null}
          <StatusBadge status={booking.status} />
        </div>
      </div>

      {reasons && reasons.length > 0 ? (
        <ul
          aria-label="Needs attention because"
          className="mt-2 space-y-1 rounded-md border border-sand-300 bg-sand-50 px-3 py-1.5 text-sm font-semibold text-sand-900"
        >
          {reasons.map((reason) => (
            <li key={reason.code}>{reason.label}</li>
          ))}
        </ul>
      ) : null}

      <div className="mt-2">
        <BookingKeyFacts booking={booking} />
      </div>

      <div id={`${idPrefix}-delay`} className="mt-2 empty:hidden">
        {delaying && mayMoveLanding(booking) ? (
          <FlightDelayedForm
            booking={booking}
            idPrefix={idPrefix}
            onDone={() => {
              setDelaying(false);
              delayButton.current?.focus();
            }}
          />
        ) : null}
      </div>

      {/* Every control in reach without a click: status, editing, driver details, refund and the message. */}
      <div className="mt-2 flex flex-wrap items-start gap-x-5 gap-y-2 border-t border-slate-200 pt-2">
        <StatusSelect bookingId={booking.id} status={booking.status} idPrefix={idPrefix} />
        <CheckboxField
          id={`${idPrefix}-editing`}
          label="Enable Editing"
          checked={editing}
          onChange={(event) => setEditing(event.target.checked)}
          aria-controls={`${idPrefix}-edit`}
        />
        <div className="empty:hidden">
          <DriverDetailsAction booking={booking} editing={editing} undelivered={driverDetailsUndelivered} />
        </div>
        <RefundAction booking={booking} />
        <div className="min-w-[18rem] flex-1">
          <MessageBox bookingId={booking.id} idPrefix={idPrefix} />
        </div>
      </div>

      <div id={`${idPrefix}-edit`} className="mt-3 empty:hidden">
        {editing ? (
          <BookingEditForm booking={booking} idPrefix={idPrefix} onDone={() => setEditing(false)} />
        ) : null}
      </div>

      {/* The disclosures share one row on a wide screen (a dispatchable card has one more), so a card is no
          taller for each: three cards' headers stay on a 1280x800 screen; an open one takes the whole row. */}
      <div className={`mt-2 grid gap-2 md:grid-cols-2 ${dispatch ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        <details className="rounded-md border border-slate-200 open:col-span-full">
          <summary className="cursor-pointer px-3 py-1 text-sm font-semibold text-ocean-800">
            More details
          </summary>
          <div className="px-3 pb-3 pt-1">
            <BookingMoreFacts booking={booking} />
          </div>
        </details>
        {dispatch ? <DispatchSection booking={booking} idPrefix={idPrefix} /> : null}
        <BookingHistory bookingId={booking.id} />
        <PhoneMessagesSection bookingId={booking.id} idPrefix={idPrefix} />
      </div>
    </li>
  );
}
