/** What every admin route declares and reads alike, whichever feature holds it (bookings, refunds, dispatch, prices…). */
import { z } from 'zod';
import { emptyAdminRequestSchema } from '../../domain/schemas/admin-api';
import { bookingIdParam } from '../../domain/schemas/fields';

export const bookingIdParams = z.object({ id: bookingIdParam });

/** The OpenAPI group of every admin route. */
export const ADMIN_TAGS = ['admin'];

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
