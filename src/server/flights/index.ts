/**
 * The public module of server/flights/: what other server folders may import from it (decision 035).
 */
export { flightFeedFromConfig } from './feed-from-config';
export { checkDueFlights } from './flight-checks';
export type { FlightStatusFeed } from './flight-status';
