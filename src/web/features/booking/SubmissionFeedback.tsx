import { BOOKING_SUBMISSION_MESSAGES } from '../../../domain/messages';
import { checkMyBookingPath } from '../../../domain/routes';
import { errorMessage } from '../../api/fetchJson';
import { Link } from '../../navigation/NavigationContext';
import type { UnpaidBooking } from './useSubmitBooking';

function checkMyBookingLink(email: string, lastName: string): string {
  return checkMyBookingPath({ email, lastName });
}

/** Why the booking could not be sent, or that it was made but could not be paid yet. */
export function SubmissionFeedback({ error, unpaid }: { error: unknown; unpaid: UnpaidBooking | null }) {
  if (unpaid) {
    return (
      <div role="alert" className="mt-6 rounded-md border border-sand-400 bg-sand-50 p-4 text-sand-900">
        <p className="font-semibold">
          Your booking {unpaid.id} was created, but the payment page could not be opened.
        </p>
        <p className="mt-1">{unpaid.checkoutError ?? BOOKING_SUBMISSION_MESSAGES.noCheckoutUrl}</p>
        <p className="mt-2">
          You can pay it later from{' '}
          <Link to={checkMyBookingLink(unpaid.email, unpaid.lastName)} className="font-semibold underline">
            Check My Booking
          </Link>
          . We have also e-mailed you a payment link.
        </p>
      </div>
    );
  }
  if (!error) return null;
  return (
    <div role="alert" className="mt-6 rounded-md border border-error-600 bg-error-50 p-4 text-error-800">
      {errorMessage(error, BOOKING_SUBMISSION_MESSAGES.createFailed, BOOKING_SUBMISSION_MESSAGES.unexpected)}
    </div>
  );
}
