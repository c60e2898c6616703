import { describe, expect, it } from 'vitest';
import { feedbackWindow, ratingLabel } from './feedback';

describe('feedback after the ride', () => {
  it('asks about the rides of the days before today from 09:00 in Cancun, going back seven days', () => {
    // 09:00 on 11 March in Cancun (UTC-5): rides of 4 to 10 March.
    expect(feedbackWindow(new Date('2026-03-11T14:00:00Z'))).toEqual({
      rideFrom: new Date('2026-03-04T05:00:00Z'),
      rideBefore: new Date('2026-03-11T05:00:00Z'),
    });
    // 08:59 the same morning: not yesterday's rides yet, only those before.
    expect(feedbackWindow(new Date('2026-03-11T13:59:00Z'))).toEqual({
      rideFrom: new Date('2026-03-03T05:00:00Z'),
      rideBefore: new Date('2026-03-10T05:00:00Z'),
    });
    // 23:30 on 11 March in Cancun is already the 12th in UTC: still the 11th's window.
    expect(feedbackWindow(new Date('2026-03-12T04:30:00Z')).rideBefore).toEqual(
      new Date('2026-03-11T05:00:00Z'),
    );
  });

  it('names ratings in stars', () => {
    expect([1, 2, 5].map(ratingLabel)).toEqual(['1 star', '2 stars', '5 stars']);
  });
});
