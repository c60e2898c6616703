import { DISPATCH_TEXTS } from '../../../domain/dispatch';
import { GENERIC_MESSAGES } from '../../../domain/messages';
import { errorMessage } from '../../api/fetchJson';
import { DriverForm } from './DriverForm';
import { acceptRide } from './providerRideApi';
import { useRideAction } from './useProviderRide';

/** 'Accept Ride' with the driver's details; it acts at once, and the traveller is told who drives. */
export function AcceptRideForm({ idPrefix }: { idPrefix: string }) {
  const accept = useRideAction(acceptRide);
  return (
    <DriverForm
      idPrefix={idPrefix}
      label={DISPATCH_TEXTS.acceptRide}
      submitLabel={DISPATCH_TEXTS.acceptRide}
      busy={accept.isPending}
      error={accept.isError ? errorMessage(accept.error, GENERIC_MESSAGES.unexpectedTryAgain) : null}
      onSubmit={(driver) => accept.mutate(driver)}
    />
  );
}
