import { describe, expect, it } from 'vitest';
import { AIRPORT, isLocationName, LOCATION_NAMES, LOCATIONS } from './locations';

describe('locations', () => {
  it('serves the airport, Cancun, Playa del Carmen and Tulum, in that order', () => {
    expect(LOCATION_NAMES).toEqual(['Cancun Airport', 'Cancun', 'Playa del Carmen', 'Tulum']);
    expect(LOCATIONS.map((location) => location.name)).toEqual([...LOCATION_NAMES]);
  });

  it('names the airport Cancun Airport', () => {
    expect(AIRPORT).toBe('Cancun Airport');
  });

  it('gives each location an id slug (SPEC section 3)', () => {
    expect(LOCATIONS.map((location) => [location.name, location.id])).toEqual([
      ['Cancun Airport', 'cancun-airport'],
      ['Cancun', 'cancun'],
      ['Playa del Carmen', 'playa-del-carmen'],
      ['Tulum', 'tulum'],
    ]);
  });

  it.each(['', 'Cancún', 'cancun airport', 'Tulum ', 'Merida'])('%j is not a location name', (s) => {
    expect(isLocationName(s)).toBe(false);
  });

  it.each(LOCATION_NAMES)('%s is a location name', (name) => {
    expect(isLocationName(name)).toBe(true);
  });
});
