import type { BookingResponse } from '../../domain/schemas/booking-api';
import { sendBookingRequest } from './bookingRequest';
import { readAnswer } from './fetchJson';
import { parseBookingResponse } from './parseBookingResponse';

/**
 * One booking for its confirmation page; `sent` is the same request when the page's boot module sent it.
 * The answer is parsed with the domain schema off the page's thread (parseBookingResponse.ts).
 */
export function fetchBookingConfirmation(
  id: string,
  lastName: string,
  options: { signal?: AbortSignal; sent?: Promise<Response> } = {},
): Promise<BookingResponse> {
  return readAnswer(options.sent ?? sendBookingRequest(id, lastName, options.signal), parseBookingResponse);
}
