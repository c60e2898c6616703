/**
 * The candidates of the attention view (issue 9) and the facts its rules need (domain/attention.ts). Every
 * branch of the candidates is a range of an index, so the view costs what needs attention, not what the
 * table holds (100,000 bookings and their events, payments and e-mails):
 * - paid or confirmed rides of the next 48 hours (arrivals) or 24 hours (departures):
 *   bookings_status_schedule_idx (status, pickup_time_calc, flight_date_time, id), once per status;
 * - failed checkouts: the partial indexes booking_events_checkout_failed_idx and payments_failed_idx hold
 *   only the failures, which are rare;
 * - e-mails the outbox gave up on: emails_due_idx (status, next_attempt_at), status 'failed';
 * - ratings of 1 or 2 stars of the last 30 days: ride_feedback_answered_idx;
 * - payments differing from the provider's: payment_differences (the few open differences);
 * - refunds the provider's call failed: bookings_refund_failed_idx (only the bookings with one).
 * The candidates are a superset; the domain's rules decide, on the facts looked up for these few bookings
 * through booking_events_booking_idx, payments_booking_idx and emails_booking_idx.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type AttentionFacts, NO_DRIVER_WARNING_HOURS, UNHAPPY_RATING_DAYS } from '../../../domain/attention';
import { EXPIRY_HOURS } from '../../../domain/booking-timing';
import { DRIVER_DETAILS_NOTICE_HOURS } from '../../../domain/constants';
import { UNHAPPY_RATING_MAX } from '../../../domain/feedback';
import { PICKUP_HOUR_CHOICES } from '../../../domain/pickup';
import type { AdminBooking } from '../../../domain/schemas/booking';
import { type Database, queryRows } from '../../db/client';
import { ADMIN_BOOKING_JSON, LIST_ORDER, withIsoInstants } from '../list/admin-list.sql';

const HOUR_MS = 60 * 60 * 1000;
const SERVED_STATUSES = ['paid', 'confirmed'] as const;

export interface AttentionCandidate {
  booking: AdminBooking;
  checkoutFailed: boolean;
  undeliveredEmailKinds: string[];
  changedByTravellerAfterDriverDetails: boolean;
  cancelledByTraveller: boolean;
  unhappyRating: boolean;
  paymentDiffers: boolean;
  paidAfterCancellation: boolean;
  refundFailed: boolean;
  latestOffer: AttentionFacts['latestOffer'];
  travellerNoShow: boolean;
  flightCancelledOrDiverted: boolean;
}

/**
 * Paid or confirmed rides that may need a driver or their driver's details, by the index, one status at a
 * time: arrivals (pickup_time_calc null) landing within 48 hours, departures picked up within 24. An
 * arrival that was once a departure keeps its old pickup time (an admin's edit changes the type, not the
 * pickup): it sits among the departures in the index, up to the longest pickup choice before its flight,
 * so a short range there, filtered to arrivals, finds it too; the rules time it by its flight.
 */
function upcomingRides(now: Date): SQL[] {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  const longestPickup = Math.max(...PICKUP_HOUR_CHOICES);
  return SERVED_STATUSES.flatMap((status) => [
    sql`select id from bookings where status = ${status} and pickup_time_calc is null
          and flight_date_time >= ${now} and flight_date_time <= ${at(NO_DRIVER_WARNING_HOURS)}`,
    sql`select id from bookings where status = ${status}
          and pickup_time_calc >= ${now} and pickup_time_calc <= ${at(DRIVER_DETAILS_NOTICE_HOURS)}`,
    sql`select id from bookings where status = ${status} and service_type = 'arrival'
          and pickup_time_calc >= ${at(-longestPickup)} and pickup_time_calc <= ${at(NO_DRIVER_WARNING_HOURS)}`,
  ]);
}

/**
 * Issue 28: paid or confirmed rides of the last day (a driver late at the meeting point, changes not
 * confirmed), by the same index as upcomingRides.
 */
function recentRides(now: Date): SQL[] {
  const since = new Date(now.getTime() - EXPIRY_HOURS * HOUR_MS);
  return SERVED_STATUSES.flatMap((status) => [
    sql`select id from bookings where status = ${status} and pickup_time_calc is null
          and flight_date_time >= ${since} and flight_date_time <= ${now}`,
    sql`select id from bookings where status = ${status}
          and pickup_time_calc >= ${since} and pickup_time_calc <= ${now}`,
  ]);
}

/** Issue 28: how long a no-show stays on the list when no admin acts on it. */
const NO_SHOW_DAYS = 7;

/** Issue 28: the few offers the list may flag, each through a partial index of its own. */
function offerCandidates(now: Date): SQL[] {
  const since = new Date(now.getTime() - NO_SHOW_DAYS * 24 * HOUR_MS);
  return [
    sql`select booking_id as id from ride_offers where status in ('declined', 'expired')`,
    sql`select booking_id as id from ride_offers where changes_unconfirmed_since is not null`,
    sql`select booking_id as id from ride_offers where no_show_at is not null and no_show_at >= ${since}`,
  ];
}

/** Issue 28: what became of the booking's latest offer. */
const LATEST_OFFER = sql`(select json_build_object('status', o.status,
    'atMeetingPoint', o.at_meeting_point_at is not null,
    'changesUnconfirmed', o.changes_unconfirmed_since is not null)
  from ride_offers o where o.booking_id = b.id order by o.offered_at desc, o.created_at desc limit 1)`;

/** Issue 28: a no-show of the last days that no admin has written about or saved the booking since. */
function travellerNoShow(now: Date): SQL {
  const since = new Date(now.getTime() - NO_SHOW_DAYS * 24 * HOUR_MS);
  return sql`exists (select 1 from ride_offers o where o.booking_id = b.id and o.no_show_at >= ${since}
    and not exists (select 1 from booking_events a where a.booking_id = b.id and a.actor like '%@%'
                      and a.type in ('updated', 'message-sent') and a.created_at >= o.no_show_at))`;
}

/** Issue 30: the few arrivals whose flight the feed last reported cancelled or diverted. */
const FLIGHT_TROUBLE_IDS = sql`select booking_id as id from flight_watches where last_status in ('cancelled', 'diverted')`;
const FLIGHT_CANCELLED_OR_DIVERTED = sql`exists (select 1 from flight_watches w where w.booking_id = b.id
  and w.last_status in ('cancelled', 'diverted'))`;

/** Unhappy travellers (issue 19): the few low ratings of the last days, through ride_feedback_answered_idx. */
function unhappyRatings(now: Date): SQL {
  const since = new Date(now.getTime() - UNHAPPY_RATING_DAYS * 24 * HOUR_MS);
  return sql`select booking_id as id from ride_feedback where answered_at >= ${since} and rating <= ${UNHAPPY_RATING_MAX}`;
}

/** A low rating of the last days with no admin message to the traveller since it came. */
function unhappyRating(now: Date): SQL {
  const since = new Date(now.getTime() - UNHAPPY_RATING_DAYS * 24 * HOUR_MS);
  return sql`exists (select 1 from ride_feedback f where f.booking_id = b.id and f.rating <= ${UNHAPPY_RATING_MAX}
    and f.answered_at >= ${since}
    and not exists (select 1 from booking_events m where m.booking_id = b.id and m.type = 'message-sent'
                      and m.created_at > f.answered_at))`;
}

const FAILURES: SQL[] = [
  sql`select booking_id as id from booking_events where type = 'checkout-failed'`,
  sql`select booking_id as id from payments where status = 'failed'`,
  sql`select booking_id as id from emails where status = 'failed' and booking_id is not null`,
  sql`select booking_id as id from payment_differences`,
];

/**
 * Issue 17: money that arrived for a booking already cancelled (booking_events_paid_after_cancellation_idx
 * holds only those events), while the booking is still cancelled with a payment not refunded.
 */
const PAID_AFTER_CANCELLATION_IDS = sql`select booking_id as id from booking_events where type = 'paid-after-cancellation'`;
const PAID_AFTER_CANCELLATION = sql`b.status = 'cancelled' and exists (select 1 from booking_events e
  where e.booking_id = b.id and e.type = 'paid-after-cancellation')
  and exists (select 1 from payments p where p.booking_id = b.id and p.status = 'paid')`;

/** Issue 17: the booking's latest refund request failed (bookings_refund_failed_idx holds only those). */
const REFUND_FAILED_IDS = sql`select id from bookings where refund_failure is not null`;

/** The last reconciliation found the booking's payment or refund differing from the provider's (issue 17). */
const PAYMENT_DIFFERS = sql`exists (select 1 from payment_differences d where d.booking_id = b.id)`;

/**
 * Issue 16: the traveller's own changes and cancellations (booking_events_customer_idx holds only those),
 * kept to the bookings the rules could flag: an open booking whose driver details were sent before the
 * change, or a closed one with a driver, and a ride not long past. Every booking a traveller ever changed
 * is in the index; only these few are joined.
 */
function travellerActions(now: Date): SQL[] {
  const notLongPast = new Date(now.getTime() - EXPIRY_HOURS * HOUR_MS);
  return [
    sql`select t.booking_id as id from booking_events t join bookings x on x.id = t.booking_id
          where t.actor = 'customer' and t.type = 'updated' and x.status in ('pending', 'paid', 'confirmed')
            and x.driver_details_sent_at < t.created_at and x.flight_date_time >= ${notLongPast}`,
    sql`select t.booking_id as id from booking_events t join bookings x on x.id = t.booking_id
          where t.actor = 'customer' and t.type in ('cancelled', 'refunded')
            and x.status in ('cancelled', 'refunded') and x.driver_name is not null
            and x.flight_date_time >= ${notLongPast}`,
  ];
}

/**
 * Issue 16: a change of the traveller's later than the driver details sent, with no admin save of the
 * booking (an `updated` event signed by an admin) after it.
 */
const CHANGED_BY_TRAVELLER = sql`b.driver_details_sent_at is not null and exists (
  select 1 from booking_events t where t.booking_id = b.id and t.actor = 'customer' and t.type = 'updated'
    and t.created_at > b.driver_details_sent_at
    and not exists (select 1 from booking_events a where a.booking_id = b.id and a.type = 'updated'
                      and a.actor like '%@%' and a.created_at > t.created_at))`;

/** Issue 16: the traveller cancelled it themselves (with or without a refund). */
const CANCELLED_BY_TRAVELLER = sql`exists (select 1 from booking_events t where t.booking_id = b.id
  and t.actor = 'customer' and t.type in ('cancelled', 'refunded'))`;

/**
 * A pending booking's last checkout attempt failed: the newer of its checkout-opened and checkout-failed
 * events is a failure, or its newest payment was reported failed. A new checkout opened since clears it.
 */
const CHECKOUT_FAILED = sql`b.status = 'pending' and (
  coalesce((select e.type = 'checkout-failed' from booking_events e
             where e.booking_id = b.id and e.type in ('checkout-opened', 'checkout-failed')
             order by e.created_at desc limit 1), false)
  or coalesce((select p.status = 'failed' from payments p where p.booking_id = b.id
                order by p.created_at desc limit 1), false))`;

/**
 * Kinds of the booking's e-mails the outbox gave up on, unless an e-mail of that kind was queued since and
 * has not failed: sent, or still on its way (the operator has acted; should it fail too, it shows again).
 */
const UNDELIVERED_KINDS = sql`coalesce((select json_agg(distinct f.kind) from emails f
  where f.booking_id = b.id and f.status = 'failed'
    and not exists (select 1 from emails s where s.booking_id = f.booking_id and s.kind = f.kind
                      and s.status <> 'failed' and s.created_at > f.created_at)), '[]'::json)`;

/** One statement, one JSON value (cheap to decode on PGlite, as the list does). Exported for EXPLAIN. */
export function attentionStatement(now: Date): SQL {
  const ids = sql.join(
    [
      ...upcomingRides(now),
      ...recentRides(now),
      ...offerCandidates(now),
      ...FAILURES,
      ...travellerActions(now),
      unhappyRatings(now),
      PAID_AFTER_CANCELLATION_IDS,
      REFUND_FAILED_IDS,
      FLIGHT_TROUBLE_IDS,
    ],
    sql` union `,
  );
  return sql`select json_agg(json_build_object(
      'booking', ${ADMIN_BOOKING_JSON},
      'checkoutFailed', ${CHECKOUT_FAILED},
      'undeliveredEmailKinds', ${UNDELIVERED_KINDS},
      'changedByTravellerAfterDriverDetails', ${CHANGED_BY_TRAVELLER},
      'cancelledByTraveller', ${CANCELLED_BY_TRAVELLER},
      'unhappyRating', ${unhappyRating(now)},
      'paymentDiffers', ${PAYMENT_DIFFERS},
      'paidAfterCancellation', ${PAID_AFTER_CANCELLATION},
      'refundFailed', b.refund_failure is not null,
      'latestOffer', ${LATEST_OFFER},
      'travellerNoShow', ${travellerNoShow(now)},
      'flightCancelledOrDiverted', ${FLIGHT_CANCELLED_OR_DIVERTED}) order by ${LIST_ORDER}) as candidates
    from (${ids}) c join bookings b using (id)`;
}

export async function findAttentionCandidates(db: Database, now: Date): Promise<AttentionCandidate[]> {
  const [row] = await queryRows<{ candidates: AttentionCandidate[] | null }>(db, attentionStatement(now));
  return (row?.candidates ?? []).map((candidate) => ({
    ...candidate,
    booking: withIsoInstants(candidate.booking),
  }));
}
