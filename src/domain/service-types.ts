import { AIRPORT, LOCATION_NAMES, type LocationName } from './locations';

/** Every transfer is one-way, either from the airport (arrival) or to it (departure). */
export const SERVICE_TYPES = ['arrival', 'departure'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  arrival: 'Airport to Hotel/Airbnb/Private (Arrival)',
  departure: 'Hotel/Airbnb/Private to Airport (Departure)',
};

const STAYS: readonly LocationName[] = LOCATION_NAMES.filter((name) => name !== AIRPORT);

export function isServiceType(s: string): s is ServiceType {
  return (SERVICE_TYPES as readonly string[]).includes(s);
}

/** Pickup choices: an arrival always starts at the airport (shown fixed), a departure at any stay. */
export function pickupOptions(serviceType: ServiceType): LocationName[] {
  return serviceType === 'arrival' ? [AIRPORT] : [...STAYS];
}

/** Destination choices: never the chosen pickup; an arrival goes to a stay, a departure to the airport. */
export function destinationOptions(serviceType: ServiceType, from: string): LocationName[] {
  const candidates = serviceType === 'arrival' ? STAYS : [AIRPORT];
  return candidates.filter((name) => name !== from);
}

/** What the quick form resets to when the service type changes: the airport side fixed, the other empty. */
export function endpointsForServiceType(serviceType: ServiceType): {
  from: LocationName | '';
  to: LocationName | '';
} {
  return serviceType === 'arrival' ? { from: AIRPORT, to: '' } : { from: '', to: AIRPORT };
}

/** True when a booking of this type between these two places is one we sell. */
export function isRouteOffered(serviceType: ServiceType, from: string, to: string): boolean {
  return (
    (pickupOptions(serviceType) as string[]).includes(from) &&
    (destinationOptions(serviceType, from) as string[]).includes(to)
  );
}

/** The airport side of the route is read-only in the form: From for arrivals, To for departures. */
export function isAirportFixed(serviceType: ServiceType, side: 'from' | 'to'): boolean {
  return serviceType === 'arrival' ? side === 'from' : side === 'to';
}
