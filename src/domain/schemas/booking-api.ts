/**
 * The booking journey's API shapes (DESIGN.md, API), written once: the server declares its routes with
 * them and the web client parses answers with them. Request bodies of the forms live beside their forms
 * (create-booking.ts, lookup.ts).
 */
import { z } from 'zod';
import { CONFIRMATION_MESSAGES } from '../messages';
import { confirmationBookingSchema, customerBookingSchema } from './booking';
import { BOOKING_TEXT_LIMITS } from './booking-details';
import { requiredText } from './fields';

/** POST /api/bookings (201): the pending booking and where to pay it. */
export const createBookingResponseSchema = z.object({
  booking: customerBookingSchema,
  /** The hosted checkout; null when the provider could not open one (the booking stays payable later). */
  checkoutUrl: z.string().nullable(),
  /** Why there is no checkout, as the spec words it ('Failed to create checkout session: ...'). */
  checkoutError: z.string().optional(),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

/** POST /api/bookings/lookup (200): every booking of that e-mail and last name, in the lookup order. */
export const lookupResponseSchema = z.object({
  bookings: z.array(customerBookingSchema),
});
export type LookupResponse = z.infer<typeof lookupResponseSchema>;

/** GET /api/bookings/:id?lastName=: the confirmation page's booking. */
export const bookingByIdQuerySchema = z.object({
  lastName: requiredText(CONFIRMATION_MESSAGES.notFound, BOOKING_TEXT_LIMITS.lastName),
});
/**
 * With the support address (SUPPORT_EMAIL), which the arrival kit names: the web app has no other source.
 * The booking comes without its e-mail and phone.
 */
export const bookingResponseSchema = z.object({
  booking: confirmationBookingSchema,
  supportEmail: z.string(),
  /** The operator's 24/7 line (SUPPORT_PHONE) in E.164, which the arrival kit links; null when not set. */
  supportPhone: z.string().nullable().optional(),
});
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/**
 * The confirmation page the server renders for the browser that booked (its pass, docs/decisions/042): the
 * booking as above, with the e-mail that browser booked with, which the page shows as it shows the e-mail a
 * browser keeps of its own booking.
 */
export type BookedConfirmation = {
  booking: BookingResponse['booking'] & { email: string };
  supportEmail: string;
  supportPhone?: string | null | undefined;
};

/** POST /api/bookings/:id/checkout (200): Pay Now opens a fresh checkout for a pending, unexpired booking. */
export const checkoutResponseSchema = z.object({ checkoutUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * POST /api/payments/confirm: the success page hands over what the provider put in the success URL
 * (`session_id`, or `payment_intent`); the server asks the provider whether it was paid.
 */
export const confirmPaymentRequestSchema = z.object({
  sessionId: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/),
});
export const confirmPaymentResponseSchema = z.object({
  bookingId: z.string(),
  status: customerBookingSchema.shape.status,
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponseSchema>;
