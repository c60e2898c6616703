/**
 * The flight-data port (decision 037): what we ask a feed of an arrival's flight, in our words.
 * Adapters: `none` (no feed: every other source of a landing still works) and `aerodatabox`. An adapter
 * throws on any failure (a refusal, a timeout, an answer that is not what the vendor documents); the
 * polling job logs one line and leaves the booking as it was.
 */
import type { FLIGHT_WATCH_STATUSES } from '../db/landing-schema';

export type FlightWatchStatus = (typeof FLIGHT_WATCH_STATUSES)[number];

export type FlightReport =
  /** The feed does not know the flight (a typo, a charter it does not cover). */
  | { kind: 'unknown' }
  | {
      kind: 'found';
      status: Exclude<FlightWatchStatus, 'unknown'>;
      /** The departure: actual, revised or scheduled, whichever the feed has best. */
      departureAt: Date | null;
      /** The landing: actual once landed, else the revised or predicted one; null when only scheduled. */
      landingAt: Date | null;
    };

export interface FlightQuery {
  /** As the traveller typed it ('AA 1234'); the adapter cleans it. */
  flightNumber: string;
  /** The scheduled landing's date in Cancun (yyyy-MM-dd): the feed looks the flight up by arrival date. */
  arrivalDate: string;
}

export interface FlightStatusFeed {
  readonly name: 'none' | 'aerodatabox';
  /** Whether the polling job asks it at all (`none` is never asked). */
  readonly enabled: boolean;
  check(query: FlightQuery): Promise<FlightReport>;
}

export class FlightFeedError extends Error {}

/** No feed: the traveller, the operator and the provider still move the landing by hand. */
export const noFlightFeed: FlightStatusFeed = {
  name: 'none',
  enabled: false,
  check: async () => {
    throw new FlightFeedError('no flight-data feed is configured');
  },
};

/** 'aa 1234' → 'AA1234': the form a feed's path takes. Null when nothing like a flight number is left. */
export function cleanFlightNumber(typed: string): string | null {
  const cleaned = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^[A-Z0-9]{2,3}\d{1,5}[A-Z]?$/.test(cleaned) ? cleaned : null;
}
