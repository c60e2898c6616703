/**
 * The live dispatch board: the one state a ride of the day is in, from its booking and its
 * standing offer, the words the board shows for it, and whether it is late against its promise. Pure rules;
 * the server computes each ride's state with them and the board shows the words.
 */
import { ATTENTION_REASONS, type AttentionBooking, attentionReasons } from './attention';
import type { OfferStatus, StandingOfferStatus } from './dispatch';
import { latestMark, type MarkTimeField, RIDE_MARK_WORDS, RIDE_MARKS } from './ride-marks';
import type { BookingStatus } from './statuses';

/** Before the driver's marks, the dispatch; after them, a cancellation whatever the marks. */
export const RIDE_STATES = ['not-dispatched', 'offer-sent', 'accepted', ...RIDE_MARKS, 'cancelled'] as const;
export type RideState = (typeof RIDE_STATES)[number];

/** The runtime contract's words, in the board's order. */
export const RIDE_STATE_WORDS: Record<RideState, string> = {
  'not-dispatched': 'Not dispatched',
  'offer-sent': 'Offer sent',
  accepted: 'Accepted',
  ...RIDE_MARK_WORDS,
  cancelled: 'Cancelled',
};

/** The board's texts beside the states (runtime contract). */
export const BOARD_TEXTS = {
  heading: 'Dispatch',
  late: 'Late',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  previousDay: 'Previous Day',
  nextDay: 'Next Day',
  noProvider: 'Not dispatched',
} as const;

/**
 * The ride's offer that stands (offered or accepted), with its marks: each mark's time, or only whether it
 * is set (the state needs no more); null when none stands.
 */
export type StandingOffer = {
  status: StandingOfferStatus;
} & Record<MarkTimeField, Date | string | boolean | null>;

/**
 * The ride's state: a cancelled or refunded booking is 'Cancelled' whatever its offer; otherwise the latest
 * mark of its accepted offer, 'Accepted' before any, 'Offer sent' while an offer waits for an answer, and
 * 'Not dispatched' without one (a booking an admin set completed without a provider is 'Completed').
 */
export function rideState(booking: { status: BookingStatus }, offer: StandingOffer | null): RideState {
  if (booking.status === 'cancelled' || booking.status === 'refunded') return 'cancelled';
  if (offer?.status === 'accepted') return latestMark(offer) ?? 'accepted';
  if (booking.status === 'completed') return 'completed';
  if (offer?.status === 'offered') return 'offer-sent';
  return 'not-dispatched';
}

/** The Needs attention reasons that make a ride late on the board. */
export const LATE_REASONS = ['driver-not-at-meeting-point', 'no-provider-yet'] as const;

/**
 * Why the ride is late against its promise, in Needs attention's words; null when it is not. Needs
 * attention's own rules decide (attention.ts), on the ride's latest offer.
 */
export function lateReason(
  booking: AttentionBooking,
  latestOffer: { status: OfferStatus; atMeetingPoint: boolean; changesUnconfirmed: boolean } | null,
  now: Date,
): string | null {
  const reasons = attentionReasons(
    booking,
    { checkoutFailed: false, undeliveredEmailKinds: [], latestOffer },
    now,
  );
  const late = LATE_REASONS.find((code) => reasons.includes(code));
  return late ? ATTENTION_REASONS[late] : null;
}

/** How many rides are in each state, every state present (zero included). */
export function countRideStates(rides: readonly { state: RideState }[]): Record<RideState, number> {
  const counts = Object.fromEntries(RIDE_STATES.map((state) => [state, 0])) as Record<RideState, number>;
  for (const ride of rides) counts[ride.state] += 1;
  return counts;
}
