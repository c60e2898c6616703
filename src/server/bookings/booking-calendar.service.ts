/**
 * The confirmation page's 'Add to calendar': the ride's .ics for whoever may see the booking (its id and
 * last name, like GET /api/bookings/:id), once the ride is paid for (offersCalendarEntry).
 */
import {
  CALENDAR_UNAVAILABLE_MESSAGE,
  calendarFileName,
  offersCalendarEntry,
} from '../../domain/calendar-download';
import { calendarEntry } from '../../domain/calendar-entry';
import { AppError } from '../errors';
import type { BookingsDeps } from './bookings.service';
import { getBookingForConfirmation } from './bookings.service';

export interface CalendarFile {
  filename: string;
  content: string;
}

export async function getCalendarFile(
  deps: BookingsDeps,
  id: string,
  lastName: string,
): Promise<CalendarFile> {
  // The same answers as the confirmation page: 400 for a malformed id, one 404 for unknown or wrong name.
  const { booking } = await getBookingForConfirmation(deps, id, lastName);
  if (!offersCalendarEntry(booking.status)) throw new AppError('conflict', CALENDAR_UNAVAILABLE_MESSAGE);
  return {
    filename: calendarFileName(booking.id),
    content: calendarEntry({
      booking,
      siteHost: new URL(deps.publicUrl).hostname,
      supportEmail: deps.mail.supportEmail,
      now: deps.now(),
    }),
  };
}
