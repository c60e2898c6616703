/**
 * The one per-address limit of every call a traveller makes with something a guesser would try (a booking
 * id with a last name, an e-mail with a last name, a manage or feedback token, a payment's session id):
 * RATE_LIMIT_LOOKUPS_PER_HOUR in all, counted in one bucket for all those routes, so spreading
 * guesses over several routes gains nothing.
 */
export const TRAVELLER_LIMIT_GROUP = 'traveller';

export function travellerRateLimit(perHour: number) {
  return { rateLimit: { max: perHour, timeWindow: '1 hour', groupId: TRAVELLER_LIMIT_GROUP } };
}
