/** What the admin routes of every part (bookings, refunds, operations) declare and read alike. */
import { z } from 'zod';
import { emptyAdminRequestSchema } from '../../domain/schemas/admin-api';
import { bookingIdParam } from '../../domain/schemas/fields';
import { adminOf } from '../auth';
import type { BookingEventActor } from '../db/booking-events';

export const bookingIdParams = z.object({ id: bookingIdParam });

/** The OpenAPI group of every admin route. */
export const ADMIN_TAGS = ['admin'];

/** An admin's actions are signed with the admin's e-mail in the audit trail. */
export const actorOf = (request: Parameters<typeof adminOf>[0]) =>
  adminOf(request).email as BookingEventActor;

/**
 * The declaration of an admin's one-click act on a booking (Refund, Withdraw Offer, sending the driver's
 * details): POST /bookings/:id/…, an empty JSON body (admin calls that change state declare one), and
 * `response` when it is done.
 */
export function bookingActRoute<Response extends z.ZodType>(summary: string, response: Response) {
  return {
    schema: {
      summary,
      tags: ADMIN_TAGS,
      params: bookingIdParams,
      body: emptyAdminRequestSchema,
      response: { 200: response },
    },
  };
}
