import { TriangleAlert } from 'lucide-react';
import { SHORT_NOTICE_HOURS } from '../../../domain/booking-timing';

/** A flight less than 12 hours away may be hard to serve; say so before the traveller pays. */
export function ShortNoticeWarning() {
  return (
    <div
      role="status"
      className="mt-6 flex gap-3 rounded-md border border-sand-400 bg-sand-50 p-4 text-sand-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong>Short notice:</strong> your flight is less than {SHORT_NOTICE_HOURS} hours away. We will do
        our best to arrange your transfer; if we cannot, you get a full refund within 24 hours.
      </p>
    </div>
  );
}
