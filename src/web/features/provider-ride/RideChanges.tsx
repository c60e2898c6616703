import { DISPATCH_TEXTS } from '../../../domain/dispatch';
import { GENERIC_MESSAGES } from '../../../domain/messages';
import type { ProviderRide } from '../../../domain/schemas/dispatch';
import { errorMessage } from '../../api/fetchJson';
import { FormError } from '../../components/form/FormMessages';
import { confirmChanges } from './providerRideApi';
import { useRideAction } from './useProviderRide';

/**
 * What the traveller or the operator changed since the ride was accepted ('label: before → after'), and
 * 'Confirm Changes' to say the driver has them; the operator sees the ride flagged until then.
 */
export function RideChanges({ changes }: { changes: ProviderRide['changes'] }) {
  const confirm = useRideAction<undefined>(confirmChanges);
  return (
    <div className="space-y-3">
      <ul className="list-disc space-y-1 pl-5 text-slate-900">
        {changes.map((change) => (
          <li key={change.label}>{`${change.label}: ${change.before} → ${change.after}`}</li>
        ))}
      </ul>
      <FormError
        message={confirm.isError ? errorMessage(confirm.error, GENERIC_MESSAGES.unexpectedTryAgain) : null}
      />
      <button
        type="button"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(undefined)}
        className="min-h-11 rounded-md bg-ocean-700 px-5 py-2.5 font-semibold text-white hover:bg-ocean-800 disabled:cursor-wait disabled:opacity-70"
      >
        {confirm.isPending ? 'Saving...' : DISPATCH_TEXTS.confirmChanges}
      </button>
    </div>
  );
}
