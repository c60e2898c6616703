/**
 * POST /api/payments/stripe/webhook: Stripe's events, accepted only with a valid Stripe-Signature. The
 * signature covers the exact bytes Stripe sent, so this plugin (and only it) keeps JSON bodies raw.
 */
import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../errors';
import type { PaymentsDeps } from '../payments.service';
import { handleStripeEvent } from './stripe-webhook.service';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid signature';

export function stripeWebhookRoutes(deps: PaymentsDeps & { webhookSecret: string }): FastifyPluginAsync {
  return async (app) => {
    // Scoped to this plugin: every other route keeps Fastify's JSON parser.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    app.post(
      '/payments/stripe/webhook',
      {
        schema: {
          summary: "Stripe's events about checkouts and refunds (signed with STRIPE_WEBHOOK_SECRET)",
          tags: ['payments'],
        },
        // Stripe's event bodies (a charge with its refunds) can outgrow the app's 64 KB form limit.
        bodyLimit: 1024 * 1024,
      },
      async (request) => {
        let event: Stripe.Event;
        try {
          event = Stripe.webhooks.constructEvent(
            request.body as Buffer,
            String(request.headers['stripe-signature'] ?? ''),
            deps.webhookSecret,
          );
        } catch {
          request.log.warn('a Stripe webhook with an invalid signature was refused');
          throw new AppError('bad-request', INVALID_SIGNATURE_MESSAGE);
        }
        await handleStripeEvent(deps, event, request.log);
        return { received: true };
      },
    );
  };
}
