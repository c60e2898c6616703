import { LoaderCircle } from 'lucide-react';
import { LOOKUP_MESSAGES } from '../../domain/messages';
import type { LookupInput } from '../../domain/schemas/lookup';
import { errorMessage } from '../api/fetchJson';
import { EmailAndLastNameForm } from '../components/form/EmailAndLastNameForm';
import { PaymentBanner } from '../features/lookup/PaymentBanner';
import { useBookingResults } from '../features/lookup/useBookingResults';
import { useLookup } from '../features/lookup/useLookup';

type CheckMyBookingLookupProps = {
  /** The address's query: `?email=&lastName=` lists that traveller's bookings. */
  params: URLSearchParams;
  /** Sets the query as a new history entry. */
  setParams: (next: Record<string, string>) => void;
};

/**
 * Check My Booking's content under its heading (SPEC section 2): the lookup form, or the bookings of the
 * e-mail and last name in the query, which the form puts there so a reload or the checkout's return shows
 * the same list. The same in the single-page app (the router's query) and as the light page's island (the
 * document's query, docs/decisions/039).
 */
export function CheckMyBookingLookup({ params, setParams }: CheckMyBookingLookupProps) {
  const email = params.get('email')?.trim() ?? '';
  const lastName = params.get('lastName')?.trim() ?? '';
  const contact: LookupInput | null = email && lastName ? { email, lastName } : null;
  const lookup = useLookup(contact);
  // The list's code comes with the first search, beside the lookup's answer.
  const results = useBookingResults(contact !== null);
  const paymentSuccessful = params.get('paymentSuccessful') === 'true';

  // The list's code that could not come: as a lookup that failed, the form again with the same words.
  const failed = lookup.isError || results.status === 'failed';
  const lookupError = failed ? errorMessage(lookup.error, LOOKUP_MESSAGES.verifyFailed) : null;

  return (
    <>
      {paymentSuccessful ? <PaymentBanner /> : null}
      {!contact || failed ? (
        <>
          <p>Find your bookings with the email and last name you booked with.</p>
          <EmailAndLastNameForm
            // A new failed lookup starts the form from what was searched.
            key={`${email}|${lastName}`}
            initial={{ email, lastName }}
            error={lookupError}
            onSubmit={(input) => {
              // The same search again asks the server again rather than showing the last failure.
              if (input.email === email && input.lastName === lastName) {
                lookup.refetch();
                results.retry();
              } else setParams(input);
            }}
          />
        </>
      ) : lookup.isPending || results.status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-ocean-800">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          Looking up your bookings...
        </p>
      ) : (
        <>
          <p>
            Bookings for <strong>{email}</strong>. All times are Cancun time.
          </p>
          <results.component bookings={lookup.data?.bookings ?? []} contact={contact} />
          <button
            type="button"
            onClick={() => setParams({})}
            className="rounded-md border border-ocean-700 px-4 py-2 text-base font-semibold text-ocean-800 hover:bg-ocean-50"
          >
            Look up another booking
          </button>
        </>
      )}
    </>
  );
}
