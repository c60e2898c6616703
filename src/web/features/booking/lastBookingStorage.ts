import { loadLookupAccess } from '../../site/lookupAccess';

/**
 * What the browser remembers after a booking is made (SPEC section 3, Last booking): the confirmation
 * page loads the booking with it, and Check My Booking can offer the e-mail and last name.
 */
export const LAST_BOOKING_KEY = 'lastBooking';
export const BOOKING_EMAIL_KEY = 'bookingEmail';
export const BOOKING_LAST_NAME_KEY = 'bookingLastName';

export type LastBooking = { id: string; firstName: string; lastName: string };

export function saveLastBooking(booking: LastBooking & { email: string }): void {
  try {
    const { id, firstName, lastName, email } = booking;
    window.localStorage.setItem(LAST_BOOKING_KEY, JSON.stringify({ id, firstName, lastName }));
    window.localStorage.setItem(BOOKING_EMAIL_KEY, email);
    window.localStorage.setItem(BOOKING_LAST_NAME_KEY, lastName);
  } catch {
    // Storage switched off: the checkout still works, only the confirmation page cannot find the booking.
  }
}

export function loadLastBooking(): LastBooking | null {
  try {
    const raw = window.localStorage.getItem(LAST_BOOKING_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, firstName, lastName } = parsed as Record<string, unknown>;
    if (typeof id !== 'string' || typeof lastName !== 'string') return null;
    return { id, lastName, firstName: typeof firstName === 'string' ? firstName : '' };
  } catch {
    return null;
  }
}

/** The e-mail and last name of the latest booking made in this browser, when both are known. */
export function loadBookingContact(): { email: string; lastName: string } | null {
  try {
    const email = window.localStorage.getItem(BOOKING_EMAIL_KEY);
    const lastName = window.localStorage.getItem(BOOKING_LAST_NAME_KEY);
    return email && lastName ? { email, lastName } : null;
  } catch {
    return null;
  }
}

/** The e-mail this browser booked this booking with, when the last booking made here is this one. */
export function knownEmail(id: string): string | null {
  if (loadLastBooking()?.id !== id) return null;
  try {
    return window.localStorage.getItem(BOOKING_EMAIL_KEY);
  } catch {
    return null;
  }
}

/**
 * The last name this browser knows for a booking: the confirmation call needs the id and the last name.
 * The latest booking made here, else the e-mail and last name it was made with, else those of this tab's
 * last lookup on Check My Booking (whose 'Arrival Instructions' link leads here).
 */
export function knownLastName(id: string): string | null {
  const last = loadLastBooking();
  if (last?.id === id) return last.lastName;
  return loadBookingContact()?.lastName ?? loadLookupAccess()?.lastName ?? null;
}
