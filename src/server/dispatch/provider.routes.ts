/**
 * The provider's page's calls: no account, only the link's token, which travels in each body
 * and never in a URL. Opening the ride is a POST that changes nothing; every act is a POST of
 * its own. Rate-limited with the traveller's calls (one bucket per address): a token is what a guesser
 * would try.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dispatchContact, PROVIDER_OPERATOR_NAME } from '../../domain/provider-texts';
import {
  acceptRideSchema,
  declineRideSchema,
  driverDetailsSchema,
  providerContactSchema,
  providerRideResponseSchema,
  providerTokenSchema,
  rideMarkSchema,
} from '../../domain/schemas/dispatch';
import { travellerRateLimit } from '../http/traveller-limit';
import type { DispatchDeps } from './dispatch-deps';
import { markLanded } from './provider-landed.service';
import {
  acceptRide,
  confirmChanges,
  declineRide,
  markRide,
  openProviderRide,
  updateDriver,
} from './provider-ride.service';

const TAGS = ['provider'];

export function providerRoutes(deps: DispatchDeps & { lookupsPerHour: number }): FastifyPluginAsyncZod {
  const config = travellerRateLimit(deps.lookupsPerHour);
  const response = { 200: providerRideResponseSchema };
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/provider/contact',
      {
        schema: {
          summary: 'The operator and how a provider reaches its dispatch (the provider page’s frame)',
          tags: TAGS,
          response: { 200: providerContactSchema },
        },
      },
      async () => ({
        operator: PROVIDER_OPERATOR_NAME,
        contact: dispatchContact(deps.mail.dispatchPhone, deps.mail.supportEmail),
      }),
    );
    app.post(
      '/provider/ride',
      {
        schema: {
          summary: 'The ride of a provider’s link (changes nothing)',
          tags: TAGS,
          body: providerTokenSchema,
          response,
        },
        config,
      },
      async (request) => openProviderRide(deps, request.body.token),
    );
    app.post(
      '/provider/ride/accept',
      {
        schema: {
          summary: 'Accept Ride, with the driver’s details',
          tags: TAGS,
          body: acceptRideSchema,
          response,
        },
        config,
      },
      async (request) => acceptRide(deps, request.body.token, request.body.driver),
    );
    app.post(
      '/provider/ride/decline',
      {
        schema: { summary: 'Decline Ride, with a reason', tags: TAGS, body: declineRideSchema, response },
        config,
      },
      async (request) => declineRide(deps, request.body.token, request.body.reason),
    );
    app.post(
      '/provider/ride/mark',
      {
        schema: {
          summary: 'A mark of the driver’s, in order only',
          tags: TAGS,
          body: rideMarkSchema,
          response,
        },
        config,
      },
      async (request) => markRide(deps, request.body.token, request.body.mark),
    );
    app.post(
      '/provider/ride/landed',
      {
        schema: {
          summary: '‘Flight Landed’: the arrival’s flight is on the ground now (before the meeting point)',
          tags: TAGS,
          body: providerTokenSchema,
          response,
        },
        config,
      },
      async (request) => markLanded(deps, request.body.token),
    );
    app.post(
      '/provider/ride/driver',
      {
        schema: {
          summary: 'Correct the driver’s details, until the traveller is on board',
          tags: TAGS,
          body: providerTokenSchema.extend({ driver: driverDetailsSchema }),
          response,
        },
        config,
      },
      async (request) => updateDriver(deps, request.body.token, request.body.driver),
    );
    app.post(
      '/provider/ride/confirm-changes',
      {
        schema: {
          summary: 'Confirm Changes made since acceptance',
          tags: TAGS,
          body: providerTokenSchema,
          response,
        },
        config,
      },
      async (request) => confirmChanges(deps, request.body.token),
    );
  };
}
