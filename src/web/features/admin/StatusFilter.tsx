import type { StatusCounts } from '../../../domain/schemas/admin-api';
import type { BookingStatus } from '../../../domain/statuses';
import { statusChips } from './statusChips';

type StatusFilterProps = {
  counts: StatusCounts;
  allTotal: number;
  /** undefined: no chip is pressed (the 'Needs attention' view is shown instead of the list). */
  selected: BookingStatus | null | undefined;
  onSelect: (status: BookingStatus | null) => void;
};

/** The status chips: toggle buttons, the chosen one pressed. */
export function StatusFilter({ counts, allTotal, selected, onSelect }: StatusFilterProps) {
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
      {statusChips(counts, allTotal, selected ?? null).map((chip) => {
        const pressed = chip.status === selected;
        return (
          <button
            key={chip.status ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(chip.status)}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
              pressed
                ? 'border-ocean-700 bg-ocean-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-ocean-600 hover:bg-ocean-50'
            }`}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
