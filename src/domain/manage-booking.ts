/**
 * Travellers manage their own booking: what they may change, until when, and what cancelling
 * gives them under the refund policy of SPEC section 9. Pure rules with `now` passed in; the manage page
 * and the server both read them from here.
 */
import { differenceInMilliseconds } from 'date-fns';
import { isExpired, referenceTime, type TimedBooking } from './booking-timing';
import { formatUsdCents } from './money';
import { REFUND_PERCENT, REFUND_POLICY, refundAmountCents } from './refunds';
import type { BookingStatus } from './statuses';

const HOUR_MS = 60 * 60 * 1000;

/** Changes and cancellation online until this many hours before the ride's reference time. */
export const MANAGE_CUTOFF_HOURS = 48;

/** Cancelling at least this many hours (30 days) before the reference time gives the refund. */
export const REFUND_MIN_HOURS_BEFORE = REFUND_POLICY.minDaysBeforeTravel * 24;

/** Child seats a traveller may ask for: free, on request, not guaranteed (the terms). */
export const CHILD_SEATS_MAX = 4;

/** The texts of the manage page and API (as the runtime contract names them). */
export const MANAGE_TEXTS = {
  heading: 'Manage Your Booking',
  changeDetails: 'Change Details',
  saveChanges: 'Save Changes',
  saved: 'Your changes have been saved.',
  routeNotEditable: 'To change the route or the number of passengers, please contact us.',
  cancelBooking: 'Cancel Booking',
  confirmCancel: 'Yes, Cancel Booking',
  cancelled: 'Your booking has been cancelled.',
  manageBooking: 'Manage Booking',
  bookYourReturn: 'Book Your Return',
  pastCutoff: 'Changes are no longer possible online less than 48 hours before your ride. Please contact us.',
  unpaidCancel: 'This booking has not been paid, so cancelling it costs nothing.',
  noRefund: 'Your ride is less than 30 days away, so no refund is due under our terms.',
  /**
   * Ours: the ride was moved later after it was paid. The refund follows the promise made at
   * payment: the earliest date the ride has had since then.
   */
  noRefundMoved:
    'Your ride was less than 30 days away when it was paid or since, so no refund is due under our terms, even after a change of date.',
  notFound: 'Booking not found',
  /** Ours: a changed flight or pickup must itself leave the 48 hours. */
  newTimeTooSoon: 'The new time must be at least 48 hours away. To change it sooner, please contact us.',
  /** Ours: the booking can no longer be changed or cancelled (cancelled, refunded, completed or past). */
  closed: 'This booking can no longer be changed or cancelled online.',
  childSeatsRange: `Child seats must be a whole number from 0 to ${CHILD_SEATS_MAX}`,
} as const;

/** 'You will be refunded $189.05 (95% of $199).' */
export function refundSentence(refundCents: number, paidCents: number): string {
  return `You will be refunded ${usdText(refundCents)} (${REFUND_PERCENT}% of ${usdText(paidCents)}).`;
}

/** '$199' for whole dollars, '$189.05' when there are cents. */
export function usdText(cents: number): string {
  const text = formatUsdCents(cents);
  return cents % 100 === 0 ? text.replace(/\.00$/, '') : text;
}

/** 'None' for 0, else the number: how the confirmation page, the card and the manifest show child seats. */
export function childSeatsText(childSeats: number): string {
  return childSeats === 0 ? 'None' : String(childSeats);
}

/** Statuses a traveller may still change or cancel. */
const OPEN_STATUSES: readonly BookingStatus[] = ['pending', 'paid', 'confirmed'];
/** Statuses that mean money was taken. */
const PAID_STATUSES: readonly BookingStatus[] = ['paid', 'confirmed'];

export type ManagedBooking = TimedBooking & { status: BookingStatus };

/** Hours (fractional) from now to the ride's reference time; negative once it has passed. */
function hoursUntilRide(booking: TimedBooking, now: Date): number {
  return differenceInMilliseconds(referenceTime(booking), now) / HOUR_MS;
}

/** Past the cut-off: less than 48 hours before the reference time (exactly 48 hours is still in time). */
export function isPastManageCutoff(booking: TimedBooking, now: Date): boolean {
  return hoursUntilRide(booking, now) < MANAGE_CUTOFF_HOURS;
}

/** A booking a traveller may still act on at all: open status and not expired. */
export function isManageable(booking: ManagedBooking, now: Date): boolean {
  return OPEN_STATUSES.includes(booking.status) && !isExpired(booking, now);
}

/**
 * Why the traveller cannot change or cancel now; null when they can. 'closed' for a cancelled, refunded,
 * completed or expired booking, and for one whose personal data was erased on request (it is
 * kept only as tax law needs it, read-only; its form must not fill the erased fields again); 'cutoff'
 * within 48 hours of the ride.
 */
export function manageRefusal(
  booking: ManagedBooking & { erasedAt?: Date | string | null },
  now: Date,
): 'closed' | 'cutoff' | null {
  if (booking.erasedAt || !isManageable(booking, now)) return 'closed';
  if (isPastManageCutoff(booking, now)) return 'cutoff';
  return null;
}

/** A booking as the refund rule reads it: its times now, and the earliest since payment. */
export type RefundTimedBooking = TimedBooking & { refundReferenceAt?: Date | string | null };

/**
 * The reference time a traveller's refund is judged by: the earliest the booking has had since it was paid
 * (kept with the booking), never a later one the traveller has moved it to. Before payment, its own.
 */
export function refundReferenceTime(booking: RefundTimedBooking): Date {
  const current = referenceTime(booking);
  if (!booking.refundReferenceAt) return current;
  const promised = new Date(booking.refundReferenceAt);
  return promised.getTime() < current.getTime() ? promised : current;
}

/**
 * What a paid booking keeps as its refund reference once its times change: the earlier of what it kept and
 * its new reference time. Unpaid (nothing kept), it keeps nothing.
 */
export function refundReferenceAfterChange(kept: Date | null, changed: TimedBooking): Date | null {
  if (!kept) return null;
  return refundReferenceTime({ ...changed, refundReferenceAt: kept });
}

export type CancellationOutcome =
  | { kind: 'unpaid' }
  | { kind: 'refund'; refundCents: number; paidCents: number }
  /** `moved`: the ride is 30 days away now only because it was moved later after payment. */
  | { kind: 'no-refund'; moved: boolean };

/**
 * What cancelling gives under SPEC section 9: nothing to pay back for an unpaid booking; 95% of what was
 * paid (whole cents, floored) when the ride is at least 720 hours away, judged by the earliest reference
 * time the booking has had since it was paid; nothing later.
 */
export function cancellationOutcome(
  booking: ManagedBooking & { refundReferenceAt?: Date | string | null; paidCents: number },
  now: Date,
): CancellationOutcome {
  if (!PAID_STATUSES.includes(booking.status) || booking.paidCents <= 0) return { kind: 'unpaid' };
  const hoursUntilPromised = differenceInMilliseconds(refundReferenceTime(booking), now) / HOUR_MS;
  if (hoursUntilPromised >= REFUND_MIN_HOURS_BEFORE) {
    return {
      kind: 'refund',
      refundCents: refundAmountCents(booking.paidCents),
      paidCents: booking.paidCents,
    };
  }
  return { kind: 'no-refund', moved: hoursUntilRide(booking, now) >= REFUND_MIN_HOURS_BEFORE };
}

/** The confirmation's sentence for an outcome. */
export function cancellationSentence(outcome: CancellationOutcome): string {
  if (outcome.kind === 'unpaid') return MANAGE_TEXTS.unpaidCancel;
  if (outcome.kind === 'refund') return refundSentence(outcome.refundCents, outcome.paidCents);
  return outcome.moved ? MANAGE_TEXTS.noRefundMoved : MANAGE_TEXTS.noRefund;
}

/** The fields a traveller may change, in the form's order. Route and passengers are not among them. */
export const TRAVELLER_EDITABLE_FIELDS = [
  'phone',
  'hotelName',
  'flightNumber',
  'flightAirline',
  'flightDateTime',
  'pickupTime',
  'specialInstructions',
  'childSeats',
  /** Arrivals only. */
  'terminal',
] as const;
export type TravellerEditableField = (typeof TRAVELLER_EDITABLE_FIELDS)[number];

/** How the traveller's change e-mail and the history name each field. */
export const TRAVELLER_FIELD_LABELS: Record<TravellerEditableField | 'pickupTimeCalc', string> = {
  phone: 'Phone',
  hotelName: 'Hotel/AirBNB/Stay Name or Address',
  flightNumber: 'Flight Number',
  flightAirline: 'Airline',
  flightDateTime: 'Flight date and time',
  pickupTime: 'Pickup hours before flight',
  pickupTimeCalc: 'Pickup Time',
  specialInstructions: 'Special Instructions',
  childSeats: 'Child Seats',
  terminal: 'Terminal',
};

/** A new reference time must leave the cut-off too: a traveller cannot move the ride to tomorrow online. */
export function isNewTimeTooSoon(booking: TimedBooking, now: Date): boolean {
  return isPastManageCutoff(booking, now);
}
