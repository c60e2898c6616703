import { describe, expect, it } from 'vitest';
import { countRideStates, lateReason, RIDE_STATE_WORDS, RIDE_STATES, rideState } from './ride-states';

const accepted = {
  status: 'accepted' as const,
  atMeetingPointAt: null,
  onBoardAt: null,
  completedAt: null,
  noShowAt: null,
};
const AT = '2026-03-10T19:00:00Z';

describe('the state of a ride on the dispatch board', () => {
  it('follows the standing offer and its latest mark', () => {
    expect(rideState({ status: 'paid' }, null)).toBe('not-dispatched');
    expect(rideState({ status: 'paid' }, { ...accepted, status: 'offered' })).toBe('offer-sent');
    expect(rideState({ status: 'confirmed' }, accepted)).toBe('accepted');
    expect(rideState({ status: 'confirmed' }, { ...accepted, atMeetingPointAt: AT })).toBe(
      'at-meeting-point',
    );
    expect(rideState({ status: 'confirmed' }, { ...accepted, atMeetingPointAt: AT, onBoardAt: AT })).toBe(
      'on-board',
    );
    expect(
      rideState(
        { status: 'completed' },
        { ...accepted, atMeetingPointAt: AT, onBoardAt: AT, completedAt: AT },
      ),
    ).toBe('completed');
    expect(rideState({ status: 'completed' }, { ...accepted, atMeetingPointAt: AT, noShowAt: AT })).toBe(
      'no-show',
    );
  });

  it('is Cancelled for a cancelled or refunded booking whatever its offer, and Completed when an admin closed it', () => {
    expect(rideState({ status: 'refunded' }, { ...accepted, completedAt: AT })).toBe('cancelled');
    expect(rideState({ status: 'cancelled' }, null)).toBe('cancelled');
    expect(rideState({ status: 'completed' }, null)).toBe('completed');
  });

  it('has the words of the runtime contract, and counts every state', () => {
    expect(RIDE_STATES.map((state) => RIDE_STATE_WORDS[state])).toEqual([
      'Not dispatched',
      'Offer sent',
      'Accepted',
      'At meeting point',
      'On board',
      'Completed',
      'No-show',
      'Cancelled',
    ]);
    expect(countRideStates([{ state: 'accepted' }, { state: 'accepted' }])).toMatchObject({
      accepted: 2,
      'not-dispatched': 0,
    });
  });
});

describe('a late ride on the board', () => {
  // A paid arrival landing at 14:00 in Cancun.
  const ride = {
    serviceType: 'arrival' as const,
    flightDateTime: new Date('2026-03-10T19:00:00Z'),
    status: 'confirmed' as const,
    driverName: 'Efraín Poot',
    driverDetailsSent: true,
  };
  const offer = { status: 'accepted' as const, atMeetingPoint: false, changesUnconfirmed: false };

  it('is late as Needs attention says: the driver 15 minutes past the landing without a mark', () => {
    expect(lateReason(ride, offer, new Date('2026-03-10T19:14:59Z'))).toBeNull();
    expect(lateReason(ride, offer, new Date('2026-03-10T19:15:00Z'))).toBe('Driver not at meeting point');
    expect(lateReason(ride, { ...offer, atMeetingPoint: true }, new Date('2026-03-10T19:30:00Z'))).toBeNull();
  });

  it('is late when paid, within 24 hours and not accepted by a provider', () => {
    const paid = { ...ride, status: 'paid' as const, driverName: null, driverDetailsSent: false };
    expect(lateReason(paid, null, new Date('2026-03-09T19:00:00Z'))).toBe('No provider yet');
    expect(lateReason(paid, null, new Date('2026-03-09T18:59:59Z'))).toBeNull();
    expect(lateReason(paid, { ...offer, status: 'offered' }, new Date('2026-03-10T12:00:00Z'))).toBe(
      'No provider yet',
    );
  });
});
