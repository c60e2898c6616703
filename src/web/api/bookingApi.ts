import type {
  CheckoutResponse,
  ConfirmPaymentResponse,
  CreateBookingResponse,
  LookupResponse,
} from '../../domain/schemas/booking-api';
import type { CreateBookingRequestInput } from '../../domain/schemas/create-booking';
import type { LookupInput } from '../../domain/schemas/lookup';
import { fetchJson } from './fetchJson';

/** The answers' schemas, fetched with the first call (docs/decisions/039): this module loads no zod. */
const schemas = () => import('./bookingAnswerSchemas');

/** The booking journey's calls (DESIGN.md, API), one function each. */

/** The same key for a resubmission of the same draft makes the server create one booking, not two. */
export function createBooking(
  request: CreateBookingRequestInput,
  idempotencyKey: string,
): Promise<CreateBookingResponse> {
  return fetchJson('/api/bookings', {
    schema: async () => (await schemas()).createBookingResponseSchema,
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function lookupBookings(input: LookupInput, signal?: AbortSignal): Promise<LookupResponse> {
  return fetchJson('/api/bookings/lookup', {
    schema: async () => (await schemas()).lookupResponseSchema,
    method: 'POST',
    body: input,
    signal,
  });
}

export function createCheckout(id: string, input: LookupInput): Promise<CheckoutResponse> {
  return fetchJson(`/api/bookings/${encodeURIComponent(id)}/checkout`, {
    schema: async () => (await schemas()).checkoutResponseSchema,
    method: 'POST',
    body: input,
  });
}

export function confirmPayment(sessionId: string): Promise<ConfirmPaymentResponse> {
  return fetchJson('/api/payments/confirm', {
    schema: async () => (await schemas()).confirmPaymentResponseSchema,
    method: 'POST',
    body: { sessionId },
  });
}
