import { useId } from 'react';
import { FormField } from '../../../components/form/FormField';

/**
 * A labelled month picker (yyyy-MM) that acts on each change, as wide as a month; a browser without a
 * month input shows a text box, whose value the caller checks before using.
 */
export function MonthField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} labelClassName="block font-semibold text-slate-900">
      {(control) => (
        <input
          type="month"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...control}
          className="block rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
        />
      )}
    </FormField>
  );
}
