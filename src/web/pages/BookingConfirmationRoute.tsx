import { useParams } from 'react-router';
import { BookingConfirmationPage } from './BookingConfirmationPage';

/** The confirmation page inside the single-page app, should a link there ever be followed in the app. */
export function BookingConfirmationRoute() {
  const { id = '' } = useParams();
  return <BookingConfirmationPage id={id} />;
}
