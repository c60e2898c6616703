import { useEffect, useRef, useState } from 'react';
import { formatUsdCents } from '../../../domain/money';
import { isRefundConfirmed, REFUND_CONFIRMATION_WORD, REFUND_POLICY } from '../../../domain/refunds';
import { FormField } from '../../components/form/FormField';
import { Alert } from '../../components/kit/Alert';
import { useUniqueId } from '../../components/uniqueId';

type RefundDialogProps = {
  bookingId: string;
  amountCents: number;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The refund's confirmation (SPEC section 5): the amount, and a confirm button that stays disabled until
 * REFUND is typed exactly. Focus starts in the word's input, Tab cycles inside, Escape closes; the caller
 * puts focus back on the Refund button.
 */
export function RefundDialog({ bookingId, amountCents, busy, error, onConfirm, onClose }: RefundDialogProps) {
  const id = useUniqueId();
  const [typed, setTyped] = useState('');
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const confirmed = isRefundConfirmed(typed);

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onClose();
      if (event.key !== 'Tab' || !dialog.current) return;
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>('input, button:not([disabled])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [busy, onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-amount`}
        className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold text-ocean-900">
          Refund booking {bookingId}
        </h2>
        <p id={`${id}-amount`} className="mt-3 text-slate-800">
          Refund <strong>{formatUsdCents(amountCents)}</strong> ({REFUND_POLICY.refundPercent}% of what was
          paid) to the customer's card. This cannot be undone.
        </p>
        <form
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed && !busy) onConfirm();
          }}
        >
          <FormField
            id={`${id}-word`}
            label={`Type ${REFUND_CONFIRMATION_WORD} to confirm`}
            controlClassName="mt-3"
          >
            {(control) => (
              <input
                ref={input}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                {...control}
                className={`${control.className} font-mono`}
              />
            )}
          </FormField>
          {error ? <Alert inline>{error}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
            >
              Close
            </button>
            <button
              type="submit"
              disabled={!confirmed || busy}
              className="rounded-md bg-error-700 px-4 py-2 font-semibold text-white hover:bg-error-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy ? 'Processing...' : 'Confirm Refund'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
