/**
 * When a provider's marks may be pressed: in order (ride-marks.ts) and only once they can be true. 'Flight
 * Landed' and 'Driver at Meeting Point' from 2 hours before the ride's time, 'Traveller on Board' and 'Ride
 * Completed' from 30 minutes before it, 'Traveller No-Show' after the free wait. The ride's time is a
 * departure's pickup, an arrival's expected landing (the scheduled one when none is expected). Pure rules
 * with `now` passed in: the server refuses what these refuse, and the provider's page shows the times.
 */
import { referenceTime, type TimedBooking } from './booking-timing';
import { cancunDateTimeText } from './cancun-time';
import { isPlausibleLanding, LANDING_TEXTS } from './landing';
import {
  type FreeWaitRide,
  freeWaitEndsAt,
  nextMarks,
  RIDE_MARK_BUTTONS,
  RIDE_MARK_MESSAGES,
  type RideMark,
} from './ride-marks';

const MINUTE_MS = 60_000;

/** The provider's acts bound to the ride's time: the driver's marks and, for an arrival, 'Flight Landed'. */
export const TIMED_MARKS = ['flight-landed', 'at-meeting-point', 'on-board', 'completed', 'no-show'] as const;
export type TimedMark = (typeof TIMED_MARKS)[number];

/** How long before the ride's time each mark may be pressed; a no-show waits for the free wait instead. */
export const MARK_LEAD_MINUTES = {
  'flight-landed': 120,
  'at-meeting-point': 120,
  'on-board': 30,
  completed: 30,
} as const satisfies Record<Exclude<TimedMark, 'no-show'>, number>;

/** The words of each act's button (the runtime contract's). */
export const TIMED_MARK_BUTTONS: Record<TimedMark, string> = {
  'flight-landed': LANDING_TEXTS.flightLanded,
  ...RIDE_MARK_BUTTONS,
};

/** A ride as the rules read it: its times, its latest mark and when the driver reached the meeting point. */
export type MarkedRide = FreeWaitRide & {
  latestMark: RideMark | undefined;
  atMeetingPointAt: Date | null;
};

/** The instant the marks are timed by: an arrival's expected landing, else its scheduled one; a pickup. */
export function markReferenceTime(ride: TimedBooking & { expectedLandingAt?: Date | string | null }): Date {
  if (ride.serviceType === 'arrival' && ride.expectedLandingAt) return new Date(ride.expectedLandingAt);
  return referenceTime(ride);
}

/** The first instant the mark may be pressed. */
export function earliestMarkAt(mark: TimedMark, ride: MarkedRide): Date {
  if (mark === 'no-show') return freeWaitEndsAt(ride, ride.atMeetingPointAt);
  return new Date(markReferenceTime(ride).getTime() - MARK_LEAD_MINUTES[mark] * MINUTE_MS);
}

/** 'Driver at Meeting Point can be marked from Saturday, November 28, 2026 at 5:40 PM (Cancun time).' */
export function markableFromText(mark: TimedMark, from: Date | string): string {
  const when = cancunDateTimeText(from);
  if (mark === 'no-show')
    return `${TIMED_MARK_BUTTONS[mark]} can be marked from ${when}, after the free wait.`;
  return `${TIMED_MARK_BUTTONS[mark]} can be marked from ${when}.`;
}

/** The 409 of a mark pressed before it can be true. */
export function tooEarlyText(mark: TimedMark, from: Date | string): string {
  return `Too early: ${markableFromText(mark, from)}`;
}

/** Why this mark cannot be set now (out of turn, or too early); null when it can. */
export function markRefusal(mark: RideMark, ride: MarkedRide, now: Date): string | null {
  if (!nextMarks(ride.latestMark).includes(mark)) return RIDE_MARK_MESSAGES.notNext;
  const from = earliestMarkAt(mark, ride);
  if (now.getTime() >= from.getTime()) return null;
  return mark === 'no-show' ? RIDE_MARK_MESSAGES.noShowTooSoon : tooEarlyText(mark, from);
}

/** An arrival's landing as 'Flight Landed' reads it, with whether the offer is accepted. */
export type LandedRide = MarkedRide & {
  accepted: boolean;
  landed: boolean;
  expectedLandingAt: Date | string | null;
};

/** 'Flight Landed' may come in turn: an accepted arrival, not landed yet, before 'Driver at Meeting Point'. */
export function mayComeLanded(ride: LandedRide): boolean {
  return ride.accepted && ride.serviceType === 'arrival' && ride.atMeetingPointAt === null && !ride.landed;
}

/** Why 'Flight Landed' cannot be pressed now; null when it can. */
export function landedRefusal(ride: LandedRide, now: Date): string | null {
  if (ride.landed && ride.serviceType === 'arrival' && ride.accepted) return LANDING_TEXTS.alreadyLanded;
  if (!mayComeLanded(ride)) return LANDING_TEXTS.landedTooLate;
  const from = earliestMarkAt('flight-landed', ride);
  if (now.getTime() < from.getTime()) return tooEarlyText('flight-landed', from);
  // Days after the flight it is the wrong ride's page, not news to pass on.
  if (!isPlausibleLanding(ride.flightDateTime, now)) return LANDING_TEXTS.landedFarFromSchedule;
  return null;
}

/** The acts that come next in turn: those that may be pressed now, and the others with their first time. */
export function upcomingMarks(
  ride: LandedRide,
  now: Date,
): { now: RideMark[]; later: { mark: TimedMark; from: Date }[]; mayMarkLanded: boolean } {
  if (!ride.accepted) return { now: [], later: [], mayMarkLanded: false };
  const later: { mark: TimedMark; from: Date }[] = [];
  const mayMarkLanded = landedRefusal(ride, now) === null;
  const landedFrom = earliestMarkAt('flight-landed', ride);
  if (mayComeLanded(ride) && now.getTime() < landedFrom.getTime()) {
    later.push({ mark: 'flight-landed', from: landedFrom });
  }
  const allowed: RideMark[] = [];
  for (const mark of nextMarks(ride.latestMark)) {
    if (markRefusal(mark, ride, now) === null) allowed.push(mark);
    else later.push({ mark, from: earliestMarkAt(mark, ride) });
  }
  return { now: allowed, later, mayMarkLanded };
}
