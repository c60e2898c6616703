import { describe, expect, it } from 'vitest';
import {
  earliestMarkAt,
  type LandedRide,
  landedRefusal,
  markReferenceTime,
  markRefusal,
  tooEarlyText,
  upcomingMarks,
} from './mark-times';
import type { RideMark } from './ride-marks';

const MINUTE = 60_000;
/** 14:30 on 10 March 2026 in Cancun (UTC-5). */
const LANDING = new Date('2026-03-10T19:30:00Z');
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);

/** An accepted arrival with nothing marked yet. */
const arrival: LandedRide = {
  serviceType: 'arrival',
  flightDateTime: LANDING,
  pickupTimeCalc: null,
  expectedLandingAt: null,
  latestMark: undefined,
  atMeetingPointAt: null,
  accepted: true,
  landed: false,
};
/** A departure picked up at 10:30 in Cancun for the 14:30 flight. */
const PICKUP = at(LANDING, -240);
const departure: LandedRide = { ...arrival, serviceType: 'departure', pickupTimeCalc: PICKUP };
const after = (latestMark: RideMark, ride: LandedRide = arrival): LandedRide => ({
  ...ride,
  latestMark,
  atMeetingPointAt: at(markReferenceTime(ride), -30),
});

describe("the ride's time the marks count from", () => {
  it("is an arrival's scheduled landing, or its expected one once known (earlier or later)", () => {
    expect(markReferenceTime(arrival)).toEqual(LANDING);
    expect(markReferenceTime({ ...arrival, expectedLandingAt: at(LANDING, 95) })).toEqual(at(LANDING, 95));
    expect(markReferenceTime({ ...arrival, expectedLandingAt: at(LANDING, -20) })).toEqual(at(LANDING, -20));
  });

  it("is a departure's pickup time", () => {
    expect(markReferenceTime(departure)).toEqual(PICKUP);
  });
});

describe('a mark only once it can be true', () => {
  it.each([
    ['Driver at Meeting Point', 'at-meeting-point', arrival, LANDING, -120],
    ['Traveller on Board', 'on-board', after('at-meeting-point'), LANDING, -30],
    ['Ride Completed', 'completed', after('on-board'), LANDING, -30],
    ['Driver at Meeting Point (departure)', 'at-meeting-point', departure, PICKUP, -120],
    ['Ride Completed (departure)', 'completed', after('on-board', departure), PICKUP, -30],
  ] as const)(
    '%s: refused a minute before its time, allowed exactly at it',
    (_name, mark, ride, base, lead) => {
      const from = at(base, lead);
      expect(earliestMarkAt(mark, ride)).toEqual(from);
      expect(markRefusal(mark, ride, at(from, -1))).toBe(tooEarlyText(mark, from));
      expect(markRefusal(mark, ride, from)).toBeNull();
    },
  );

  it('follows a delayed landing: the driver at the meeting point from 2 hours before the expected one', () => {
    const delayed = { ...arrival, expectedLandingAt: at(LANDING, 180) };
    expect(markRefusal('at-meeting-point', delayed, at(LANDING, 59))).not.toBeNull();
    expect(markRefusal('at-meeting-point', delayed, at(LANDING, 60))).toBeNull();
  });

  it('says, in Cancun time, from when the mark may be pressed', () => {
    expect(markRefusal('at-meeting-point', arrival, at(LANDING, -4 * 24 * 60))).toBe(
      'Too early: Driver at Meeting Point can be marked from Tuesday, March 10, 2026 at 12:30 PM (Cancun time).',
    );
    expect(markRefusal('completed', after('on-board'), at(LANDING, -4 * 24 * 60))).toBe(
      'Too early: Ride Completed can be marked from Tuesday, March 10, 2026 at 2:00 PM (Cancun time).',
    );
  });

  it('still refuses a mark out of turn first, whatever the time', () => {
    expect(markRefusal('completed', arrival, at(LANDING, 600))).toBe(
      'This step is not the next one for this ride. Reload the page to see where it stands.',
    );
  });
});

describe("'Flight Landed'", () => {
  it('is refused a minute before 2 hours ahead of the landing, allowed exactly then', () => {
    const from = at(LANDING, -120);
    expect(landedRefusal(arrival, at(from, -1))).toBe(
      'Too early: Flight Landed can be marked from Tuesday, March 10, 2026 at 12:30 PM (Cancun time).',
    );
    expect(landedRefusal(arrival, from)).toBeNull();
  });

  it('counts from the expected landing when one is known', () => {
    const early = { ...arrival, expectedLandingAt: at(LANDING, -60) };
    expect(landedRefusal(early, at(LANDING, -181))).not.toBeNull();
    expect(landedRefusal(early, at(LANDING, -180))).toBeNull();
  });

  it('is refused once landed, after the meeting point, for a departure, an offer not accepted, or days late', () => {
    expect(landedRefusal({ ...arrival, landed: true }, LANDING)).toBe(
      'This flight is already marked landed.',
    );
    const tooLate = "'Flight Landed' can be marked only before 'Driver at Meeting Point'.";
    expect(landedRefusal(after('at-meeting-point'), LANDING)).toBe(tooLate);
    expect(landedRefusal(departure, LANDING)).toBe(tooLate);
    expect(landedRefusal({ ...arrival, accepted: false }, LANDING)).toBe(tooLate);
    expect(landedRefusal(arrival, at(LANDING, 48 * 60 + 1))).toBe(
      "'Flight Landed' can be marked only within 2 days of the scheduled landing.",
    );
  });
});

describe('the acts next in turn', () => {
  it('holds each back until its time, with that time', () => {
    const early = at(LANDING, -121);
    expect(upcomingMarks(arrival, early)).toEqual({
      now: [],
      later: [
        { mark: 'flight-landed', from: at(LANDING, -120) },
        { mark: 'at-meeting-point', from: at(LANDING, -120) },
      ],
      mayMarkLanded: false,
    });
    expect(upcomingMarks(arrival, at(LANDING, -120))).toEqual({
      now: ['at-meeting-point'],
      later: [],
      mayMarkLanded: true,
    });
  });

  it('holds the no-show back until the free wait ends, beside boarding', () => {
    const waiting = after('at-meeting-point');
    expect(upcomingMarks(waiting, LANDING)).toEqual({
      now: ['on-board'],
      later: [{ mark: 'no-show', from: at(LANDING, 60) }],
      mayMarkLanded: false,
    });
  });

  it('offers nothing before the offer is accepted', () => {
    expect(upcomingMarks({ ...arrival, accepted: false }, LANDING)).toEqual({
      now: [],
      later: [],
      mayMarkLanded: false,
    });
  });
});
