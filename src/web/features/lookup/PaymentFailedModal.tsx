import { useEffect, useRef } from 'react';
import { PAYMENT_MESSAGES } from '../../../domain/messages';
import { useUniqueId } from '../../components/uniqueId';

/**
 * 'Payment Failed' with the reason and a Close button. Focus moves into the dialog, stays there (the one
 * button), Escape closes it, and the caller puts focus back on the Pay Now that opened it.
 */
export function PaymentFailedModal({ message, onClose }: { message: string; onClose: () => void }) {
  const id = useUniqueId();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // One focusable control: Tab stays on it rather than wandering behind the overlay.
      if (event.key === 'Tab') {
        event.preventDefault();
        closeButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold text-error-700">
          {PAYMENT_MESSAGES.modalTitle}
        </h2>
        <p id={`${id}-message`} className="mt-3 text-slate-800">
          {message}
        </p>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          className="mt-6 rounded-md bg-ocean-700 px-5 py-2 font-semibold text-white hover:bg-ocean-800"
        >
          {PAYMENT_MESSAGES.close}
        </button>
      </div>
    </div>
  );
}
