import type { LocationName } from '../../../domain/locations';
import { FormField } from '../../components/form/FormField';
import { fieldClass } from '../../components/form/fieldStyles';

type RouteEndFieldProps = {
  id: string;
  label: string;
  /** The service type fixes this end at the airport: shown, not chosen. */
  fixed: boolean;
  value: LocationName | '';
  placeholder: string;
  options: readonly LocationName[];
  error: string | undefined;
  disabled?: boolean;
  onChange: (value: LocationName | '') => void;
};

/** One end of the quick form's route (From or To): the airport read-only, or a choice of places. */
export function RouteEndField({
  id,
  label,
  fixed,
  value,
  placeholder,
  options,
  error,
  disabled,
  onChange,
}: RouteEndFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) =>
        fixed ? (
          <input id={control.id} readOnly value={value} className={fieldClass(false)} />
        ) : (
          <select
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value as LocationName | '')}
            {...control}
          >
            <option value="">{placeholder}</option>
            {options.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )
      }
    </FormField>
  );
}
