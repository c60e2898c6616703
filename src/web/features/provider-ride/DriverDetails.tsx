import { useState } from 'react';
import { GENERIC_MESSAGES } from '../../../domain/messages';
import type { DriverDetailsForm, ProviderRide } from '../../../domain/schemas/dispatch';
import { errorMessage } from '../../api/fetchJson';
import { type Fact, FactList } from '../../components/booking/FactList';
import { FormNotice } from '../../components/form/FormMessages';
import { ActionButton } from '../../components/kit/ActionButton';
import { DriverForm } from './DriverForm';
import { updateDriver } from './providerRideApi';
import { useRideAction } from './useProviderRide';

function driverOf(ride: ProviderRide): DriverDetailsForm | undefined {
  const driver = ride.driver;
  if (!driver?.driverName) return undefined;
  return {
    driverName: driver.driverName,
    driverPhone: driver.driverPhone ?? '',
    vehicle: driver.vehicle ?? '',
    plateNumber: driver.plateNumber ?? '',
  };
}

/**
 * The driver the traveller was told of, and 'Change Driver Details' until the traveller is on board (a
 * new driver's details are e-mailed to the traveller again).
 */
export function DriverDetails({ ride, idPrefix }: { ride: ProviderRide; idPrefix: string }) {
  const [changing, setChanging] = useState(false);
  const update = useRideAction(updateDriver);
  const driver = driverOf(ride);
  const correctable = !ride.marks.onBoardAt && !ride.marks.noShowAt;
  const facts: Fact[] = [
    { label: 'Driver Name', value: driver?.driverName ?? '—' },
    { label: 'Driver Phone', value: driver?.driverPhone || '—' },
    { label: 'Vehicle', value: driver?.vehicle || '—' },
    { label: 'Plate Number', value: driver?.plateNumber || '—' },
  ];
  if (changing && correctable) {
    return (
      <DriverForm
        idPrefix={idPrefix}
        label="Change Driver Details"
        submitLabel="Save Driver Details"
        initial={driver}
        busy={update.isPending}
        error={update.isError ? errorMessage(update.error, GENERIC_MESSAGES.unexpectedTryAgain) : null}
        onSubmit={(details) => update.mutate(details, { onSuccess: () => setChanging(false) })}
      >
        <ActionButton onClick={() => setChanging(false)} disabled={update.isPending}>
          Cancel
        </ActionButton>
      </DriverForm>
    );
  }
  return (
    <div className="space-y-4">
      {update.isSuccess ? <FormNotice>Driver details saved. The traveller has been told.</FormNotice> : null}
      <FactList facts={facts} />
      {correctable ? (
        <ActionButton
          onClick={() => {
            update.reset();
            setChanging(true);
          }}
        >
          Change Driver Details
        </ActionButton>
      ) : null}
    </div>
  );
}
