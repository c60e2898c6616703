/**
 * The scheduler's part of dispatching, run by every server's scheduler and safe to run at once
 * (each batch claims its offers with SKIP LOCKED): an open offer past its Respond By expires (the card
 * says 'Offer expired', Needs attention lists it); an offer still standing for a booking that ended some
 * other way than our own paths (a refund made at the payment provider) ends, and its provider is told.
 */
import { recordBookingEvent } from '../db/booking-events';
import type { Database } from '../db/client';
import type { MailSettings } from '../mail';
import { expireDueOffers, lockOffersOfEndedBookings } from './offers.queries';
import { endStandingOffer } from './offers.service';

const BATCH = 50;

export async function expireOffers(deps: {
  db: Database;
  mail: MailSettings;
  now: () => Date;
}): Promise<number> {
  const now = deps.now();
  const expired = await deps.db.transaction((tx) =>
    expireDueOffers(tx, now, BATCH, (offer) =>
      recordBookingEvent(tx, {
        bookingId: offer.bookingId,
        type: 'offer-expired',
        actor: 'system',
        at: now,
        data: { company: offer.company },
      }),
    ),
  );
  const ended = await deps.db.transaction(async (tx) => {
    const stale = await lockOffersOfEndedBookings(tx, BATCH);
    for (const { offer, booking } of stale) {
      await endStandingOffer(tx, deps, offer, booking, { actor: 'system', at: now, reason: 'cancelled' });
    }
    return stale.length;
  });
  if (ended > 0) deps.mail.wake();
  return expired + ended;
}
