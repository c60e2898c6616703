/**
 * Issue 30: the provider's 'Flight Landed' (POST /api/provider/ride/landed), authorised as every other
 * act of the provider's page (the link's token; the offer accepted and still open), before 'Driver at
 * Meeting Point' only. The landing is now, source 'provider'; the traveller hears of a move of 15 minutes
 * or more, the provider does not hear of its own news.
 */
import { isPlausibleLanding, LANDING_TEXTS } from '../../domain/landing';
import { AppError } from '../errors';
import type { DispatchDeps } from './dispatch-deps';
import { applyLanding } from './landing.service';
import { mayMarkLanded } from './provider-arrival';
import { actOnRide } from './provider-ride.service';

export async function markLanded(deps: DispatchDeps, token: string) {
  return actOnRide(deps, token, async (tx, offer, booking, now) => {
    if (offer.status !== 'accepted' || booking.serviceType !== 'arrival') {
      throw new AppError('conflict', LANDING_TEXTS.landedTooLate);
    }
    if (booking.landed) throw new AppError('conflict', LANDING_TEXTS.alreadyLanded);
    if (!mayMarkLanded(offer, booking)) throw new AppError('conflict', LANDING_TEXTS.landedTooLate);
    // A landing days from the scheduled one is a mistake (the wrong ride's page), not news to pass on.
    if (!isPlausibleLanding(booking.flightDateTime, now)) {
      throw new AppError('conflict', LANDING_TEXTS.landedFarFromSchedule);
    }
    await applyLanding(tx, deps.mail, booking, {
      landing: now,
      landed: true,
      source: 'provider',
      actor: 'provider',
      at: now,
    });
  });
}
