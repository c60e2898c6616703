import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { RECONCILIATION_FAILED_MESSAGE, reconciliationSummary } from '../../../domain/reconciliation';
import { errorMessage } from '../../api/fetchJson';
import { Alert } from '../../components/kit/Alert';
import { reconcilePayments } from './adminApi';
import { ADMIN_KEY } from './useAdminBookings';

/**
 * 'Reconcile Payments': compares our payments with the provider's now, as the daily job does,
 * and says what it found. Differences land in 'Needs attention', which is asked for again.
 */
export function ReconcileAction({ className }: { className: string }) {
  const client = useQueryClient();
  const reconcile = useMutation({
    mutationFn: reconcilePayments,
    // What it found shows at once; the lists catch up behind it (a full dashboard takes seconds to read).
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ADMIN_KEY });
    },
  });
  return (
    <>
      <button
        type="button"
        disabled={reconcile.isPending}
        onClick={() => reconcile.mutate()}
        className={`${className} disabled:cursor-wait disabled:opacity-80`}
      >
        <Scale aria-hidden="true" className="size-4" />
        {reconcile.isPending ? 'Reconciling...' : 'Reconcile Payments'}
      </button>
      {reconcile.data ? (
        <p role="status" className="w-full font-semibold text-slate-800 sm:w-auto">
          {reconciliationSummary(reconcile.data)}
        </p>
      ) : null}
      {reconcile.isError ? (
        <Alert inline className="w-full sm:w-auto">
          {errorMessage(reconcile.error, RECONCILIATION_FAILED_MESSAGE)}
        </Alert>
      ) : null}
    </>
  );
}
