import { z } from 'zod';
import { BOOKING_DETAILS_MESSAGES as M } from '../messages';
import { isPickupHoursAllowed } from '../pickup';
import { bookingDetailsShape, checkFlightDateTime } from './booking-details';
import { quickFormShape } from './quick-form';
import { checkRouteOffered } from './route-check';

/**
 * What the web sends to create a booking: the quick form, the details and, for departures, the pickup
 * hours. No price: the server computes it from its own table so the client cannot choose what it pays.
 */
export const createBookingRequestSchema = z
  .object({
    ...quickFormShape,
    ...bookingDetailsShape,
    /** Hours before the flight; required for departures, ignored for arrivals. */
    pickupHours: z
      .int({ error: M.pickupHoursNotOffered })
      .min(1, M.pickupHoursNotOffered)
      .max(24, M.pickupHoursNotOffered)
      .optional(),
  })
  .superRefine((value, ctx) => {
    checkRouteOffered(value, ctx);
    checkFlightDateTime(value, ctx);
    if (
      value.serviceType === 'departure' &&
      (value.pickupHours === undefined || !isPickupHoursAllowed(value.from, value.pickupHours))
    ) {
      ctx.addIssue({ code: 'custom', message: M.pickupHoursNotOffered, path: ['pickupHours'] });
    }
  });

export type CreateBookingRequest = z.infer<typeof createBookingRequestSchema>;
export type CreateBookingRequestInput = z.input<typeof createBookingRequestSchema>;
