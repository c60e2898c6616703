/**
 * The manage API's shapes: GET/PATCH /api/bookings/:id/manage and POST /api/bookings/:id/cancel.
 * Access is the manage link's token or the lookup's e-mail and last name; the changes are the 'Change
 * Details' form, validated with the booking form's messages.
 */
import { z } from 'zod';
import { MANAGE_TEXTS } from '../manage-booking';
import { BOOKING_DETAILS_MESSAGES as M } from '../messages';
import { customerBookingSchema } from './booking';
import {
  BOOKING_TEXT_LIMITS,
  bookingDetailsShape,
  checkFlightDateTime,
  childSeatCount,
} from './booking-details';
import { emailText, requiredText } from './fields';

/**
 * Who is asking: the token of the e-mail's link, or the e-mail and last name of a lookup. A malformed
 * token or a missing pair answers like a wrong one: 'Booking not found'.
 */
export const manageAccessSchema = z
  .object({
    token: z.string().max(100, MANAGE_TEXTS.notFound).optional(),
    email: emailText(MANAGE_TEXTS.notFound).optional(),
    lastName: requiredText(MANAGE_TEXTS.notFound, BOOKING_TEXT_LIMITS.lastName).optional(),
  })
  .superRefine((value, ctx) => {
    // A token of any other form is simply not one of ours: the service answers it like a wrong one (404).
    const byToken = value.token !== undefined && value.token !== '';
    const byLookup = value.email !== undefined && value.lastName !== undefined;
    if (!byToken && !byLookup) ctx.addIssue({ code: 'custom', message: MANAGE_TEXTS.notFound, path: [] });
  });
export type ManageAccess = z.infer<typeof manageAccessSchema>;

const routeRefused = z.never({ error: MANAGE_TEXTS.routeNotEditable }).optional();

/**
 * The 'Change Details' form: every field a traveller may change, sent whole. The route, the service and
 * the passengers are refused by name with the contact sentence; any other key is refused too.
 */
export const manageChangesSchema = z
  .strictObject({
    phone: bookingDetailsShape.phone,
    hotelName: bookingDetailsShape.hotelName,
    flightNumber: bookingDetailsShape.flightNumber,
    flightAirline: bookingDetailsShape.flightAirline,
    flightDate: bookingDetailsShape.flightDate,
    flightTime: bookingDetailsShape.flightTime,
    /** Departures: hours before the flight; ignored for arrivals. */
    pickupHours: z
      .int({ error: M.pickupHoursNotOffered })
      .min(1, M.pickupHoursNotOffered)
      .max(24, M.pickupHoursNotOffered)
      .optional(),
    specialInstructions: bookingDetailsShape.specialInstructions,
    childSeats: childSeatCount,
    /** Arrivals only (ignored for a departure); left out, the terminal stays as it is. */
    terminal: bookingDetailsShape.terminal,
    serviceType: routeRefused,
    from: routeRefused,
    to: routeRefused,
    passengers: routeRefused,
  })
  .superRefine(checkFlightDateTime);
export type ManageChanges = z.infer<typeof manageChangesSchema>;
export type ManageChangesInput = z.input<typeof manageChangesSchema>;

export const manageUpdateRequestSchema = z.object({
  access: manageAccessSchema,
  changes: manageChangesSchema,
});

/**
 * Reading the booking (POST /api/bookings/:id/manage/view) and cancelling it: the access travels in the
 * body, never in a URL that logs, histories and Referer headers keep.
 */
export const manageAccessRequestSchema = z.object({ access: manageAccessSchema });

/** The manage page's box 'Send me ride updates by WhatsApp or SMS', ticked or unticked. */
export const manageMessagesRequestSchema = z.object({ access: manageAccessSchema, consent: z.boolean() });

/** What the manage page shows: the booking, what the traveller may do, and what cancelling would give. */
export const manageBookingResponseSchema = z.object({
  booking: customerBookingSchema,
  /** null when changes and cancellation are open; 'cutoff' within 48 hours; 'closed' for a closed booking. */
  refusal: z.enum(['cutoff', 'closed']).nullable(),
  /** The confirmation's sentence ('You will be refunded $189.05 (95% of $199).'); null when closed. */
  cancellationSentence: z.string().nullable(),
  supportEmail: z.string(),
  /** The operator's 24/7 line in E.164 (SUPPORT_PHONE), for the call and WhatsApp links; null when not set. */
  supportPhone: z.string().nullable().optional(),
  /** 'Send me ride updates by WhatsApp or SMS' is ticked (given and not withdrawn, no STOP since). */
  messagesConsent: z.boolean().optional(),
});
export type ManageBookingResponse = z.infer<typeof manageBookingResponseSchema>;

/** The cancel call: the booking as it now is, and the refund made (0 when none). */
export const manageCancelResponseSchema = manageBookingResponseSchema.extend({
  refundedCents: z.int(),
});
export type ManageCancelResponse = z.infer<typeof manageCancelResponseSchema>;
