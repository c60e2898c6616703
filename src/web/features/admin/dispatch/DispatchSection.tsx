import type { AdminBooking } from '../../../../domain/schemas/booking';
import { QueryDisclosure } from '../../../components/kit/QueryDisclosure';
import { DispatchPanel } from './DispatchPanel';
import { useBookingDispatch } from './useDispatch';

/**
 * The card's 'Dispatch' disclosure, closed at first like 'More details' and 'History', so the
 * card keeps its height and a page of cards asks the server nothing: the offer is loaded when it opens.
 */
export function DispatchSection({ booking, idPrefix }: { booking: AdminBooking; idPrefix: string }) {
  return (
    <QueryDisclosure summary="Dispatch" useQuery={useBookingDispatch} queryId={booking.id} className="pt-1">
      {(data) => <DispatchPanel booking={booking} dispatch={data} idPrefix={idPrefix} />}
    </QueryDisclosure>
  );
}
