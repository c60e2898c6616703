/**
 * The places the service drives between (SPEC section 3). Names are what bookings store and the API sends;
 * slugs only make ids and URLs readable.
 */
export const LOCATIONS = [
  { id: 'cancun-airport', name: 'Cancun Airport' },
  { id: 'cancun', name: 'Cancun' },
  { id: 'playa-del-carmen', name: 'Playa del Carmen' },
  { id: 'tulum', name: 'Tulum' },
] as const;

export type Location = (typeof LOCATIONS)[number];
export type LocationName = Location['name'];

/** A non-empty tuple so `z.enum(LOCATION_NAMES)` keeps the literal types. */
export const LOCATION_NAMES = [
  'Cancun Airport',
  'Cancun',
  'Playa del Carmen',
  'Tulum',
] as const satisfies readonly [LocationName, ...LocationName[]];

/** Every transfer starts or ends here. */
export const AIRPORT: LocationName = 'Cancun Airport';

export function isLocationName(s: string): s is LocationName {
  return LOCATIONS.some((location) => location.name === s);
}
