import { Search } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '../../../domain/admin-search';
import { FormField } from '../../components/form/FormField';
import { useUniqueId } from '../../components/uniqueId';

/** The list's search box; the label is for screen readers, the placeholder says it for everyone else. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useUniqueId();
  return (
    <FormField
      id={id}
      label="Search bookings"
      labelClassName="sr-only"
      className="w-full sm:max-w-sm"
      controlClassName="relative"
    >
      {(control) => (
        <>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            type="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="Search bookings..."
            autoComplete="off"
            maxLength={SEARCH_MAX_LENGTH}
            {...control}
            className="block w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-10 text-slate-900 placeholder:text-slate-600"
          />
        </>
      )}
    </FormField>
  );
}
