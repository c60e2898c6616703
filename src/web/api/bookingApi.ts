import type { PriceRoute } from '../../domain/prices';
import { pricesResponseSchema } from '../../domain/schemas/booking';
import {
  type CheckoutResponse,
  type ConfirmPaymentResponse,
  type CreateBookingResponse,
  checkoutResponseSchema,
  confirmPaymentResponseSchema,
  createBookingResponseSchema,
  type LookupResponse,
  lookupResponseSchema,
} from '../../domain/schemas/booking-api';
import type { CreateBookingRequestInput } from '../../domain/schemas/create-booking';
import type { LookupInput } from '../../domain/schemas/lookup';
import { fetchJson } from './fetchJson';

/** The booking journey's calls (DESIGN.md, API), one function each. */

export async function fetchPrices(signal?: AbortSignal): Promise<PriceRoute[]> {
  const { routes } = await fetchJson('/api/prices', { schema: pricesResponseSchema, signal });
  return routes;
}

/** The same key for a resubmission of the same draft makes the server create one booking, not two. */
export function createBooking(
  request: CreateBookingRequestInput,
  idempotencyKey: string,
): Promise<CreateBookingResponse> {
  return fetchJson('/api/bookings', {
    schema: createBookingResponseSchema,
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function lookupBookings(input: LookupInput, signal?: AbortSignal): Promise<LookupResponse> {
  return fetchJson('/api/bookings/lookup', {
    schema: lookupResponseSchema,
    method: 'POST',
    body: input,
    signal,
  });
}

export function createCheckout(id: string, input: LookupInput): Promise<CheckoutResponse> {
  return fetchJson(`/api/bookings/${encodeURIComponent(id)}/checkout`, {
    schema: checkoutResponseSchema,
    method: 'POST',
    body: input,
  });
}

export function confirmPayment(sessionId: string): Promise<ConfirmPaymentResponse> {
  return fetchJson('/api/payments/confirm', {
    schema: confirmPaymentResponseSchema,
    method: 'POST',
    body: { sessionId },
  });
}
