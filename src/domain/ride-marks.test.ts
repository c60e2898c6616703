import { describe, expect, it } from 'vitest';
import { markRefusal } from './mark-times';
import { freeWaitEndsAt, latestMark, nextMarks, type RideMark } from './ride-marks';

const MINUTE = 60_000;
const FLIGHT = new Date('2026-03-10T19:30:00Z');
const arrival = { serviceType: 'arrival' as const, flightDateTime: FLIGHT, pickupTimeCalc: null };
const PICKUP = new Date(FLIGHT.getTime() - 4 * 60 * MINUTE);
const departure = { serviceType: 'departure' as const, flightDateTime: FLIGHT, pickupTimeCalc: PICKUP };
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);

describe('the latest mark', () => {
  const none = { atMeetingPointAt: null, onBoardAt: null, completedAt: null, noShowAt: null };

  it('is none before the driver marks anything', () => {
    expect(latestMark(none)).toBeUndefined();
  });

  it.each([
    ['at-meeting-point', { atMeetingPointAt: FLIGHT }],
    ['on-board', { atMeetingPointAt: FLIGHT, onBoardAt: at(FLIGHT, 10) }],
    ['completed', { atMeetingPointAt: FLIGHT, onBoardAt: at(FLIGHT, 10), completedAt: at(FLIGHT, 60) }],
    ['no-show', { atMeetingPointAt: FLIGHT, noShowAt: at(FLIGHT, 70) }],
  ] as const)('is %s when its time is the last one set', (mark, times) => {
    expect(latestMark({ ...none, ...times })).toBe(mark);
  });
});

describe('marks in order only', () => {
  it.each([
    [undefined, ['at-meeting-point']],
    ['at-meeting-point', ['on-board', 'no-show']],
    ['on-board', ['completed']],
    ['completed', []],
    ['no-show', []],
  ] as const)('after %s come %o', (latest, next) => {
    expect(nextMarks(latest)).toEqual(next);
  });

  it.each([
    ['on board before the meeting point', undefined, 'on-board'],
    ['completed before on board', 'at-meeting-point', 'completed'],
    ['the meeting point pressed again', 'at-meeting-point', 'at-meeting-point'],
    ['a no-show once on board', 'on-board', 'no-show'],
    ['anything after completion', 'completed', 'on-board'],
  ] as const)('refuses %s', (_name, latest, mark) => {
    const ride = { ...arrival, latestMark: latest as RideMark | undefined, atMeetingPointAt: null };
    expect(markRefusal(mark, ride, at(FLIGHT, 600))).toBe(
      'This step is not the next one for this ride. Reload the page to see where it stands.',
    );
  });
});

describe('the free wait', () => {
  it('ends 60 minutes after the landing for a driver there before it', () => {
    expect(freeWaitEndsAt(arrival, at(FLIGHT, -20))).toEqual(at(FLIGHT, 60));
  });

  it("ends 60 minutes after the driver's mark when the driver came after the landing", () => {
    expect(freeWaitEndsAt(arrival, at(FLIGHT, 25))).toEqual(at(FLIGHT, 85));
  });

  it('follows an expected landing later than the scheduled one', () => {
    expect(freeWaitEndsAt({ ...arrival, expectedLandingAt: at(FLIGHT, 90) }, at(FLIGHT, -5))).toEqual(
      at(FLIGHT, 150),
    );
    // An earlier landing does not shorten the promise made for the scheduled one.
    expect(freeWaitEndsAt({ ...arrival, expectedLandingAt: at(FLIGHT, -30) })).toEqual(at(FLIGHT, 60));
  });

  it('ends 15 minutes after the pickup time for a departure', () => {
    expect(freeWaitEndsAt(departure, at(PICKUP, 10))).toEqual(at(PICKUP, 15));
  });

  it.each([
    [
      'a second before the end: refused',
      -1000,
      'The traveller can be marked a no-show only after the free wait.',
    ],
    ['at the end: allowed', 0, null],
  ])('a no-show %s', (_name, offsetMs, refusal) => {
    const mark = at(FLIGHT, 10);
    const ride = { ...arrival, latestMark: 'at-meeting-point' as const, atMeetingPointAt: mark };
    const end = freeWaitEndsAt(arrival, mark);
    expect(markRefusal('no-show', ride, new Date(end.getTime() + offsetMs))).toBe(refusal);
  });

  it('never allows a no-show before the driver was at the meeting point', () => {
    const ride = { ...departure, latestMark: undefined, atMeetingPointAt: null };
    expect(markRefusal('no-show', ride, at(PICKUP, 600))).not.toBeNull();
  });
});
