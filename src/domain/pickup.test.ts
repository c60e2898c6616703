import { describe, expect, it } from 'vitest';
import {
  computePickupTime,
  DEFAULT_PICKUP_HOURS,
  isPickupHoursAllowed,
  PICKUP_HOUR_CHOICES,
  pickupHourOptions,
  pickupHoursLabel,
} from './pickup';

describe('pickup hours', () => {
  it('offers 2 to 5 hours with 4 by default', () => {
    expect(PICKUP_HOUR_CHOICES).toEqual([2, 3, 4, 5]);
    expect(DEFAULT_PICKUP_HOURS).toBe(4);
  });

  it.each([
    ['Tulum', [4, 5]],
    ['Playa del Carmen', [3, 4, 5]],
    ['Cancun', [2, 3, 4, 5]],
    ['', [2, 3, 4, 5]],
  ])('from %j the choices are %j', (from, options) => {
    expect(pickupHourOptions(from)).toEqual(options);
  });

  it('the default is offered from every pickup place', () => {
    for (const from of ['Cancun', 'Playa del Carmen', 'Tulum']) {
      expect(isPickupHoursAllowed(from, DEFAULT_PICKUP_HOURS)).toBe(true);
    }
  });

  it.each([
    ['Tulum', 3, false],
    ['Tulum', 4, true],
    ['Playa del Carmen', 2, false],
    ['Playa del Carmen', 3, true],
    ['Cancun', 2, true],
    ['Cancun', 1, false],
    ['Cancun', 6, false],
    ['Cancun', 2.5, false],
  ])('from %s, %d hours before is allowed: %s', (from, hours, expected) => {
    expect(isPickupHoursAllowed(from, hours)).toBe(expected);
  });

  it.each([
    [4, '4 hours before flight'],
    [2, '2 hours before flight'],
    [1, '1 hour before flight'],
  ])('labels %i as %j', (hours, label) => {
    expect(pickupHoursLabel(hours)).toBe(label);
  });

  it.each([
    ['2026-11-21T19:30:00.000Z', 4, '2026-11-21T15:30:00.000Z'],
    ['2026-11-21T01:00:00.000Z', 2, '2026-11-20T23:00:00.000Z'],
    ['2026-03-08T12:00:00.000Z', 5, '2026-03-08T07:00:00.000Z'],
  ])('a flight at %s with %i hours has its pickup at %s', (flight, hours, pickup) => {
    expect(computePickupTime(new Date(flight), hours).toISOString()).toBe(pickup);
  });
});
