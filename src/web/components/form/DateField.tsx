import { useUniqueId } from '../uniqueId';
import { FormField } from './FormField';

/**
 * A labelled date picker that acts on each change (a report's range, the manifest's day), only as wide as
 * a date: it sits in a row with the screen's buttons. With `type="month"` it picks a month (yyyy-MM: a
 * provider's statement); a browser without that input shows a text box, whose value the caller checks.
 */
export function DateField({
  label,
  value,
  onChange,
  type = 'date',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'date' | 'month';
}) {
  const id = useUniqueId();
  return (
    <FormField id={id} label={label} labelClassName="block font-semibold text-slate-900">
      {(control) => (
        <input
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...control}
          className="block rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
        />
      )}
    </FormField>
  );
}
