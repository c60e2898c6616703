import { describe, expect, it } from 'vitest';
import {
  AIRPORT,
  isLocationName,
  LOCATION_NAMES,
  LOCATIONS,
  locationNameFromSlug,
  locationSlug,
} from './locations';

describe('locations', () => {
  it('serves the airport, Cancun, Playa del Carmen and Tulum, in that order', () => {
    expect(LOCATION_NAMES).toEqual(['Cancun Airport', 'Cancun', 'Playa del Carmen', 'Tulum']);
    expect(LOCATIONS.map((location) => location.name)).toEqual([...LOCATION_NAMES]);
  });

  it('names the airport Cancun Airport', () => {
    expect(AIRPORT).toBe('Cancun Airport');
  });

  it.each([
    ['Cancun Airport', 'cancun-airport'],
    ['Cancun', 'cancun'],
    ['Playa del Carmen', 'playa-del-carmen'],
    ['Tulum', 'tulum'],
  ] as const)('%s has the slug %s and back', (name, slug) => {
    expect(locationSlug(name)).toBe(slug);
    expect(locationNameFromSlug(slug)).toBe(name);
  });

  it.each(['', 'Cancún', 'cancun airport', 'Tulum ', 'Merida'])('%j is not a location name', (s) => {
    expect(isLocationName(s)).toBe(false);
  });

  it.each(LOCATION_NAMES)('%s is a location name', (name) => {
    expect(isLocationName(name)).toBe(true);
  });

  it.each(['', 'Tulum', 'merida', 'cancun-airport '])('the slug %j names no location', (slug) => {
    expect(locationNameFromSlug(slug)).toBeUndefined();
  });
});
