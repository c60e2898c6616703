import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { addCancunDays } from '../../../../domain/cancun-time';
import { isCalendarDate } from '../../../../domain/manifest-day';
import { BOARD_TEXTS } from '../../../../domain/ride-states';
import { DateField } from '../../../components/form/DateField';
import { toolbarActionClass } from '../../../components/kit/toolbar';

/**
 * The board's `Day`, with 'Previous Day' and 'Next Day'. The input may hold a date being typed; only a
 * whole, real date changes the day shown.
 */
export function DayPicker({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const [typed, setTyped] = useState(day);
  const go = (next: string) => {
    setTyped(next);
    onDay(next);
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <DateField
        label="Day"
        value={typed}
        onChange={(value) => {
          setTyped(value);
          if (isCalendarDate(value)) onDay(value);
        }}
      />
      <button type="button" className={toolbarActionClass} onClick={() => go(addCancunDays(day, -1))}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {BOARD_TEXTS.previousDay}
      </button>
      <button type="button" className={toolbarActionClass} onClick={() => go(addCancunDays(day, 1))}>
        {BOARD_TEXTS.nextDay}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
