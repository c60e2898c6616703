import type { ServiceType } from './service-types';

/**
 * 'Arrival' or 'Departure': the short word of the manifest, the CSV downloads and the provider's page.
 * Apart from service-types.ts, which every light page downloads with its first island.
 */
export const SERVICE_TYPE_SHORT_LABELS: Record<ServiceType, string> = {
  arrival: 'Arrival',
  departure: 'Departure',
};
