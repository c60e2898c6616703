import { cancunDateTimeText } from '../../../domain/cancun-time';
import { MARK_TIME_FIELDS, RIDE_MARKS, type RideMark } from '../../../domain/ride-marks';
import type { ProviderRide } from '../../../domain/schemas/dispatch';

type MarkTimes = ProviderRide['marks'];

/** The marks a ride has, in their order, each with its time. */
export function doneMarks(marks: MarkTimes): { mark: RideMark; at: string }[] {
  return RIDE_MARKS.flatMap((mark) => {
    const at = marks[MARK_TIME_FIELDS[mark]];
    return at ? [{ mark, at }] : [];
  });
}

/**
 * The driver's marks so far with their Cancun times, in the words of the screen that shows them (the
 * card's short words, the provider page's button labels); nothing when there is none.
 */
export function DoneMarks({
  marks,
  words,
  label,
}: {
  marks: MarkTimes;
  words: Record<RideMark, string>;
  label: string;
}) {
  const done = doneMarks(marks);
  if (done.length === 0) return null;
  return (
    <ul aria-label={label} className="space-y-1">
      {done.map(({ mark, at }) => (
        <li key={mark}>
          <span className="font-semibold text-slate-900">{words[mark]}</span>
          <span className="text-slate-700">: {cancunDateTimeText(at)}</span>
        </li>
      ))}
    </ul>
  );
}
