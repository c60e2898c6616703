import { type ReactNode, useState } from 'react';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { DISPATCH_TEXTS } from '../../../domain/dispatch';
import { GENERIC_MESSAGES } from '../../../domain/messages';
import type { ProviderRideResponse, ProviderRide as Ride } from '../../../domain/schemas/dispatch';
import { errorMessage } from '../../api/fetchJson';
import { Alert } from '../../components/kit/Alert';
import { useUniqueId } from '../../components/uniqueId';
import { AcceptRideForm } from './AcceptRideForm';
import { DeclineRideForm } from './DeclineRideForm';
import { DriverDetails } from './DriverDetails';
import { RideChanges } from './RideChanges';
import { RideFacts } from './RideFacts';
import { RideMarks } from './RideMarks';
import { revealOnMount } from './revealOnMount';
import { TravellerFacts } from './TravellerFacts';
import { RideStoreProvider, useProviderRide, useRefreshAt } from './useProviderRide';

const headingClass = 'text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl';

/** One part of the page: a card with its heading, sized for a phone held in one hand. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useUniqueId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-xl font-semibold text-ocean-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** While the offer is open: the ride, then 'Accept Ride' with the driver and 'Decline Ride' with a reason. */
function OpenOffer({ ride }: { ride: Ride }) {
  const id = useUniqueId();
  return (
    <>
      <p className="text-lg text-slate-800">
        {`${ride.company}: please answer by ${cancunDateTimeText(ride.respondBy)}.`}
      </p>
      <Part title="The ride">
        <RideFacts ride={ride} />
      </Part>
      <Part title="Accept the ride">
        <AcceptRideForm idPrefix={`${id}-accept`} />
      </Part>
      <Part title="Decline the ride">
        <DeclineRideForm idPrefix={`${id}-decline`} />
      </Part>
    </>
  );
}

/** Once accepted: changes to confirm first, then the marks, the traveller, the driver and the ride. */
function AcceptedRide({ ride, justAccepted }: { ride: Ride; justAccepted: boolean }) {
  const id = useUniqueId();
  return (
    <>
      {/* Just accepted on this page: the form is gone, so the new state is announced and shown. */}
      <p
        role="status"
        tabIndex={-1}
        ref={justAccepted ? revealOnMount : undefined}
        className="text-lg text-slate-800 focus:outline-none"
      >{`Accepted by ${ride.company}.`}</p>
      {ride.changes.length > 0 ? (
        <Part title="Changes to confirm">
          <RideChanges changes={ride.changes} />
        </Part>
      ) : null}
      <Part title="Ride progress">
        <RideMarks ride={ride} />
      </Part>
      {ride.traveller ? (
        <Part title="Traveller">
          <TravellerFacts traveller={ride.traveller} />
        </Part>
      ) : null}
      <Part title="Driver">
        <DriverDetails ride={ride} idPrefix={`${id}-driver`} />
      </Part>
      <Part title="The ride">
        <RideFacts ride={ride} />
      </Part>
    </>
  );
}

/** Whether the ride went from offered to accepted while this page was open (not opened accepted). */
function useJustAccepted(status: string | undefined): boolean {
  const [seen, setSeen] = useState({ status, justAccepted: false });
  if (seen.status !== status) {
    setSeen({ status, justAccepted: seen.status === 'offered' && status === 'accepted' });
  }
  return seen.justAccepted;
}

/**
 * The provider's page of a ride offered to them, reached by the offer e-mail's link with no
 * account: 'Ride {id}', the offer with Accept and Decline while it is open, then the traveller, the driver
 * and the marks. A link that no longer opens the ride says so, and offers nothing. `token` is null while
 * not known (the prerendered page, before the browser has read it); `shown` is the answer the server
 * rendered the page with (docs/decisions/061), shown without asking for it again.
 */
export function ProviderRide({ token, shown }: { token: string | null; shown?: ProviderRideResponse }) {
  const ride = useProviderRide(token, shown);
  const answer = ride.data;
  const opened = answer && 'ride' in answer ? answer.ride : null;
  // No token: /provider/rides opened in a tab that never followed a link.
  const closedMessage =
    answer && 'closed' in answer
      ? answer.message
      : token === '' && !answer
        ? DISPATCH_TEXTS.noLongerAssigned
        : null;
  useRefreshAt(ride.store.refresh, opened?.laterMarks.map((later) => later.from) ?? [], ride.dataUpdatedAt);
  const justAccepted = useJustAccepted(opened?.status);
  return (
    <RideStoreProvider value={ride.store}>
      <div className="space-y-6">
        <h1 className={headingClass}>{opened ? `Ride ${opened.bookingId}` : 'Ride offer'}</h1>
        {closedMessage ? <Alert kind="notice">{closedMessage}</Alert> : null}
        {!closedMessage && ride.isPending ? (
          <p role="status" className="text-slate-700">
            Loading the ride...
          </p>
        ) : null}
        {ride.isError ? <Alert>{errorMessage(ride.error, GENERIC_MESSAGES.unexpectedTryAgain)}</Alert> : null}
        {opened?.status === 'offered' ? <OpenOffer ride={opened} /> : null}
        {opened?.status === 'accepted' ? <AcceptedRide ride={opened} justAccepted={justAccepted} /> : null}
      </div>
    </RideStoreProvider>
  );
}
