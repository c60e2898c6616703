import { useEffect, useRef, useState } from 'react';
import { ERASURE_TEXTS, erasureConfirmed } from '../../../../domain/erasure';
import type { PersonalData } from '../../../../domain/schemas/privacy';
import { TextField } from '../../../components/form/FormField';
import { BusyButton } from '../../../components/kit/BusyButton';
import { CancelButton } from '../../../components/kit/ConfirmStep';
import { useUniqueId } from '../../../components/uniqueId';

type EraseConfirmStepProps = {
  /** What was found: the e-mail and the booking ids the typed confirmation may name. */
  found: PersonalData;
  busy: boolean;
  /** Called with the confirmation as typed; the server checks it again. */
  onErase: (confirmation: string) => void;
  /** The caller puts focus back on the button that opened the step. */
  onCancel: () => void;
};

/**
 * The second step of 'Erase Personal Data', which cannot be undone: what is erased and what tax law keeps,
 * and a found booking's id or the e-mail typed out, so a click alone never erases anyone. Focus starts in
 * the field; Escape cancels.
 */
export function EraseConfirmStep({ found, busy, onErase, onCancel }: EraseConfirmStepProps) {
  const id = useUniqueId();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
  }, []);
  return (
    <form
      noValidate
      aria-labelledby={`${id}-question`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const person = { email: found.email, bookingIds: found.bookings.map((booking) => booking.id) };
        if (!erasureConfirmed(typed, person)) {
          setMismatch(true);
          return;
        }
        onErase(typed);
      }}
      className="space-y-3 rounded-md border border-sand-400 bg-sand-50 p-4"
    >
      <p id={`${id}-question`} className="font-semibold text-slate-900">
        {ERASURE_TEXTS.question}
      </p>
      <p className="text-slate-800">{ERASURE_TEXTS.erased}</p>
      <p className="text-slate-800">{ERASURE_TEXTS.kept}</p>
      <TextField
        ref={field}
        id={`${id}-confirmation`}
        label={ERASURE_TEXTS.confirmationLabel}
        autoComplete="off"
        spellCheck={false}
        value={typed}
        error={mismatch ? ERASURE_TEXTS.confirmationMismatch : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setMismatch(false);
        }}
        className="max-w-md"
      />
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" busy={busy} busyText="Erasing...">
          Erase Personal Data
        </BusyButton>
        <CancelButton busy={busy} onCancel={onCancel} />
      </div>
    </form>
  );
}
