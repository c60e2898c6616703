/** The tab's booking draft as the quick form leaves it, for the booking step's tests. */
import { type BookingDraft, DEFAULT_BOOKING_DRAFT } from '../../domain/booking-draft';
import { addCancunDays, cancunToday } from '../../domain/cancun-time';
import { DRAFT_STORAGE_KEY } from '../../web/features/booking/draftStorage';
import { customerBooking } from './bookings';

/** A Tulum arrival of two a month ahead, with every required detail already typed (a reload of /booking). */
export function storeTypedDraft(overrides: Partial<BookingDraft> = {}): void {
  // The web tests' traveller, as the customer API answers with them.
  const { to, passengers, firstName, lastName, email, phone, hotelName, flightNumber, flightAirline } =
    customerBooking();
  const draft: BookingDraft = {
    ...DEFAULT_BOOKING_DRAFT,
    ...{ to, passengers, firstName, lastName, email, phone, hotelName, flightNumber, flightAirline },
    flightDate: addCancunDays(cancunToday(new Date()), 30),
    flightTime: '14:30',
    ...overrides,
  };
  window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
}
