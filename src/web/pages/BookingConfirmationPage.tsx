import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { GENERIC_MESSAGES } from '../../domain/messages';
import { APP_ROUTES, checkMyBookingPath } from '../../domain/routes';
import type { BookedConfirmation } from '../../domain/schemas/booking-api';
import { EmailAndLastNameForm } from '../components/form/EmailAndLastNameForm';
import { PageTitle } from '../components/PageMeta';
import { PageSection } from '../components/PageSection';
import { ConfirmedBooking } from '../features/booking/ConfirmedBooking';
import { useConfirmationBooking } from '../features/booking/useConfirmationBooking';
import { Link, useNavigation } from '../navigation/NavigationContext';

/**
 * /booking-confirmation/:id: the booking, loaded with the last-booking data kept in this browser. Without a
 * router of its own (the id comes in), so the page runs on its own light build (ConfirmationApp,
 * docs/decisions/029) as well as in the single-page app (BookingConfirmationRoute). `shown`: the booking the
 * server rendered the page with, for the browser that booked it (docs/decisions/042).
 */
export function BookingConfirmationPage({ id, shown }: { id: string; shown?: BookedConfirmation }) {
  const booking = useConfirmationBooking(id, shown);
  const { navigate } = useNavigation();
  const failed = booking.status === 'failed';
  let body: ReactNode;
  if (booking.status === 'failed') {
    body = (
      <>
        <div role="alert" className="rounded-md border border-error-600 bg-error-50 p-4 text-error-800">
          <p className="font-semibold">{booking.message}</p>
          <p className="mt-2 text-base">
            Find your booking with your email and last name on{' '}
            <Link to={APP_ROUTES.checkMyBooking} className="font-semibold underline">
              Check My Booking
            </Link>
            , or here.
          </p>
        </div>
        {/* Opened in a browser that did not book (a link from another device): the same check here. */}
        <EmailAndLastNameForm error={null} onSubmit={(input) => navigate(checkMyBookingPath(input))} />
      </>
    );
  } else if (booking.status === 'found') {
    body = (
      <ConfirmedBooking
        booking={booking.booking}
        supportEmail={booking.supportEmail}
        supportPhone={booking.supportPhone ?? null}
      />
    );
  } else {
    body = (
      // As tall as a screen: what follows stays below it until the booking is shown, so nothing moves.
      <p role="status" className="flex min-h-dvh items-start gap-2 text-ocean-800">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        Loading your booking...
      </p>
    );
  }

  return (
    <PageSection title={failed ? 'Booking Confirmation' : 'Booking Successful'}>
      <PageTitle title="Booking Confirmation" />
      {body}
      <p>
        <Link to={APP_ROUTES.home} className="font-semibold text-ocean-700 underline hover:text-ocean-900">
          {GENERIC_MESSAGES.backToHome}
        </Link>
      </p>
    </PageSection>
  );
}
