import { describe, expect, it } from 'vitest';
import {
  destinationOptions,
  endpointsForServiceType,
  isAirportFixed,
  isRouteOffered,
  isServiceType,
  pickupOptions,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from './service-types';

describe('service types', () => {
  it('are arrival and departure with the labels of the quick form', () => {
    expect(SERVICE_TYPES).toEqual(['arrival', 'departure']);
    expect(SERVICE_TYPE_LABELS).toEqual({
      arrival: 'Airport to Hotel/Airbnb/Private (Arrival)',
      departure: 'Hotel/Airbnb/Private to Airport (Departure)',
    });
  });

  it.each([
    ['arrival', true],
    ['departure', true],
    ['', false],
    ['Arrival', false],
    ['round-trip', false],
  ])('%j is a service type: %s', (s, expected) => {
    expect(isServiceType(s)).toBe(expected);
  });

  it('an arrival is picked up only at the airport', () => {
    expect(pickupOptions('arrival')).toEqual(['Cancun Airport']);
  });

  it('a departure is picked up anywhere but the airport', () => {
    expect(pickupOptions('departure')).toEqual(['Cancun', 'Playa del Carmen', 'Tulum']);
  });

  it.each([
    ['arrival', 'Cancun Airport', ['Cancun', 'Playa del Carmen', 'Tulum']],
    ['arrival', '', ['Cancun', 'Playa del Carmen', 'Tulum']],
    ['arrival', 'Tulum', ['Cancun', 'Playa del Carmen']],
    ['departure', 'Cancun', ['Cancun Airport']],
    ['departure', '', ['Cancun Airport']],
    ['departure', 'Cancun Airport', []],
  ] as const)('an %s from %j may go to %j', (serviceType, from, expected) => {
    expect(destinationOptions(serviceType, from)).toEqual(expected);
  });

  it('switching to arrival fixes From to the airport and empties To', () => {
    expect(endpointsForServiceType('arrival')).toEqual({ from: 'Cancun Airport', to: '' });
  });

  it('switching to departure empties From and fixes To to the airport', () => {
    expect(endpointsForServiceType('departure')).toEqual({ from: '', to: 'Cancun Airport' });
  });

  it.each([
    ['arrival', 'Cancun Airport', 'Cancun', true],
    ['arrival', 'Cancun Airport', 'Playa del Carmen', true],
    ['arrival', 'Cancun Airport', 'Tulum', true],
    ['arrival', 'Cancun Airport', 'Cancun Airport', false],
    ['arrival', 'Cancun', 'Cancun Airport', false],
    ['arrival', 'Cancun', 'Tulum', false],
    ['arrival', 'Cancun Airport', '', false],
    ['departure', 'Cancun', 'Cancun Airport', true],
    ['departure', 'Playa del Carmen', 'Cancun Airport', true],
    ['departure', 'Tulum', 'Cancun Airport', true],
    ['departure', 'Cancun Airport', 'Cancun', false],
    ['departure', 'Tulum', 'Cancun', false],
    ['departure', '', 'Cancun Airport', false],
    ['departure', 'Merida', 'Cancun Airport', false],
  ] as const)('an %s from %j to %j is offered: %s', (serviceType, from, to, expected) => {
    expect(isRouteOffered(serviceType, from, to)).toBe(expected);
  });

  it.each([
    ['arrival', 'from', true],
    ['arrival', 'to', false],
    ['departure', 'from', false],
    ['departure', 'to', true],
  ] as const)('for an %s the airport is fixed on the %s side: %s', (serviceType, side, expected) => {
    expect(isAirportFixed(serviceType, side)).toBe(expected);
  });
});
