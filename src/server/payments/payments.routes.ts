import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmPaymentRequestSchema, confirmPaymentResponseSchema } from '../../domain/schemas/booking-api';
import { travellerRateLimit } from '../http/traveller-limit';
import { confirmPayment, type PaymentsDeps } from './payments.service';

export function paymentsRoutes(deps: PaymentsDeps & { lookupsPerHour: number }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payments/confirm',
      {
        schema: {
          summary: 'Mark a booking paid once the payment provider confirms its checkout',
          tags: ['payments'],
          body: confirmPaymentRequestSchema,
          response: { 200: confirmPaymentResponseSchema },
        },
        config: travellerRateLimit(deps.lookupsPerHour),
      },
      async (request) => confirmPayment(deps, request.body.sessionId, request.log),
    );
  };
}
