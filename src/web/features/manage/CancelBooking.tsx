import { useState } from 'react';
import { MANAGE_TEXTS } from '../../../domain/manage-booking';
import { errorMessage } from '../../api/fetchJson';
import { FormError } from '../../components/form/FormMessages';
import { useUniqueId } from '../../components/uniqueId';

/** 'Cancel Booking', then a confirmation saying what the policy gives, then 'Yes, Cancel Booking'. */
export function CancelBooking({ sentence, onCancel }: { sentence: string; onCancel: () => Promise<void> }) {
  const id = useUniqueId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onCancel();
    } catch (caught) {
      setFailure(errorMessage(caught, 'Your booking could not be cancelled. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ocean-900">
        {MANAGE_TEXTS.cancelBooking}
      </h2>
      {confirming ? (
        <div role="group" aria-labelledby={`${id}-sentence`} className="mt-3 space-y-3">
          <p id={`${id}-sentence`} className="font-semibold">
            {sentence}
          </p>
          <FormError message={failure} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy}
              className="rounded-md bg-error-700 px-5 py-2.5 font-semibold text-white hover:bg-error-800 disabled:opacity-70"
            >
              {MANAGE_TEXTS.confirmCancel}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              disabled={busy}
              className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              Keep My Booking
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="mt-3 rounded-md border border-error-700 px-5 py-2.5 font-semibold text-error-800 hover:bg-error-50"
        >
          {MANAGE_TEXTS.cancelBooking}
        </button>
      )}
    </section>
  );
}
