/**
 * What needs an operator's attention, as pure rules with `now` passed in. The server finds the
 * candidates through indexes and the facts these rules need (a failed checkout, an undelivered e-mail),
 * then these rules decide: a booking needs attention exactly while one of its reasons holds, and leaves
 * the view by itself once the operator has acted (or the ride is past).
 */
import { isExpired, referenceTime, type TimedBooking } from './booking-timing';
import { DRIVER_DETAILS_NOTICE_HOURS } from './constants';
import { effectiveLanding } from './landing';
import { CANNOT_FIND_DRIVER_TEXT, UNREACHABLE_TEXT } from './message-delivery';
import { REFUND_FAILED_TEXTS } from './refunds';
import type { BookingStatus } from './statuses';

/** A paid arrival this close (hours) without a driver is urgent: drivers are booked a day or two ahead. */
export const NO_DRIVER_WARNING_HOURS = 48;

/** Each reason's code, and the words admins read on the card. */
export const ATTENTION_REASONS = {
  'arrival-without-driver': `Arrival within ${NO_DRIVER_WARNING_HOURS} hours without a driver`,
  'driver-details-not-sent': `Ride within ${DRIVER_DETAILS_NOTICE_HOURS} hours: driver details not sent`,
  'checkout-failed': 'Checkout failed: the booking is not paid',
  'email-undelivered': 'An e-mail to the traveller could not be delivered',
  /** The driver must be told; an admin's save of the booking after the change clears it. */
  'changed-by-traveller': 'Changed by the traveller after the driver details were sent',
  /** The driver must be stood down; clearing the booking's driver clears it. */
  'cancelled-by-traveller': 'Cancelled by the traveller with a driver assigned',
  /** Rated the ride 1 or 2 stars, and nobody has written to them since. */
  'unhappy-traveller': 'Unhappy traveller',
  /** The last reconciliation found its payment or refund differing from the provider's. */
  'payment-differs': 'Payment differs from the provider',
  /** Money arrived for a booking already cancelled; the operator refunds it from the card. */
  'paid-after-cancellation': 'Paid after cancellation',
  /** The provider's refund call failed; the card's 'Retry Refund' (or the provider's word) clears it. */
  'refund-failed': REFUND_FAILED_TEXTS.failed,
  /** The ride's latest offer was declined, or nobody answered it in time, and none stands since. */
  'declined-by-provider': 'Declined by provider',
  'offer-expired': 'Offer expired',
  /** Paid, the ride within 24 hours, and no provider has accepted it. */
  'no-provider-yet': 'No provider yet',
  /** The ride changed after acceptance and the provider has not confirmed the changes. */
  'changes-not-confirmed': 'Changes not confirmed by provider',
  /** 15 minutes past the pickup (or the landing) and the driver has not marked the meeting point. */
  'driver-not-at-meeting-point': 'Driver not at meeting point',
  /** The driver marked the traveller a no-show; an admin's message or save takes it off. */
  'traveller-no-show': 'Traveller no-show',
  /** The flight-data feed reported the arrival's flight cancelled or diverted. */
  'flight-cancelled-or-diverted': 'Flight cancelled or diverted',
  /** A ride message failed by SMS (or by WhatsApp with no SMS sender) in the last two days. */
  'traveller-unreachable': UNREACHABLE_TEXT,
  /** The traveller replied HELP within the last 12 hours, and no admin has answered since. */
  'traveller-cannot-find-driver': CANNOT_FIND_DRIVER_TEXT,
} as const;

/** A paid ride this close (hours) with no provider's acceptance needs one now. */
export const NO_PROVIDER_WARNING_HOURS = 24;
/** Minutes past the ride's time after which a driver not at the meeting point is late. */
export const DRIVER_LATE_MINUTES = 15;

/** How long an unhappy rating stays on the list when nobody writes to the traveller. */
export const UNHAPPY_RATING_DAYS = 30;

export type AttentionReasonCode = keyof typeof ATTENTION_REASONS;
export const ATTENTION_REASON_CODES = Object.keys(ATTENTION_REASONS) as [
  AttentionReasonCode,
  ...AttentionReasonCode[],
];

const HOUR_MS = 60 * 60 * 1000;
/** The rides the operator still serves (db/attention-predicates.ts servedRide, in SQL). */
export const SERVED_STATUSES: readonly BookingStatus[] = ['paid', 'confirmed'];
const CLOSED: readonly BookingStatus[] = ['cancelled', 'refunded'];

export type AttentionBooking = TimedBooking & {
  status: BookingStatus;
  driverName: string | null;
  /** The details of the driver saved now were sent to the traveller. */
  driverDetailsSent: boolean;
  /** An arrival's expected or actual landing, when known (the driver is late from then on). */
  expectedLandingAt?: Date | string | null;
};

/** What the rules cannot read off the booking itself; the server looks these up. */
export interface AttentionFacts {
  /** Its last checkout attempt failed: the provider refused to open one, or reported the payment failed. */
  checkoutFailed: boolean;
  /** Kinds of its e-mails the outbox gave up on, with no later e-mail of the same kind sent or on its way. */
  undeliveredEmailKinds: readonly string[];
  /**
   * The traveller changed the booking after its driver details were sent, and no admin has
   * saved the booking since.
   */
  changedByTravellerAfterDriverDetails?: boolean;
  /** The traveller cancelled it (or cancelled with a refund) on the manage page. */
  cancelledByTraveller?: boolean;
  /**
   * Its traveller rated the ride 1 or 2 stars within UNHAPPY_RATING_DAYS, and no admin message went to them
   * since (the operator's answer takes it off the list).
   */
  unhappyRating?: boolean;
  /** The reconciliation found its payment differing from the provider's, and no later run found them agreeing. */
  paymentDiffers?: boolean;
  /** A payment went through after the booking was cancelled, and has not been refunded. */
  paidAfterCancellation?: boolean;
  /** Its latest refund request failed at the provider, and no refund has succeeded since. */
  refundFailed?: boolean;
  /** What became of its latest offer to a provider; null when it was never offered. */
  latestOffer?: {
    status: 'offered' | 'accepted' | 'declined' | 'expired' | 'withdrawn';
    atMeetingPoint: boolean;
    changesUnconfirmed: boolean;
  } | null;
  /** Its driver marked the traveller a no-show lately, and no admin has acted on it since. */
  travellerNoShow?: boolean;
  /** The flight-data feed's latest word on the arrival's flight is 'cancelled' or 'diverted'. */
  flightCancelledOrDiverted?: boolean;
  /** A message to the traveller failed on its last channel lately. */
  travellerUnreachable?: boolean;
  /** The traveller replied HELP lately, and no admin has answered since. */
  travellerCannotFindDriver?: boolean;
}

/** The instant is now or ahead, and at most `hours` away (the last instant included). */
function isWithinNext(instant: Date, hours: number, now: Date): boolean {
  const ahead = instant.getTime() - now.getTime();
  return ahead >= 0 && ahead <= hours * HOUR_MS;
}

/** The reasons, in the order of ATTENTION_REASONS; none when the booking needs nothing. */
export function attentionReasons(
  booking: AttentionBooking,
  facts: AttentionFacts,
  now: Date,
): AttentionReasonCode[] {
  const reasons: AttentionReasonCode[] = [];
  const served = SERVED_STATUSES.includes(booking.status);
  const flight = new Date(booking.flightDateTime);
  if (
    served &&
    booking.serviceType === 'arrival' &&
    isWithinNext(flight, NO_DRIVER_WARNING_HOURS, now) &&
    !booking.driverName?.trim()
  ) {
    reasons.push('arrival-without-driver');
  }
  if (
    served &&
    isWithinNext(referenceTime(booking), DRIVER_DETAILS_NOTICE_HOURS, now) &&
    !booking.driverDetailsSent
  ) {
    reasons.push('driver-details-not-sent');
  }
  const expired = isExpired(booking, now);
  if (booking.status === 'pending' && !expired && facts.checkoutFailed) reasons.push('checkout-failed');
  if (!CLOSED.includes(booking.status) && !expired && facts.undeliveredEmailKinds.length > 0) {
    reasons.push('email-undelivered');
  }
  if (!CLOSED.includes(booking.status) && !expired && facts.changedByTravellerAfterDriverDetails) {
    reasons.push('changed-by-traveller');
  }
  if (
    CLOSED.includes(booking.status) &&
    !expired &&
    facts.cancelledByTraveller &&
    Boolean(booking.driverName?.trim())
  ) {
    reasons.push('cancelled-by-traveller');
  }
  if (facts.unhappyRating) reasons.push('unhappy-traveller');
  if (facts.paymentDiffers) reasons.push('payment-differs');
  if (booking.status === 'cancelled' && facts.paidAfterCancellation) reasons.push('paid-after-cancellation');
  if (booking.status !== 'refunded' && facts.refundFailed) reasons.push('refund-failed');
  reasons.push(...dispatchReasons(booking, facts, now));
  return reasons;
}

/** The dispatch reasons, from the ride's latest offer to a provider. */
function dispatchReasons(booking: AttentionBooking, facts: AttentionFacts, now: Date): AttentionReasonCode[] {
  const reasons: AttentionReasonCode[] = [];
  const offer = facts.latestOffer ?? null;
  const served = SERVED_STATUSES.includes(booking.status);
  const ride = referenceTime(booking);
  const upcoming = served && ride.getTime() >= now.getTime();
  if (upcoming && offer?.status === 'declined') reasons.push('declined-by-provider');
  if (upcoming && offer?.status === 'expired') reasons.push('offer-expired');
  if (
    booking.status === 'paid' &&
    isWithinNext(ride, NO_PROVIDER_WARNING_HOURS, now) &&
    offer?.status !== 'accepted'
  ) {
    reasons.push('no-provider-yet');
  }
  if (served && !isExpired(booking, now) && offer?.status === 'accepted' && offer.changesUnconfirmed) {
    reasons.push('changes-not-confirmed');
  }
  // An arrival's driver is late from its expected landing when the flight is late.
  const expected = booking.serviceType === 'arrival' ? (booking.expectedLandingAt ?? null) : null;
  const due = expected === null ? ride : effectiveLanding(ride, expected);
  const late = now.getTime() - due.getTime() >= DRIVER_LATE_MINUTES * 60_000;
  if (served && late && !isExpired(booking, now) && offer?.status === 'accepted' && !offer.atMeetingPoint) {
    reasons.push('driver-not-at-meeting-point');
  }
  if (facts.travellerNoShow) reasons.push('traveller-no-show');
  if (served && !isExpired(booking, now) && facts.flightCancelledOrDiverted) {
    reasons.push('flight-cancelled-or-diverted');
  }
  if (served && facts.travellerUnreachable) reasons.push('traveller-unreachable');
  if (served && facts.travellerCannotFindDriver) reasons.push('traveller-cannot-find-driver');
  return reasons;
}
