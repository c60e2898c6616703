// zod's setting for the site's Content Security Policy, before any schema below is built (zodConfig.ts).
import './zodConfig';

/**
 * The schemas of the booking journey's answers (bookingApi.ts), in a module fetched with the first call
 * that needs one: Check My Booking's island and the booking step's download no zod at load
 * (docs/decisions/039).
 */
export {
  checkoutResponseSchema,
  confirmPaymentResponseSchema,
  createBookingResponseSchema,
  lookupResponseSchema,
} from '../../domain/schemas/booking-api';
