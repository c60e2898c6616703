/**
 * When the scheduler acts on a booking without anyone asking: one payment reminder for a
 * booking left unpaid, the cancellation of a booking nobody paid before its ride, and the reminder before
 * a departure's pickup. Pure rules with `now` passed in; the server's queries select with the same
 * cut-offs, so what the tests below pin down is what the scheduler does.
 */
import { referenceTime, type TimedBooking } from './booking-timing';
import type { BookingStatus } from './statuses';

const HOUR_MS = 60 * 60 * 1000;

/** An unpaid booking gets its one reminder once it is this old... */
export const PAYMENT_REMINDER_AFTER_HOURS = 24;
/** ...and only while its ride is more than this far away: closer, a reminder would only rush people. */
export const PAYMENT_REMINDER_MIN_HOURS_BEFORE_RIDE = 24;
/** A departure's traveller is reminded of the pickup this long before it. */
export const DEPARTURE_REMINDER_HOURS_BEFORE_PICKUP = 24;

/** The statuses of a departure that will happen: paid, or confirmed by an operator. */
export const RIDE_STATUSES: readonly BookingStatus[] = ['paid', 'confirmed'];

export interface PaymentReminderCutoffs {
  /** Created at or before this instant. */
  createdAtOrBefore: Date;
  /** Ride (reference time) strictly after this instant. */
  rideAfter: Date;
}

export function paymentReminderCutoffs(now: Date): PaymentReminderCutoffs {
  return {
    createdAtOrBefore: new Date(now.getTime() - PAYMENT_REMINDER_AFTER_HOURS * HOUR_MS),
    rideAfter: new Date(now.getTime() + PAYMENT_REMINDER_MIN_HOURS_BEFORE_RIDE * HOUR_MS),
  };
}

type UnpaidCandidate = TimedBooking & {
  status: BookingStatus;
  createdAt: Date | string;
  paymentReminderSentAt?: Date | string | null;
};

/**
 * Pending, 24 hours old or more, never reminded, and its ride more than 24 hours away.
 *
 * @internal The scheduler runs this rule as SQL; scheduler-rules.test.ts holds the SQL to it.
 */
export function isPaymentReminderDue(booking: UnpaidCandidate, now: Date): boolean {
  const cutoffs = paymentReminderCutoffs(now);
  return (
    booking.status === 'pending' &&
    !booking.paymentReminderSentAt &&
    new Date(booking.createdAt).getTime() <= cutoffs.createdAtOrBefore.getTime() &&
    referenceTime(booking).getTime() > cutoffs.rideAfter.getTime()
  );
}

/**
 * Abandoned: still pending once the time of its ride has passed. Nobody can pay it any more (Pay Now
 * stops then too), so it only clutters the dashboard. The server also waits for an open checkout to run
 * out before cancelling, so money can never arrive for a booking it has just cancelled.
 *
 * @internal The scheduler runs this rule as SQL; scheduler-rules.test.ts holds the SQL to it.
 */
export function isAbandoned(booking: TimedBooking & { status: BookingStatus }, now: Date): boolean {
  return booking.status === 'pending' && referenceTime(booking).getTime() < now.getTime();
}

export interface DepartureReminderWindow {
  /** Pickup strictly after this instant (a pickup that has happened needs no reminder)... */
  pickupAfter: Date;
  /** ...and at or before this one. */
  pickupAtOrBefore: Date;
}

export function departureReminderWindow(now: Date): DepartureReminderWindow {
  return {
    pickupAfter: now,
    pickupAtOrBefore: new Date(now.getTime() + DEPARTURE_REMINDER_HOURS_BEFORE_PICKUP * HOUR_MS),
  };
}

/** Latest creation time of a booking that gets a departure reminder: see isDepartureReminderDue. */
export function latestCreationForDepartureReminder(pickup: Date): Date {
  return new Date(pickup.getTime() - DEPARTURE_REMINDER_HOURS_BEFORE_PICKUP * HOUR_MS);
}

type DepartureCandidate = {
  serviceType: TimedBooking['serviceType'];
  status: BookingStatus;
  pickupTimeCalc?: Date | string | null;
  createdAt: Date | string;
  departureReminderSentAt?: Date | string | null;
};

/**
 * A paid or confirmed departure whose pickup is within the next 24 hours, not yet reminded. A booking
 * made less than 24 hours before its pickup gets none: its payment receipt, a few hours old at most,
 * already gives the pickup time and place.
 *
 * @internal The scheduler runs this rule as SQL; scheduler-rules.test.ts holds the SQL to it.
 */
export function isDepartureReminderDue(booking: DepartureCandidate, now: Date): boolean {
  if (booking.serviceType !== 'departure' || !booking.pickupTimeCalc) return false;
  if (!RIDE_STATUSES.includes(booking.status) || booking.departureReminderSentAt) return false;
  const pickup = new Date(booking.pickupTimeCalc);
  const window = departureReminderWindow(now);
  return (
    pickup.getTime() > window.pickupAfter.getTime() &&
    pickup.getTime() <= window.pickupAtOrBefore.getTime() &&
    new Date(booking.createdAt).getTime() <= latestCreationForDepartureReminder(pickup).getTime()
  );
}
