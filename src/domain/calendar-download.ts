/**
 * Who may download a ride's calendar entry and how it is named and served: the rules the confirmation
 * page, the server's endpoint and the receipt share, apart from the .ics writer (calendar-entry.ts) so
 * the page does not carry the writer.
 */
import type { BookingStatus } from './statuses';

/**
 * A ride gets a calendar entry once it is paid for: a pending booking is not confirmed yet (SPEC section
 * 1) and may be cancelled unpaid, and a cancelled or refunded one will not happen.
 */
export const CALENDAR_STATUSES: readonly BookingStatus[] = ['paid', 'confirmed', 'completed'];

export function offersCalendarEntry(status: BookingStatus): boolean {
  return CALENDAR_STATUSES.includes(status);
}

/** Ours: the answer for a booking that is not paid for (pending, cancelled, refunded). */
export const CALENDAR_UNAVAILABLE_MESSAGE = 'Only a paid booking has a calendar entry';

/** The HTTP answer's type; the e-mail attachment adds the method, as RFC 6047 asks of iMIP parts. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const CALENDAR_ATTACHMENT_CONTENT_TYPE = `${CALENDAR_CONTENT_TYPE}; method=PUBLISH`;

/** 'transfer-K7M2Q9XH4T.ics'. */
export function calendarFileName(bookingId: string): string {
  return `transfer-${bookingId}.ics`;
}

/** The download of the confirmation page: the same id and last name that show the booking. */
export function calendarEntryPath(bookingId: string, lastName: string): string {
  return `/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics?${new URLSearchParams({ lastName })}`;
}
