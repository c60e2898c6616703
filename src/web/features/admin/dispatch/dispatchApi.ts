/** Dispatch on a booking card: the booking's latest offer, 'Send Offer', 'Withdraw Offer'. */
import {
  type BookingDispatch,
  bookingDispatchSchema,
  type SendOffer,
} from '../../../../domain/schemas/dispatch';
import { fetchJson } from '../../../api/fetchJson';

const dispatchPath = (bookingId: string) => `/api/admin/bookings/${encodeURIComponent(bookingId)}`;

export function fetchBookingDispatch(bookingId: string, signal?: AbortSignal): Promise<BookingDispatch> {
  return fetchJson(`${dispatchPath(bookingId)}/dispatch`, { schema: bookingDispatchSchema, signal });
}

export function sendOffer(bookingId: string, offer: SendOffer): Promise<BookingDispatch> {
  return fetchJson(`${dispatchPath(bookingId)}/offers`, {
    method: 'POST',
    body: offer,
    schema: bookingDispatchSchema,
  });
}

export function withdrawOffer(bookingId: string): Promise<BookingDispatch> {
  // An empty JSON object: the server's cross-site check wants JSON on every state-changing admin call.
  return fetchJson(`${dispatchPath(bookingId)}/offers/withdraw`, {
    method: 'POST',
    body: {},
    schema: bookingDispatchSchema,
  });
}
