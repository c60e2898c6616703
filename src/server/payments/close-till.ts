/**
 * Cancel closes the till: once an admin cancels a booking, its open checkouts are expired at
 * the provider, so the traveller cannot pay for a ride that will not happen. The cancellation stands
 * whatever the provider answers; a checkout that could not be closed, or a payment that beat the
 * cancellation, is caught when its money arrives ('Paid after cancellation' in Needs attention).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BookingEventActor } from '../db/booking-events';
import type { Database } from '../db/client';
import { findOpenCheckouts, markCheckoutExpired } from './open-checkouts.queries';
import type { PaymentProvider } from './payment-provider';

export async function closeTill(
  deps: { db: Database; provider: PaymentProvider; now: () => Date },
  bookingId: string,
  actor: BookingEventActor,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const payment of await findOpenCheckouts(deps.db, bookingId)) {
    try {
      const status = await deps.provider.expireCheckout(payment.checkoutSessionId);
      if (status !== 'paid') await markCheckoutExpired(deps.db, payment, deps.now(), actor);
    } catch (err) {
      log.warn(
        { err, bookingId, provider: deps.provider.name },
        'could not expire the checkout of a cancelled booking; a payment that still arrives is flagged for the operator',
      );
    }
  }
}
