/**
 * Dispatching a ride to a transport provider: the offer's life, its texts, and the default time
 * a provider has to answer. Pure rules with `now` passed in; the server and the screens read them here.
 */
import { referenceTime, type TimedBooking } from './booking-timing';
import type { BookingStatus } from './statuses';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** One row per offer; at most one `offered` or `accepted` per booking. */
export const OFFER_STATUSES = ['offered', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Offers that hold the ride: a second one is refused while one of these stands. */
export const STANDING_OFFER_STATUSES: readonly OfferStatus[] = ['offered', 'accepted'];
export type StandingOfferStatus = Extract<OfferStatus, 'offered' | 'accepted'>;

/** The offer holds the ride (STANDING_OFFER_STATUSES). */
export function isStandingStatus(status: OfferStatus | null): status is StandingOfferStatus {
  return status !== null && STANDING_OFFER_STATUSES.includes(status);
}

/** Only a ride the traveller has paid for is offered to a provider. */
export const DISPATCHABLE_STATUSES: readonly BookingStatus[] = ['paid', 'confirmed'];

export function isDispatchable(status: BookingStatus): boolean {
  return DISPATCHABLE_STATUSES.includes(status);
}

/** The runtime contract's words. */
export const DISPATCH_TEXTS = {
  dispatch: 'Dispatch to Provider',
  sendOffer: 'Send Offer',
  withdraw: 'Withdraw Offer',
  noLongerAssigned: 'This ride is no longer assigned to you.',
  acceptRide: 'Accept Ride',
  declineRide: 'Decline Ride',
  confirmChanges: 'Confirm Changes',
  /** Ours: the provider (or its cost) is not one an offer can go to. */
  providerInactive: 'This provider is not active. Choose another.',
  /** Ours: only a paid or confirmed ride is dispatched. */
  notDispatchable: 'Only a paid or confirmed ride can be offered to a provider.',
  /** Ours: the respond-by time must leave the provider time to answer, and come before the ride. */
  respondByTooSoon: 'Respond By must be at least 15 minutes from now.',
  respondByAfterRide: 'Respond By must be before the ride.',
  /** Ours: withdrawing when nothing stands. */
  nothingToWithdraw: 'This ride has no open or accepted offer.',
} as const;

/** What the booking card says of its latest offer. */
export function offerStateText(offer: {
  status: OfferStatus;
  company: string;
  declineReason?: string | null;
}) {
  switch (offer.status) {
    case 'offered':
      return `Offer sent to ${offer.company}`;
    case 'accepted':
      return `Accepted by ${offer.company}`;
    case 'declined':
      return `Declined by ${offer.company}: ${offer.declineReason ?? ''}`;
    case 'expired':
      return `Offer expired (${offer.company})`;
    case 'withdrawn':
      return `Offer withdrawn (${offer.company})`;
  }
}

/** 409 for a second offer while one stands (another tab, the API). */
export function alreadyOfferedMessage(company: string): string {
  return `This ride is already offered to ${company}.`;
}

/** The provider's default time to answer, and the least it is ever given. */
export const RESPOND_BY = {
  defaultHours: 2,
  /** Hours before the ride's reference time the answer is wanted at the latest, when that is sooner. */
  beforeRideHours: 12,
  minimumMinutes: 15,
} as const;

/**
 * The default 'Respond By': two hours from now, or 12 hours before the ride when that is sooner, but never
 * less than 15 minutes from now. Whole minutes (the form's input has no seconds).
 */
export function defaultRespondBy(ride: TimedBooking, now: Date): Date {
  const inTwoHours = now.getTime() + RESPOND_BY.defaultHours * HOUR_MS;
  const beforeRide = referenceTime(ride).getTime() - RESPOND_BY.beforeRideHours * HOUR_MS;
  const earliest = now.getTime() + RESPOND_BY.minimumMinutes * MINUTE_MS;
  const chosen = Math.max(Math.min(inTwoHours, beforeRide), earliest);
  return new Date(Math.ceil(chosen / MINUTE_MS) * MINUTE_MS);
}

/** Why a respond-by time cannot be used; null when it can. */
export function respondByProblem(respondBy: Date, ride: TimedBooking, now: Date): string | null {
  // A minute's grace: the form's default was computed a moment ago, in whole minutes.
  if (respondBy.getTime() < now.getTime() + (RESPOND_BY.minimumMinutes - 1) * MINUTE_MS) {
    return DISPATCH_TEXTS.respondByTooSoon;
  }
  if (respondBy.getTime() >= referenceTime(ride).getTime()) return DISPATCH_TEXTS.respondByAfterRide;
  return null;
}

/** A provider's link works until this many hours after the ride (then it shows 'no longer assigned'). */
export const PROVIDER_LINK_HOURS_AFTER_RIDE = 48;

/**
 * The provider's link still opens the ride: its offer stands (an offer withdrawn, declined, expired or
 * replaced by another does not), the booking is live, and the ride is at most 48 hours past.
 */
export function isProviderLinkOpen(
  offer: { status: OfferStatus },
  booking: TimedBooking & { status: BookingStatus },
  now: Date,
): boolean {
  if (!STANDING_OFFER_STATUSES.includes(offer.status)) return false;
  if (booking.status === 'cancelled' || booking.status === 'refunded') return false;
  return now.getTime() - referenceTime(booking).getTime() <= PROVIDER_LINK_HOURS_AFTER_RIDE * HOUR_MS;
}
