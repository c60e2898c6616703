// First: zod's settings hold for the schemas built below.
import './zodConfig';
import { type BookingResponse, bookingResponseSchema } from '../../domain/schemas/booking-api';

/** A confirmation answer's body parsed with the domain schema, or null when it is not one. */
export function parseBookingBody(body: unknown): BookingResponse | null {
  const parsed = bookingResponseSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
