import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { APP_ROUTES, checkMyBookingPath } from '../../domain/routes';
import { confirmPayment } from '../api/bookingApi';
import { errorMessage } from '../api/fetchJson';
import { PageSection } from '../components/PageSection';
import { pageTitle } from '../components/pageTitle';

function checkMyBookingUrl(email: string, lastName: string, paymentSuccessful: boolean): string {
  return checkMyBookingPath({ email, lastName, paymentSuccessful });
}

/**
 * /success and /booking-success (SPEC section 2): the checkout sends the traveller here; the server checks
 * the payment with the provider (a made-up id marks nothing paid), then Check My Booking shows the booking.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id') ?? params.get('payment_intent') ?? '';
  const email = params.get('email') ?? '';
  const lastName = params.get('lastName') ?? '';
  const hasContact = email !== '' && lastName !== '';

  // A query, not an effect with a fetch: it runs once per session id even when React mounts twice.
  const confirmation = useQuery({
    queryKey: ['confirm-payment', sessionId],
    queryFn: () => confirmPayment(sessionId),
    enabled: sessionId !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const confirmed = confirmation.isSuccess;
  const noSession = sessionId === '';

  useEffect(() => {
    if (!hasContact) return;
    if (confirmed) navigate(checkMyBookingUrl(email, lastName, true), { replace: true });
    // Nothing to confirm: the list shows the booking as it stands.
    else if (noSession) navigate(checkMyBookingUrl(email, lastName, false), { replace: true });
  }, [confirmed, noSession, hasContact, email, lastName, navigate]);

  if (confirmation.isError) {
    return (
      <PageSection title="Payment Not Confirmed">
        <title>{pageTitle('Payment Not Confirmed')}</title>
        <div role="alert" className="rounded-md border border-error-600 bg-error-50 p-4 text-error-800">
          <p className="font-semibold">We could not confirm your payment.</p>
          <p className="mt-1 text-base">{errorMessage(confirmation.error, 'Failed to process payment')}</p>
        </div>
        <p>
          If you were charged, your booking is updated as soon as the payment provider tells us. Check its
          status on{' '}
          <Link
            to={hasContact ? checkMyBookingUrl(email, lastName, false) : APP_ROUTES.checkMyBooking}
            className="font-semibold text-ocean-700 underline"
          >
            Check My Booking
          </Link>
          .
        </p>
      </PageSection>
    );
  }

  if (confirmation.isLoading || (hasContact && (confirmed || noSession))) {
    return (
      <PageSection title="Confirming Your Payment">
        <title>{pageTitle('Confirming Your Payment')}</title>
        <p role="status" className="flex items-center gap-2 text-ocean-800">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          Confirming your payment...
        </p>
      </PageSection>
    );
  }

  return (
    <PageSection title="Payment Successful">
      <title>{pageTitle('Payment Successful')}</title>
      <p>Thank you for your payment. We have e-mailed you the details of your booking.</p>
      <p>
        <Link to={APP_ROUTES.home} className="font-semibold text-ocean-700 underline hover:text-ocean-900">
          Return to Home
        </Link>
      </p>
    </PageSection>
  );
}
