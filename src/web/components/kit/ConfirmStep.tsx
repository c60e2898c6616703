import { useEffect, useRef } from 'react';
import { useUniqueId } from '../uniqueId';

type ConfirmStepProps = {
  /** What is about to happen, asked as a question; it names the step for screen readers too. */
  question: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  /** The caller puts focus back on the button that opened the step. */
  onCancel: () => void;
};

/**
 * A small second step in the page before an act that cannot be undone (a ride mark, withdrawing an offer):
 * the question with 'Confirm' and 'Cancel', focus on 'Confirm', Escape cancels. In the page rather than
 * window.confirm, which some phones' in-app browsers (where a provider opens an e-mail link) suppress.
 */
export function ConfirmStep({
  question,
  confirmLabel = 'Confirm',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmStepProps) {
  const id = useUniqueId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirm.current?.focus();
  }, []);
  return (
    <div
      role="group"
      aria-labelledby={id}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
      className="space-y-3 rounded-md border border-sand-400 bg-sand-50 p-3"
    >
      <p id={id} className="font-semibold text-slate-900">
        {question}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          ref={confirm}
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className="min-h-11 rounded-md bg-ocean-700 px-5 py-2 font-semibold text-white hover:bg-ocean-800 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? 'Saving...' : confirmLabel}
        </button>
        <CancelButton busy={busy} onCancel={onCancel} />
      </div>
    </div>
  );
}

/** The step's way back: 'Cancel', held while the act is under way. */
export function CancelButton({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <button
      type="button"
      disabled={busy}
      onClick={onCancel}
      className="min-h-11 rounded-md border border-slate-400 bg-white px-5 py-2 font-semibold text-slate-800 hover:bg-slate-50"
    >
      Cancel
    </button>
  );
}
