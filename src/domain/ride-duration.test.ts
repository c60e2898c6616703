import { describe, expect, it } from 'vitest';
import { estimatedRideEnd, estimatedRideMinutes } from './ride-duration';

describe('how long a ride takes', () => {
  it.each([
    ['arrival', 'Cancun Airport', 'Cancun', 90],
    ['arrival', 'Cancun Airport', 'Playa del Carmen', 120],
    ['arrival', 'Cancun Airport', 'Tulum', 180],
    ['departure', 'Cancun', 'Cancun Airport', 30],
    ['departure', 'Playa del Carmen', 'Cancun Airport', 60],
    ['departure', 'Tulum', 'Cancun Airport', 120],
  ] as const)('an %s from %s to %s: %i minutes', (serviceType, from, to, minutes) => {
    expect(estimatedRideMinutes({ serviceType, from, to, flightDateTime: '2026-03-10T19:30:00.000Z' })).toBe(
      minutes,
    );
  });
});

describe('when a ride ends', () => {
  it('counts from landing for an arrival and from pickup for a departure', () => {
    expect(
      estimatedRideEnd({
        serviceType: 'arrival',
        from: 'Cancun Airport',
        to: 'Playa del Carmen',
        flightDateTime: '2026-03-10T19:30:00.000Z',
      }).toISOString(),
    ).toBe('2026-03-10T21:30:00.000Z');
    expect(
      estimatedRideEnd({
        serviceType: 'departure',
        from: 'Tulum',
        to: 'Cancun Airport',
        flightDateTime: '2026-03-10T19:30:00.000Z',
        pickupTimeCalc: '2026-03-10T14:30:00.000Z',
      }).toISOString(),
    ).toBe('2026-03-10T16:30:00.000Z');
  });
});
