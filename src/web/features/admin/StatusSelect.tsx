import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { STATUS_SAVED_MARK_MS } from '../../../domain/constants';
import { GENERIC_MESSAGES } from '../../../domain/messages';
import { BOOKING_STATUSES, type BookingStatus, isBookingStatus, statusLabel } from '../../../domain/statuses';
import { errorMessage } from '../../api/fetchJson';
import { InlineSelectField } from '../../components/form/InlineSelectField';
import { Alert } from '../../components/kit/Alert';
import { useUpdateBooking } from './useAdminBookings';

/**
 * The status, saved as soon as it is chosen (SPEC section 2) with a 'Saved' mark for a moment. Any status
 * may follow any other; choosing cancelled makes the server e-mail the traveller.
 */
export function StatusSelect({
  bookingId,
  status,
  idPrefix,
}: {
  bookingId: string;
  status: BookingStatus;
  idPrefix: string;
}) {
  const update = useUpdateBooking(bookingId);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const id = `${idPrefix}-status`;

  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), STATUS_SAVED_MARK_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  const choose = (value: string) => {
    if (!isBookingStatus(value) || value === status) return;
    setSavedAt(null);
    update.mutate({ status: value }, { onSuccess: () => setSavedAt(Date.now()) });
  };

  // While saving, the select shows what was chosen rather than jumping back to the stored status.
  const shown = update.isPending && update.variables?.status ? update.variables.status : status;
  return (
    <div>
      <div className="flex items-center gap-3">
        <InlineSelectField
          id={id}
          label="Status"
          value={shown}
          disabled={update.isPending}
          onChange={(event) => choose(event.target.value)}
          aria-describedby={update.isError ? `${id}-error` : undefined}
        >
          {BOOKING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </InlineSelectField>
        <span role="status" className="inline-flex items-center gap-1 text-sm font-semibold text-success-700">
          {savedAt !== null ? (
            <>
              <Check aria-hidden="true" className="size-4" />
              Saved
            </>
          ) : null}
        </span>
      </div>
      {update.isError ? (
        <Alert inline id={`${id}-error`} className="mt-1">
          {errorMessage(update.error, GENERIC_MESSAGES.unexpectedTryAgain)}
        </Alert>
      ) : null}
    </div>
  );
}
