import { CalendarPlus } from 'lucide-react';
import { calendarEntryPath, calendarFileName } from '../../../domain/calendar-download';
import type { CustomerBooking } from '../../../domain/schemas/booking';

/**
 * 'Add to calendar': the ride's .ics from the server, which checks the id and last name as it does for
 * this page. Offered only where the server serves one (offersCalendarEntry).
 */
export function AddToCalendarLink({ booking }: { booking: Pick<CustomerBooking, 'id' | 'lastName'> }) {
  return (
    <a
      href={calendarEntryPath(booking.id, booking.lastName)}
      download={calendarFileName(booking.id)}
      className="mt-4 inline-flex items-center gap-2 rounded-md border border-ocean-700 bg-white px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-100"
    >
      <CalendarPlus aria-hidden="true" className="size-5" />
      Add to calendar
    </a>
  );
}
