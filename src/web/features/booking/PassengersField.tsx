import { useEffect, useRef } from 'react';
import {
  MAX_LISTED_PASSENGERS,
  MAX_PASSENGERS,
  MORE_PASSENGERS_LABEL,
  PASSENGER_OPTIONS,
  parseCustomPassengers,
  passengerLabel,
} from '../../../domain/passengers';
import { FormField } from '../../components/form/FormField';

const MORE_VALUE = 'more';

type PassengersFieldProps = {
  id: string;
  passengers: number;
  /** The typed text while the custom input shows; null while the list shows. */
  customText: string | null;
  error: string | undefined;
  onChange: (change: { passengers: number; customText: string | null }) => void;
};

/** Passengers for the group: the text typed so far, 0 (asks again) while it is empty. */
function passengersFromText(text: string): number {
  return text.trim() === '' ? 0 : parseCustomPassengers(text);
}

/**
 * 1 to 24 in a list; 'More than 24 passengers' swaps the list for a number input (1 to 100) with a
 * Cancel back to the list (SPEC section 2, quick form).
 */
export function PassengersField({ id, passengers, customText, error, onChange }: PassengersFieldProps) {
  const customInput = useRef<HTMLInputElement>(null);
  const listSelect = useRef<HTMLSelectElement>(null);
  const custom = customText !== null;
  const wasCustom = useRef(custom);

  // Keyboard users land in the control that just replaced the one they used.
  useEffect(() => {
    if (wasCustom.current === custom) return;
    wasCustom.current = custom;
    (custom ? customInput.current : listSelect.current)?.focus();
  }, [custom]);

  return (
    <FormField id={id} label="Number of Passengers" error={error}>
      {(control) =>
        custom ? (
          <div className="flex gap-2">
            <input
              ref={customInput}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_PASSENGERS}
              step={1}
              value={customText}
              onChange={(event) =>
                onChange({
                  passengers: passengersFromText(event.target.value),
                  customText: event.target.value,
                })
              }
              // Anything that is not a number of at least 1 becomes 1 once the traveller moves on.
              onBlur={(event) => {
                const value = parseCustomPassengers(event.target.value);
                onChange({ passengers: value, customText: String(value) });
              }}
              {...control}
            />
            <button
              type="button"
              onClick={() =>
                onChange({
                  passengers: Math.min(Math.max(passengers, 1), MAX_LISTED_PASSENGERS),
                  customText: null,
                })
              }
              className="rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              Cancel
            </button>
          </div>
        ) : (
          <select
            ref={listSelect}
            value={passengers >= 1 && passengers <= MAX_LISTED_PASSENGERS ? String(passengers) : ''}
            onChange={(event) => {
              const { value } = event.target;
              if (value === MORE_VALUE) {
                const first = String(MAX_LISTED_PASSENGERS + 1);
                onChange({ passengers: Number(first), customText: first });
              } else {
                onChange({ passengers: Number(value), customText: null });
              }
            }}
            {...control}
          >
            {PASSENGER_OPTIONS.map((count) => (
              <option key={count} value={String(count)}>
                {passengerLabel(count)}
              </option>
            ))}
            <option value={MORE_VALUE}>{MORE_PASSENGERS_LABEL}</option>
          </select>
        )
      }
    </FormField>
  );
}
