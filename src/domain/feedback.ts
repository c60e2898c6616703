/**
 * Feedback after the ride: the day after a ride, its traveller is asked 'How was your
 * transfer?' with a link per rating; a rating of 1 or 2 puts the booking on the operator's list.
 */
import { addCancunDays, cancunDateAndTime, cancunDateTimeToInstant, cancunToday } from './cancun-time';
import type { BookingStatus } from './statuses';

/** Rides that were driven, or will have been by then (a paid ride nobody marked completed). */
export const FEEDBACK_STATUSES = [
  'paid',
  'confirmed',
  'completed',
] as const satisfies readonly BookingStatus[];

/** The request goes out from this hour (Cancun time) the day after the ride: not at night. */
export const FEEDBACK_SEND_HOUR = '09:00';

/** Rides further back than this are never asked about (a first run after a long stop, an old import). */
export const FEEDBACK_LOOKBACK_DAYS = 7;

export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;

export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

export const FEEDBACK_TEXTS = {
  subject: 'How was your transfer?',
  heading: 'How was your transfer?',
  ratingLegend: 'Your rating',
  comment: 'Comment (optional)',
  submit: 'Send Feedback',
  thanks: 'Thank you for your feedback.',
  used: 'This feedback link has already been used.',
  invalid: 'This feedback link is not valid.',
  chooseRating: 'Please choose a rating from 1 to 5 stars',
} as const;

/** '1 star', '4 stars'. */
export function ratingLabel(rating: number): string {
  return `${rating} ${rating === 1 ? 'star' : 'stars'}`;
}

/** A rating at or under this puts the booking on the operator's list ('Unhappy traveller'). */
export const UNHAPPY_RATING_MAX = 2;

/**
 * The rides whose feedback request is due at `now`: those of the Cancun days before today once it is
 * 09:00 in Cancun (before that, those before yesterday), going back at most seven days. As instants:
 * reference time at or after `rideFrom` and before `rideBefore`.
 */
export function feedbackWindow(now: Date): { rideFrom: Date; rideBefore: Date } {
  const today = cancunToday(now);
  const sentToday = cancunDateAndTime(now).time >= FEEDBACK_SEND_HOUR;
  const lastDayAsked = addCancunDays(today, sentToday ? -1 : -2);
  const before = cancunDateTimeToInstant(addCancunDays(lastDayAsked, 1), '00:00');
  const from = cancunDateTimeToInstant(addCancunDays(lastDayAsked, 1 - FEEDBACK_LOOKBACK_DAYS), '00:00');
  if (!before || !from) throw new RangeError(`no feedback window at ${now.toISOString()}`);
  return { rideFrom: from, rideBefore: before };
}
