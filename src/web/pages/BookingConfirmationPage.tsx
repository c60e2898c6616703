import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CONFIRMATION_MESSAGES, GENERIC_MESSAGES } from '../../domain/messages';
import { APP_ROUTES } from '../../domain/routes';
import { fetchBooking } from '../api/bookingApi';
import { ApiError } from '../api/fetchJson';
import { PageSection } from '../components/PageSection';
import { pageTitle } from '../components/pageTitle';
import { useHydrated } from '../components/useHydrated';
import { ConfirmedBooking } from '../features/booking/ConfirmedBooking';
import { loadBookingContact, loadLastBooking } from '../features/booking/lastBookingStorage';

/** The last name this browser knows for the booking: the confirmation call needs id and last name. */
function knownLastName(id: string): string | null {
  const last = loadLastBooking();
  if (last?.id === id) return last.lastName;
  return loadBookingContact()?.lastName ?? null;
}

/** SPEC section 8, confirmation page. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind === 'network') return CONFIRMATION_MESSAGES.unexpected;
  if (error.status === 400) return CONFIRMATION_MESSAGES.invalidBookingId;
  if (error.status === 404) return CONFIRMATION_MESSAGES.notFound;
  return CONFIRMATION_MESSAGES.retrieveFailed;
}

/** /booking-confirmation/:id: loads the booking with the last-booking data kept in this browser. */
export function BookingConfirmationPage() {
  const { id = '' } = useParams();
  // The prerendered page (any id) shows the loading state; the browser's storage is read after hydration.
  const hydrated = useHydrated();
  const lastName = hydrated ? knownLastName(id) : null;
  const query = useQuery({
    queryKey: ['booking', id, lastName],
    queryFn: ({ signal }) => fetchBooking(id, lastName ?? '', signal),
    enabled: hydrated && lastName !== null,
    retry: (count, error) => error instanceof ApiError && error.status >= 500 && count < 1,
  });

  const failed = hydrated && (lastName === null || query.isError);
  let body: ReactNode;
  if (failed) {
    const message = lastName === null ? CONFIRMATION_MESSAGES.notFound : failureMessage(query.error);
    body = (
      <div role="alert" className="rounded-md border border-error-600 bg-error-50 p-4 text-error-800">
        <p className="font-semibold">{message}</p>
        <p className="mt-2 text-base">
          Find your booking with your email and last name on{' '}
          <Link to={APP_ROUTES.checkMyBooking} className="font-semibold underline">
            Check My Booking
          </Link>
          .
        </p>
      </div>
    );
  } else if (query.isSuccess) {
    body = <ConfirmedBooking booking={query.data.booking} supportEmail={query.data.supportEmail} />;
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
      <title>{pageTitle('Booking Confirmation')}</title>
      {body}
      <p>
        <Link to={APP_ROUTES.home} className="font-semibold text-ocean-700 underline hover:text-ocean-900">
          {GENERIC_MESSAGES.backToHome}
        </Link>
      </p>
    </PageSection>
  );
}
