/**
 * The marks a provider's driver sets on a ride, in order: at the meeting point, the traveller
 * on board, the ride completed; or, after the meeting point and the free wait, the traveller a no-show.
 * Pure rules with times passed in; when each may be pressed is mark-times.ts.
 */
import { FREE_WAIT_MINUTES } from './landing';
import type { ServiceType } from './service-types';

export const RIDE_MARKS = ['at-meeting-point', 'on-board', 'completed', 'no-show'] as const;
export type RideMark = (typeof RIDE_MARKS)[number];

/** The provider page's buttons (the runtime contract). */
export const RIDE_MARK_BUTTONS: Record<RideMark, string> = {
  'at-meeting-point': 'Driver at Meeting Point',
  'on-board': 'Traveller on Board',
  completed: 'Ride Completed',
  'no-show': 'Traveller No-Show',
};

/** How the history, the board and the card name a mark. */
export const RIDE_MARK_WORDS: Record<RideMark, string> = {
  'at-meeting-point': 'At meeting point',
  'on-board': 'On board',
  completed: 'Completed',
  'no-show': 'No-show',
};

/**
 * Where each mark's time is kept: the same field in the offer's row, the board's standing offer and the
 * API's shapes (the admin's offer, the provider's ride).
 */
export const MARK_TIME_FIELDS = {
  'at-meeting-point': 'atMeetingPointAt',
  'on-board': 'onBoardAt',
  completed: 'completedAt',
  'no-show': 'noShowAt',
} as const satisfies Record<RideMark, string>;
export type MarkTimeField = (typeof MARK_TIME_FIELDS)[RideMark];

/** The latest mark set, from the marks' times (none yet: undefined): marks come in order, so the last one. */
export function latestMark(times: Record<MarkTimeField, unknown>): RideMark | undefined {
  return RIDE_MARKS.findLast((mark) => times[MARK_TIME_FIELDS[mark]]);
}

/** What may follow each mark; a ride without marks may only get 'at-meeting-point'. */
const NEXT: Record<RideMark | 'none', readonly RideMark[]> = {
  none: ['at-meeting-point'],
  'at-meeting-point': ['on-board', 'no-show'],
  'on-board': ['completed'],
  completed: [],
  'no-show': [],
};

/** The marks that may come next after the latest one (none yet: undefined). */
export function nextMarks(latest: RideMark | undefined): readonly RideMark[] {
  return NEXT[latest ?? 'none'];
}

/** Marks that end the ride: nothing may follow them. */
export function isFinalMark(mark: RideMark | undefined): boolean {
  return mark === 'completed' || mark === 'no-show';
}

const MINUTE_MS = 60_000;
/** Departures: the driver waits this long after the pickup time. */
export const DEPARTURE_FREE_WAIT_MINUTES = 15;

export type FreeWaitRide = {
  serviceType: ServiceType;
  /** An arrival's scheduled landing (the flight time the traveller entered). */
  flightDateTime: Date | string;
  pickupTimeCalc?: Date | string | null;
  /** An arrival's expected or actual landing, when known. */
  expectedLandingAt?: Date | string | null;
};

const time = (value: Date | string) => new Date(value).getTime();

/**
 * When the free wait ends: for an arrival, 60 minutes after the latest of its scheduled landing, its
 * expected or actual landing, and the driver's 'at meeting point' mark; for a departure, 15 minutes after
 * its pickup time (its flight time when no pickup was computed).
 */
export function freeWaitEndsAt(ride: FreeWaitRide, driverAtMeetingPointAt?: Date | null): Date {
  if (ride.serviceType === 'departure') {
    const pickup = ride.pickupTimeCalc ?? ride.flightDateTime;
    return new Date(time(pickup) + DEPARTURE_FREE_WAIT_MINUTES * MINUTE_MS);
  }
  const landing = Math.max(
    time(ride.flightDateTime),
    ride.expectedLandingAt ? time(ride.expectedLandingAt) : Number.NEGATIVE_INFINITY,
    driverAtMeetingPointAt ? driverAtMeetingPointAt.getTime() : Number.NEGATIVE_INFINITY,
  );
  return new Date(landing + FREE_WAIT_MINUTES * MINUTE_MS);
}

/** Ours: the 409 answers of a mark out of turn. */
export const RIDE_MARK_MESSAGES = {
  notNext: 'This step is not the next one for this ride. Reload the page to see where it stands.',
  noShowTooSoon: 'The traveller can be marked a no-show only after the free wait.',
} as const;
