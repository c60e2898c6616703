import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MANAGE_TEXTS } from '../../../domain/manage-booking';
import { offersReceipt } from '../../../domain/receipt';
import { APP_ROUTES } from '../../../domain/routes';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import type { ManageAccess, ManageBookingResponse } from '../../../domain/schemas/manage-booking';
import { ApiError, errorMessage } from '../../api/fetchJson';
import { bookingFacts } from '../../components/booking/bookingFacts';
import { FactList } from '../../components/booking/FactList';
import { ReceiptLink } from '../../components/booking/ReceiptLink';
import { SupportPhoneLinks } from '../../components/booking/SupportPhoneLinks';
import { EmailAndLastNameForm } from '../../components/form/EmailAndLastNameForm';
import { FormNotice } from '../../components/form/FormMessages';
import { ArrivalPickup } from './ArrivalPickup';
import { CancelBooking } from './CancelBooking';
import { ChangeDetailsForm } from './ChangeDetailsForm';
import { MessagesConsentBox } from './MessagesConsentBox';
import { cancelManagedBooking, fetchManagedBooking, saveManagedChanges } from './manageApi';

type ManageBookingProps = {
  id: string;
  /** What this browser knows, tried in order: the link's token, a lookup in this tab, the last booking. */
  knownAccess: ManageAccess[];
  /** A paid arrival's 'Book Your Return': the page puts the return's draft where /booking reads it. */
  onBookReturn: (booking: CustomerBooking) => void;
};

function isPaid(booking: CustomerBooking): boolean {
  return booking.status === 'paid' || booking.status === 'confirmed';
}

/** The manage page's content: find the booking, then show it with what may still be done. */
export function ManageBooking({ id, knownAccess, onBookReturn }: ManageBookingProps) {
  const queryClient = useQueryClient();
  const [candidates, setCandidates] = useState(knownAccess);
  const [typed, setTyped] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const access = candidates[0] ?? null;
  const queryKey = ['manage-booking', id, access];
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        return await fetchManagedBooking(id, access as ManageAccess, signal);
      } catch (error) {
        // A stale link or an old lookup: try what else this browser knows before asking.
        if (error instanceof ApiError && error.status < 500 && !typed) setCandidates((list) => list.slice(1));
        throw error;
      }
    },
    enabled: access !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  // The form stays while its own lookup runs, so what was typed stays in it.
  if (access === null || (typed && !query.isSuccess)) {
    return (
      <EmailAndLastNameForm
        intro={<p className="text-base">Enter the e-mail and last name you booked with.</p>}
        error={query.isError ? errorMessage(query.error, MANAGE_TEXTS.notFound) : null}
        busy={query.isFetching}
        onSubmit={(input) => {
          setTyped(true);
          setCandidates([input]);
        }}
      />
    );
  }
  if (query.isPending || query.isError) {
    return (
      <p role="status" className="flex items-center gap-2 text-ocean-800">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        Loading your booking...
      </p>
    );
  }

  const { booking, refusal, cancellationSentence, supportEmail, supportPhone, messagesConsent } = query.data;
  const update = (answer: ManageBookingResponse) => {
    queryClient.setQueryData(queryKey, answer);
  };

  return (
    <div className="space-y-6 text-base">
      {cancelled ? <FormNotice>{MANAGE_TEXTS.cancelled}</FormNotice> : null}
      <section
        aria-labelledby="manage-summary-heading"
        className="rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="manage-summary-heading" className="text-xl font-bold text-ocean-900">
          Booking {booking.id}
        </h2>
        <div className="mt-4">
          <FactList facts={bookingFacts(booking)} />
        </div>
        {offersReceipt(booking.status) ? <ReceiptLink booking={booking} /> : null}
      </section>
      {booking.serviceType === 'arrival' && refusal !== 'closed' ? <ArrivalPickup booking={booking} /> : null}
      {refusal !== 'closed' && supportPhone ? <SupportPhoneLinks phone={supportPhone} /> : null}
      {refusal !== 'closed' ? (
        <MessagesConsentBox id={id} access={access} consent={messagesConsent ?? false} onSaved={update} />
      ) : null}
      {booking.serviceType === 'arrival' && isPaid(booking) ? (
        <p>
          <Link
            to={APP_ROUTES.booking}
            onClick={() => onBookReturn(booking)}
            className="font-semibold text-ocean-700 underline hover:text-ocean-900"
          >
            {MANAGE_TEXTS.bookYourReturn}
          </Link>
        </p>
      ) : null}
      {refusal === 'cutoff' ? (
        <div role="note" className="rounded-md border border-sand-400 bg-sand-50 p-4 text-sand-900">
          <p>{MANAGE_TEXTS.pastCutoff}</p>
          <p className="mt-1">
            <a href={`mailto:${supportEmail}`} className="font-semibold underline">
              {supportEmail}
            </a>
          </p>
        </div>
      ) : null}
      {refusal === null ? (
        <>
          <ChangeDetailsForm
            key={booking.id}
            booking={booking}
            onSave={async (changes) => update(await saveManagedChanges(id, access, changes))}
          />
          <CancelBooking
            sentence={cancellationSentence ?? ''}
            onCancel={async () => {
              update(await cancelManagedBooking(id, access));
              setCancelled(true);
            }}
          />
        </>
      ) : null}
    </div>
  );
}
