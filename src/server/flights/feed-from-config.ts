import type { FlightDataConfig } from '../config';
import { aeroDataBoxFeed } from './aerodatabox';
import { type FlightStatusFeed, noFlightFeed } from './flight-status';

/** The feed FLIGHT_DATA_PROVIDER names (config.ts has checked that aerodatabox comes with its key). */
export function flightFeedFromConfig(config: FlightDataConfig): FlightStatusFeed {
  if (config.provider === 'aerodatabox' && config.apiKey) {
    return aeroDataBoxFeed({ apiKey: config.apiKey, baseUrl: config.baseUrl });
  }
  return noFlightFeed;
}
