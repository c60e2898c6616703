/**
 * Dispatch on a booking card, registered inside adminRoutes, whose guard answers 401 and 403
 * before these handlers run: the latest offer and what the form starts from, 'Send Offer', 'Withdraw Offer'.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingDispatchSchema, sendOfferSchema } from '../../domain/schemas/dispatch';
import { actorOf } from '../auth';
import type { Database } from '../db/client';
import { ADMIN_TAGS, bookingActRoute, bookingIdParams } from '../http/admin-route-parts';
import type { MailSettings } from '../mail';
import { dispatchDepsOf } from './dispatch-deps';
import { getBookingDispatch, sendOffer, withdrawOffer } from './offers.service';

export function adminDispatchRoutes(deps: {
  db: Database;
  now: () => Date;
  mail: MailSettings;
}): FastifyPluginAsyncZod {
  const dispatch = dispatchDepsOf(deps);
  return async (app) => {
    app.get(
      '/bookings/:id/dispatch',
      {
        schema: {
          summary:
            "The booking's latest offer to a provider, the active providers and the default Respond By",
          tags: ADMIN_TAGS,
          params: bookingIdParams,
          response: { 200: bookingDispatchSchema },
        },
      },
      async (request) => getBookingDispatch(dispatch, request.params.id),
    );

    app.post(
      '/bookings/:id/offers',
      {
        schema: {
          summary:
            "Send Offer: the ride offered to a provider, e-mailed to its dispatch desk with the provider's link",
          tags: ADMIN_TAGS,
          params: bookingIdParams,
          body: sendOfferSchema,
          response: { 201: bookingDispatchSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return sendOffer(dispatch, request.params.id, request.body, actorOf(request));
      },
    );

    app.post(
      '/bookings/:id/offers/withdraw',
      bookingActRoute(
        'Withdraw Offer: the open or accepted offer ends, and an accepted provider is told',
        bookingDispatchSchema,
      ),
      async (request) => withdrawOffer(dispatch, request.params.id, actorOf(request)),
    );
  };
}
