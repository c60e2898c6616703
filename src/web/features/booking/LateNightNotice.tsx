import { MoonStar } from 'lucide-react';
import { lateNightNotice } from '../../../domain/landing';

/**
 * An arrival landing between midnight and 6 in the morning is the classic one booked on the
 * wrong day (the traveller thinks of the evening before). Said beside the flight fields, as a notice: the
 * date may well be right, so nothing is refused.
 */
export function LateNightNotice({ flightDate, flightTime }: { flightDate: string; flightTime: string }) {
  const notice = lateNightNotice(flightDate, flightTime);
  return (
    // Always in the page, so a screen reader hears the words when they appear.
    <div role="status" className="sm:col-span-2 empty:hidden">
      {notice ? (
        <p className="flex gap-3 rounded-md border border-sand-400 bg-sand-50 p-3 text-sand-900">
          <MoonStar aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{notice}</span>
        </p>
      ) : null}
    </div>
  );
}
