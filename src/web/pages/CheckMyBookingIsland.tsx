import { useDocumentSearch } from '../navigation/documentSearch';
import { CheckMyBookingLookup } from './CheckMyBookingLookup';

/**
 * Check My Booking's island on its light page (docs/decisions/039): the form and the list of bookings,
 * on the document's query instead of a router's.
 */
export function CheckMyBookingIsland() {
  const [params, setParams] = useDocumentSearch();
  return <CheckMyBookingLookup params={params} setParams={setParams} />;
}
