import { useState } from 'react';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import type { AdminBooking } from '../../../../domain/schemas/booking';
import { errorMessage } from '../../../api/fetchJson';
import { QueryState } from '../../../components/kit/QueryState';
import { DispatchPanel } from './DispatchPanel';
import { useBookingDispatch } from './useDispatch';

/**
 * The card's 'Dispatch' disclosure (issue 28), closed at first like 'More details' and 'History', so the
 * card keeps its height and a page of cards asks the server nothing: the offer is loaded when it opens.
 */
export function DispatchSection({ booking, idPrefix }: { booking: AdminBooking; idPrefix: string }) {
  const [open, setOpen] = useState(false);
  const dispatch = useBookingDispatch(booking.id, open);
  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-md border border-slate-200"
    >
      <summary className="cursor-pointer px-3 py-1 text-sm font-semibold text-ocean-800">Dispatch</summary>
      <div className="px-3 pb-3 pt-1 text-sm">
        {open ? (
          <QueryState
            query={dispatch}
            loadingText="Loading dispatch..."
            errorText={(error) => errorMessage(error, GENERIC_MESSAGES.unexpectedTryAgain)}
            compact
          >
            {(data) => <DispatchPanel booking={booking} dispatch={data} idPrefix={idPrefix} />}
          </QueryState>
        ) : null}
      </div>
    </details>
  );
}
