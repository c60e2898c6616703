/**
 * The provider's 'Flight Landed' (POST /api/provider/ride/landed), authorised as every other
 * act of the provider's page (the link's token; the offer accepted and still open), in turn (before
 * 'Driver at Meeting Point', once) and from 2 hours before the expected landing (domain/mark-times.ts).
 * The landing is now, source 'provider'; the traveller hears of a move of 15 minutes or more, the provider
 * does not hear of its own news.
 */
import { landedRefusal } from '../../domain/mark-times';
import { AppError } from '../errors';
import type { DispatchDeps } from './dispatch-deps';
import { applyLanding } from './landing.service';
import { actOnRide, markedRide } from './provider-ride.service';

export async function markLanded(deps: DispatchDeps, token: string) {
  return actOnRide(deps, token, async (tx, offer, booking, now) => {
    const refusal = landedRefusal(markedRide(offer, booking), now);
    if (refusal) throw new AppError('conflict', refusal);
    await applyLanding(tx, deps.mail, booking, {
      landing: now,
      landed: true,
      source: 'provider',
      actor: 'provider',
      at: now,
    });
  });
}
