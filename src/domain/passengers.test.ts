import { describe, expect, it } from 'vitest';
import {
  MAX_LISTED_PASSENGERS,
  MAX_PASSENGERS,
  MORE_PASSENGERS_LABEL,
  PASSENGER_OPTIONS,
  parseCustomPassengers,
  passengerLabel,
} from './passengers';

describe('passenger choices', () => {
  it('lists 1 to 24 passengers', () => {
    expect(MAX_LISTED_PASSENGERS).toBe(24);
    expect(PASSENGER_OPTIONS).toHaveLength(24);
    expect(PASSENGER_OPTIONS[0]).toBe(1);
    expect(PASSENGER_OPTIONS[23]).toBe(24);
    expect(PASSENGER_OPTIONS).not.toContain(0);
    expect(PASSENGER_OPTIONS).not.toContain(25);
  });

  it.each([
    [1, '1 passenger'],
    [2, '2 passengers'],
    [24, '24 passengers'],
  ])('labels %i as %j', (n, label) => {
    expect(passengerLabel(n)).toBe(label);
  });

  it('takes at most 100 passengers in one booking', () => {
    expect(MAX_PASSENGERS).toBe(100);
    // Typed above the limit, the number stays so that the form can say why it is refused.
    expect(parseCustomPassengers('150')).toBe(150);
  });

  it('offers more than 24 passengers', () => {
    expect(MORE_PASSENGERS_LABEL).toBe('More than 24 passengers');
  });

  it.each([
    ['abc', 1],
    ['', 1],
    ['   ', 1],
    ['0', 1],
    ['-5', 1],
    ['0.5', 1],
    ['1', 1],
    ['2.9', 2],
    ['25', 25],
    [' 30 ', 30],
    ['12abc', 1],
    ['Infinity', 1],
  ])('the custom input %j counts as %i passengers', (input, expected) => {
    expect(parseCustomPassengers(input)).toBe(expected);
  });
});
