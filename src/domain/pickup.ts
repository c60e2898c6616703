/**
 * Departures: how long before the flight the driver collects the traveller (SPEC section 9). Farther
 * pickups get fewer, longer choices because the drive to the airport is longer.
 */
export const PICKUP_HOUR_CHOICES: readonly number[] = [2, 3, 4, 5];
export const DEFAULT_PICKUP_HOURS = 4;

export function pickupHourOptions(from: string): number[] {
  if (from === 'Tulum') return [4, 5];
  if (from === 'Playa del Carmen') return [3, 4, 5];
  return [...PICKUP_HOUR_CHOICES];
}

export function isPickupHoursAllowed(from: string, hours: number): boolean {
  return pickupHourOptions(from).includes(hours);
}

/** '4 hours before flight'. */
export function pickupHoursLabel(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} before flight`;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The pickup instant: a fixed number of real hours before take-off, whatever the zone. Plain arithmetic
 * on the instant rather than date-fns: the quick form's draft reads this module's default, and the home
 * page's first download then carries no date library (docs/decisions/039).
 */
export function computePickupTime(flightInstant: Date, hoursBefore: number): Date {
  return new Date(flightInstant.getTime() - hoursBefore * HOUR_MS);
}
