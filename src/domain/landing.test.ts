import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_WAIT_MINUTES,
  freeWaitUntil,
  isLandingChange,
  isPlausibleLanding,
  landingText,
  lateNightNotice,
  mayEmailLandingAgain,
  nextFlightCheckAt,
} from './landing';

/** 14:30 on 10 March 2026 in Cancun (UTC-5). */
const SCHEDULED = new Date('2026-03-10T19:30:00Z');
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

describe('the free wait', () => {
  it('ends 60 minutes after the scheduled landing when nothing else is known', () => {
    expect(FREE_WAIT_MINUTES).toBe(60);
    expect(freeWaitUntil(SCHEDULED, null)).toEqual(at(SCHEDULED, 60));
  });

  it('ends 60 minutes after a later expected landing', () => {
    expect(freeWaitUntil(SCHEDULED, at(SCHEDULED, 45))).toEqual(at(SCHEDULED, 105));
  });

  it('never ends before 60 minutes after the scheduled landing, even for an early flight', () => {
    expect(freeWaitUntil(SCHEDULED, at(SCHEDULED, -20))).toEqual(at(SCHEDULED, 60));
  });

  it('takes ISO strings as the API carries them', () => {
    expect(freeWaitUntil(SCHEDULED.toISOString(), at(SCHEDULED, 1).toISOString())).toEqual(at(SCHEDULED, 61));
  });
});

describe('a plausible landing', () => {
  it.each([
    ['48 hours after the scheduled one', true, 48 * 60],
    ['48 hours and a minute after', false, 48 * 60 + 1],
    ['48 hours before', true, -48 * 60],
    ['48 hours and a minute before', false, -48 * 60 - 1],
  ])('%s: %s', (_name, plausible, minutes) => {
    expect(isPlausibleLanding(SCHEDULED, at(SCHEDULED, minutes))).toBe(plausible);
  });

  it('is never one in 2099', () => {
    expect(isPlausibleLanding(SCHEDULED, new Date('2099-03-10T19:30:00Z'))).toBe(false);
  });
});

describe('a change of landing', () => {
  it.each([
    [14, false],
    [15, true],
    [-14, false],
    [-15, true],
    [0, false],
  ])('of %i minutes counts: %s', (minutes, counts) => {
    expect(isLandingChange(SCHEDULED, at(SCHEDULED, minutes))).toBe(counts);
  });
});

describe('the e-mail spacing', () => {
  const sent = new Date('2026-03-10T18:00:00Z');
  it('lets the first e-mail go', () => {
    expect(mayEmailLandingAgain(null, sent)).toBe(true);
  });
  it('holds the next one for 30 minutes, to the minute', () => {
    expect(mayEmailLandingAgain(sent, at(sent, 29))).toBe(false);
    expect(mayEmailLandingAgain(sent, new Date(at(sent, 30).getTime() - 1))).toBe(false);
    expect(mayEmailLandingAgain(sent, at(sent, 30))).toBe(true);
  });
});

describe('the landing text, in Cancun time', () => {
  it('says the scheduled time alone while nothing else is known', () => {
    expect(landingText({ scheduled: SCHEDULED, expected: null, landed: false })).toBe('Scheduled 2:30 PM');
  });
  it('adds the expected time and the delay', () => {
    expect(landingText({ scheduled: SCHEDULED, expected: at(SCHEDULED, 35), landed: false })).toBe(
      'Scheduled 2:30 PM · Expected 3:05 PM (+35 min)',
    );
  });
  it('shows an early flight with a minus', () => {
    expect(landingText({ scheduled: SCHEDULED, expected: at(SCHEDULED, -20), landed: false })).toBe(
      'Scheduled 2:30 PM · Expected 2:10 PM (-20 min)',
    );
  });
  it('says Landed once it landed', () => {
    expect(landingText({ scheduled: SCHEDULED, expected: at(SCHEDULED, 12), landed: true })).toBe(
      'Landed 2:42 PM',
    );
  });
});

describe.each(['UTC', 'Pacific/Kiritimati'])('the late-night check with TZ=%s', (zone) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it('warns of a landing at midnight, naming the Cancun day typed', () => {
    expect(lateNightNotice('2026-11-21', '00:00')).toBe(
      'Your flight lands after midnight, on Saturday, November 21, 2026. Please check the date.',
    );
  });
  it('warns up to 05:59', () => {
    expect(lateNightNotice('2026-11-22', '05:59')).toBe(
      'Your flight lands after midnight, on Sunday, November 22, 2026. Please check the date.',
    );
  });
  it('stays quiet from 06:00 and late in the evening', () => {
    expect(lateNightNotice('2026-11-21', '06:00')).toBeNull();
    expect(lateNightNotice('2026-11-21', '23:59')).toBeNull();
  });
  it('stays quiet while the date or time is not a real one', () => {
    expect(lateNightNotice('', '01:00')).toBeNull();
    expect(lateNightNotice('2026-02-30', '01:00')).toBeNull();
  });
});

describe('the flight checks', () => {
  const base = { scheduled: SCHEDULED, expected: null, departure: null, finished: false };
  it('come 24 hours, then 3 hours before the scheduled landing', () => {
    expect(nextFlightCheckAt({ ...base, now: at(SCHEDULED, -30 * 60) })).toEqual(at(SCHEDULED, -24 * 60));
    expect(nextFlightCheckAt({ ...base, now: at(SCHEDULED, -24 * 60) })).toEqual(at(SCHEDULED, -3 * 60));
  });
  it('come every 15 minutes from the departure once the feed gave it', () => {
    const departure = at(SCHEDULED, -120);
    expect(nextFlightCheckAt({ ...base, departure, now: at(SCHEDULED, -180) })).toEqual(departure);
    expect(nextFlightCheckAt({ ...base, departure, now: at(SCHEDULED, -100) })).toEqual(at(SCHEDULED, -85));
  });
  it('stop once the flight landed, or long after it was due', () => {
    expect(nextFlightCheckAt({ ...base, finished: true, now: at(SCHEDULED, -60) })).toBeNull();
    expect(nextFlightCheckAt({ ...base, now: at(SCHEDULED, 181) })).toBeNull();
  });
});
