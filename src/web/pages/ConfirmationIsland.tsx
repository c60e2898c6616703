import { bookingConfirmationIdOf } from '../../domain/routes';
import type { BookedConfirmation } from '../../domain/schemas/booking-api';
import { useNavigation } from '../navigation/NavigationContext';
import { BookingConfirmationPage } from './BookingConfirmationPage';

/**
 * The confirmation page's booking as an island of the light page (docs/decisions/039): the booking, its
 * copy button and its links, all drawn in the browser from the booking it loads. Its id is the address's:
 * hydrated with the prerendered one (the loading state, the same for every id), then the page's own. On a
 * page the server rendered for the browser that booked (docs/decisions/042), the booking comes in `shown`
 * (the wrapper's props) and nothing is fetched.
 */
export function ConfirmationIsland({ shown }: { shown?: BookedConfirmation }) {
  const { pathname } = useNavigation().location;
  return <BookingConfirmationPage id={bookingConfirmationIdOf(pathname) ?? ''} shown={shown} />;
}
