/**
 * The predicates of Needs attention's partial indexes on bookings (docs/decisions/040), written once: the
 * schema declares each index with its predicate, and the attention query selects with the very same
 * expression, which is how PostgreSQL knows the index answers it. Each index holds only the bookings in
 * that state, keyed by the time its reason is counted from, so the view reads a short range of it.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Column = AnyPgColumn | SQL;

/** The booking columns the predicates read: the table's own in the schema, an alias's in a query. */
export interface AttentionColumns {
  status: Column;
  serviceType: Column;
  flightDateTime: Column;
  pickupTimeCalc: Column;
  driverName: Column;
  driverCompany: Column;
  driverDetailsSentFor: Column;
}

/**
 * The ride's reference time (domain/booking-timing.ts referenceTime): a departure's pickup, an arrival's
 * landing. An arrival never holds a pickup time (bookings_arrival_without_pickup_check), so coalesce is it.
 */
export const rideTime = (c: AttentionColumns) => sql`coalesce(${c.pickupTimeCalc}, ${c.flightDateTime})`;

/** Paid or confirmed: the rides the operator still serves (domain/attention.ts SERVED). */
export const servedRide = (c: AttentionColumns) => sql`${c.status} in ('paid', 'confirmed')`;

/**
 * Every character String.prototype.trim removes, as a class of PostgreSQL's regular expressions: a name
 * made only of these is no name to the domain's rules (`!driverName?.trim()`).
 */
const ONLY_WHITESPACE = sql.raw(
  `'^[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*$'`,
);

/** A served arrival without a driver's name ('arrival-without-driver'), keyed by its landing. */
export const arrivalWithoutDriver = (c: AttentionColumns) =>
  sql`${servedRide(c)} and ${c.serviceType} = 'arrival' and (${c.driverName} is null or ${c.driverName} ~ ${ONLY_WHITESPACE})`;

/**
 * A served ride whose saved driver's details were not sent ('driver-details-not-sent'), keyed by its ride
 * time: admin-list.sql.ts DRIVER_DETAILS_SENT, negated.
 */
export const driverDetailsNotSent = (c: AttentionColumns) =>
  sql`${servedRide(c)} and not coalesce(${c.driverDetailsSentFor} = ${c.driverName} || chr(10) || ${c.driverCompany}, false)`;
