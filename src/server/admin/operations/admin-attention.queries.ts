/**
 * The candidates of the attention view and the facts its rules need (domain/attention.ts), so the
 * view costs what needs attention, not what the tables hold (decision 040). Each source below is one state
 * a reason starts from, found through a partial index that holds only the rows in that state:
 * - rides by the time their reason counts from: the served ones of the last day and the next
 *   (bookings_served_ride_time_idx), arrivals without a driver (bookings_arrival_without_driver_idx), rides
 *   whose driver's details were not sent (bookings_driver_details_not_sent_idx); see db/attention-predicates.ts;
 * - offers declined, unanswered or changed and not confirmed, and no-shows (the dispatch partial indexes);
 * - failed checkouts, e-mails the outbox gave up on, the traveller's own changes, low ratings, payments
 *   differing from the provider's, money after a cancellation, failed refunds: the few rows of each.
 * A source also names the facts only its bookings can have (a failed checkout's, say): a candidate from
 * elsewhere skips those lookups. The candidates are a superset, kept close to what is flagged; the domain's
 * rules decide. The same statement sends the first candidates whole, which are nearly always the bookings
 * shown (`attentionBookings` reads any others). A new reason is one more source, or one more fact of an
 * existing source, and its rule in the domain.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AttentionFacts,
  DRIVER_LATE_MINUTES,
  NO_DRIVER_WARNING_HOURS,
  NO_PROVIDER_WARNING_HOURS,
  SERVED_STATUSES,
  UNHAPPY_RATING_DAYS,
} from '../../../domain/attention';
import { EXPIRY_HOURS } from '../../../domain/booking-timing';
import { ADMIN_PAGE_SIZE, DRIVER_DETAILS_NOTICE_HOURS } from '../../../domain/constants';
import { UNHAPPY_RATING_MAX } from '../../../domain/feedback';
import type { AdminBooking } from '../../../domain/schemas/booking';
import type { BookingStatus } from '../../../domain/statuses';
import {
  type AttentionColumns,
  arrivalWithoutDriver,
  driverDetailsNotSent,
  rideTime,
  servedRide,
} from '../../db/attention-predicates';
import type { Database } from '../../db/client';
import { preparedRows, preparedRowsAt } from '../../db/prepared';
import { ADMIN_BOOKING_ARRAY, adminBookingOf, DRIVER_DETAILS_SENT, LIST_ORDER } from '../list/admin-list.sql';

const HOUR_MS = 60 * 60 * 1000;

/** The columns of a booking aliased `alias`, for the shared predicates. */
function columnsOf(alias: string): AttentionColumns {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    status: column('status'),
    serviceType: column('service_type'),
    flightDateTime: column('flight_date_time'),
    pickupTimeCalc: column('pickup_time_calc'),
    driverName: column('driver_name'),
    driverCompany: column('driver_company'),
    driverDetailsSentFor: column('driver_details_sent_for'),
  };
}
const x = columnsOf('x');

/** What the rules read of a candidate booking, and the facts looked up for it. */
export interface AttentionCandidate extends Required<AttentionFacts> {
  id: string;
  status: BookingStatus;
  serviceType: AdminBooking['serviceType'];
  flightDateTime: Date;
  pickupTimeCalc: Date | null;
  driverName: string | null;
  driverDetailsSent: boolean;
  /** An arrival's expected or actual landing, when known (its driver is late from then on). */
  expectedLandingAt: Date | null;
}

type FactName = Exclude<keyof AttentionFacts, 'latestOffer'>;

/**
 * One state a reason starts from: the ids of the bookings in it (each select a range of a partial index),
 * and the facts only those bookings can have (any other booking has the fact's FACT_DEFAULTS value).
 */
interface Source {
  name: string;
  ids: (now: Date) => SQL[];
  facts?: { [Fact in FactName]?: (now: Date) => SQL };
}

const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS);

/** How long a message that reached nobody, and a HELP nobody answered, stay on the list. */
const UNREACHABLE_HOURS = 48;
const HELP_HOURS = 12;

/**
 * A message to the traveller failed on its last channel: by SMS, or by WhatsApp with no SMS after it
 * (no SMS sender set). A later SMS of the same moment that went through is not a failure.
 */
const travellerUnreachable = (now: Date) => sql`exists (select 1 from messages m where m.booking_id = b.id
    and m.direction = 'out' and m.status in ('failed', 'undelivered')
    and m.updated_at >= ${hoursFrom(now, -UNREACHABLE_HOURS)}
    and (m.channel = 'sms' or not exists (select 1 from messages s where s.booking_id = m.booking_id
      and s.channel = 'sms' and s.moment is not distinct from m.moment and s.created_at >= m.created_at)))`;

/** The traveller replied HELP lately, and no admin's reply went to them since. */
const travellerCannotFindDriver = (now: Date) => sql`b.last_reply_kind = 'help'
    and b.last_reply_at >= ${hoursFrom(now, -HELP_HOURS)}
    and not exists (select 1 from messages r where r.booking_id = b.id and r.direction = 'out'
      and r.sent_by is not null and r.created_at > b.last_reply_at)`;

/** How long a no-show stays on the list when no admin acts on it. */
const NO_SHOW_DAYS = 7;

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

/**
 * A change of the traveller's later than the driver details sent, with no admin save of the
 * booking (an `updated` event signed by an admin) after it.
 */
const CHANGED_BY_TRAVELLER = sql`b.driver_details_sent_at is not null and exists (
  select 1 from booking_events t where t.booking_id = b.id and t.actor = 'customer' and t.type = 'updated'
    and t.created_at > b.driver_details_sent_at
    and not exists (select 1 from booking_events a where a.booking_id = b.id and a.type = 'updated'
                      and a.actor like '%@%' and a.created_at > t.created_at))`;

/** The traveller cancelled it themselves (with or without a refund). */
const CANCELLED_BY_TRAVELLER = sql`exists (select 1 from booking_events t where t.booking_id = b.id
  and t.actor = 'customer' and t.type in ('cancelled', 'refunded'))`;

/** A low rating of the last days with no admin message to the traveller since it came. */
const unhappyRating = (now: Date) => sql`exists (select 1 from ride_feedback f where f.booking_id = b.id
    and f.rating <= ${UNHAPPY_RATING_MAX} and f.answered_at >= ${hoursFrom(now, -UNHAPPY_RATING_DAYS * 24)}
    and not exists (select 1 from booking_events m where m.booking_id = b.id and m.type = 'message-sent'
                      and m.created_at > f.answered_at))`;

/** Money arrived after the booking was cancelled, and the booking still holds a paid payment. */
const PAID_AFTER_CANCELLATION = sql`b.status = 'cancelled' and exists (select 1 from booking_events e
  where e.booking_id = b.id and e.type = 'paid-after-cancellation')
  and exists (select 1 from payments p where p.booking_id = b.id and p.status = 'paid')`;

/** A no-show of the last days that no admin has written about or saved the booking since. */
const travellerNoShow = (now: Date) => sql`exists (select 1 from ride_offers o where o.booking_id = b.id
    and o.no_show_at >= ${hoursFrom(now, -NO_SHOW_DAYS * 24)}
    and not exists (select 1 from booking_events a where a.booking_id = b.id and a.actor like '%@%'
                      and a.type in ('updated', 'message-sent') and a.created_at >= o.no_show_at))`;

/**
 * What became of the booking's latest offer; read for every candidate, so as an array of its
 * three values (`latestOfferOf` names them), not an object repeating their names.
 */
const LATEST_OFFER = sql`(select json_build_array(o.status, o.at_meeting_point_at is not null,
    o.changes_unconfirmed_since is not null)
  from ride_offers o where o.booking_id = b.id order by o.offered_at desc, o.created_at desc limit 1)`;

type LatestOffer = NonNullable<AttentionFacts['latestOffer']>;
const latestOfferOf = (values: unknown): LatestOffer | null => {
  if (!Array.isArray(values)) return null;
  const [status, atMeetingPoint, changesUnconfirmed] = values as [LatestOffer['status'], boolean, boolean];
  return { status, atMeetingPoint, changesUnconfirmed };
};

/**
 * The offer `o`'s booking meets `condition`, looked up by its key: the offers are few, the bookings they
 * could match (every ride ahead) many, so this is one probe per offer, never a scan of those rides.
 */
const rideOf = (condition: SQL) =>
  sql`exists (select 1 from bookings x where x.id = o.booking_id and ${condition} offset 0)`;

/**
 * The ride `x` has an accepted offer whose driver has not marked the meeting point: without one no driver
 * can be late (87 of the bench's 91 rides in the late range had none). One probe of the booking's standing
 * offer (ride_offers_standing_idx) per ride.
 */
const DRIVER_NOT_YET_AT_MEETING_POINT = sql`exists (select 1 from ride_offers o where o.booking_id = x.id
  and o.status = 'accepted' and o.at_meeting_point_at is null offset 0)`;

const SOURCES: Source[] = [
  {
    // Rides by their time, each range the window of its reason (domain/attention.ts).
    name: 'ride',
    ids: (now) => [
      // 'arrival-without-driver'
      sql`select id from bookings x where ${arrivalWithoutDriver(x)}
            and x.flight_date_time >= ${now} and x.flight_date_time <= ${hoursFrom(now, NO_DRIVER_WARNING_HOURS)}`,
      // 'driver-details-not-sent'
      sql`select id from bookings x where ${driverDetailsNotSent(x)}
            and ${rideTime(x)} >= ${now} and ${rideTime(x)} <= ${hoursFrom(now, DRIVER_DETAILS_NOTICE_HOURS)}`,
      // 'no-provider-yet'
      sql`select id from bookings x where ${servedRide(x)} and x.status = 'paid'
            and ${rideTime(x)} >= ${now} and ${rideTime(x)} <= ${hoursFrom(now, NO_PROVIDER_WARNING_HOURS)}`,
      // 'driver-not-at-meeting-point': late, and not yet expired. One range per served status, since the
      // index leads with the status: one range over both would read every served ride in between.
      ...SERVED_STATUSES.map(
        (
          status,
        ) => sql`select id from bookings x where ${servedRide(x)} and x.status = ${sql.raw(`'${status}'`)}
            and ${rideTime(x)} >= ${hoursFrom(now, -EXPIRY_HOURS)}
            and ${rideTime(x)} <= ${new Date(now.getTime() - DRIVER_LATE_MINUTES * 60_000)}
            and ${DRIVER_NOT_YET_AT_MEETING_POINT}`,
      ),
    ],
  },
  {
    // 'declined-by-provider', 'offer-expired' (rides ahead), 'changes-not-confirmed' (not expired).
    name: 'offer',
    ids: (now) => [
      // ride_offers_unanswered_idx holds the latest of their ride (superseded and ride_at, kept by
      // triggers) by their ride's time: only the offers of rides ahead are read, not every offer ever
      // declined, nor one sent again since (30 of the bench's 86 were).
      sql`select o.booking_id as id from ride_offers o
            where o.status in ('declined', 'expired') and not o.superseded
            and o.ride_at >= ${now} and ${rideOf(sql`${servedRide(x)} and ${rideTime(x)} >= ${now}`)}`,
      sql`select o.booking_id as id from ride_offers o where o.changes_unconfirmed_since is not null
            and ${rideOf(sql`${servedRide(x)} and ${rideTime(x)} >= ${hoursFrom(now, -EXPIRY_HOURS)}`)}`,
    ],
  },
  {
    name: 'no-show',
    ids: (now) => [
      sql`select booking_id as id from ride_offers
            where no_show_at is not null and no_show_at >= ${hoursFrom(now, -NO_SHOW_DAYS * 24)}`,
    ],
    facts: { travellerNoShow },
  },
  {
    // Failed checkouts: booking_events_checkout_failed_idx and payments_failed_idx hold only failures.
    name: 'checkout',
    ids: () => [
      sql`select booking_id as id from booking_events where type = 'checkout-failed'`,
      sql`select booking_id as id from payments where status = 'failed'`,
    ],
    facts: { checkoutFailed: () => CHECKOUT_FAILED },
  },
  {
    // E-mails the outbox gave up on: emails_due_idx (status, next_attempt_at), status 'failed'.
    name: 'email',
    ids: () => [sql`select booking_id as id from emails where status = 'failed' and booking_id is not null`],
    facts: { undeliveredEmailKinds: () => UNDELIVERED_KINDS },
  },
  {
    // The traveller's own changes and cancellations (booking_events_customer_idx), kept to the
    // bookings the rules could flag: open with driver details sent before the change, or closed with a
    // driver, and a ride not long past.
    name: 'traveller',
    ids: (now) => [
      sql`select t.booking_id as id from booking_events t join bookings x on x.id = t.booking_id
            where t.actor = 'customer' and t.type = 'updated' and x.status in ('pending', 'paid', 'confirmed')
              and x.driver_details_sent_at < t.created_at and x.flight_date_time >= ${hoursFrom(now, -EXPIRY_HOURS)}`,
      sql`select t.booking_id as id from booking_events t join bookings x on x.id = t.booking_id
            where t.actor = 'customer' and t.type in ('cancelled', 'refunded')
              and x.status in ('cancelled', 'refunded') and x.driver_name is not null
              and x.flight_date_time >= ${hoursFrom(now, -EXPIRY_HOURS)}`,
    ],
    facts: {
      changedByTravellerAfterDriverDetails: () => CHANGED_BY_TRAVELLER,
      cancelledByTraveller: () => CANCELLED_BY_TRAVELLER,
    },
  },
  {
    // The few low ratings of the last days, through ride_feedback_answered_idx.
    name: 'unhappy',
    ids: (now) => [
      sql`select booking_id as id from ride_feedback
            where answered_at >= ${hoursFrom(now, -UNHAPPY_RATING_DAYS * 24)} and rating <= ${UNHAPPY_RATING_MAX}`,
    ],
    facts: { unhappyRating },
  },
  {
    // The open differences the last reconciliation found.
    name: 'differs',
    ids: () => [sql`select booking_id as id from payment_differences`],
    facts: { paymentDiffers: () => sql`true` },
  },
  {
    // booking_events_paid_after_cancellation_idx holds only those events.
    name: 'paid-after-cancellation',
    ids: () => [sql`select booking_id as id from booking_events where type = 'paid-after-cancellation'`],
    facts: { paidAfterCancellation: () => PAID_AFTER_CANCELLATION },
  },
  {
    // bookings_refund_failed_idx holds only the bookings whose latest refund request failed.
    name: 'refund-failed',
    ids: () => [sql`select id from bookings where refund_failure is not null`],
    facts: { refundFailed: () => sql`b.refund_failure is not null` },
  },
  {
    // The few arrivals whose flight the feed last reported cancelled or diverted.
    name: 'flight',
    ids: () => [
      sql`select booking_id as id from flight_watches where last_status in ('cancelled', 'diverted')`,
    ],
    facts: { flightCancelledOrDiverted: () => sql`true` },
  },
  {
    // The few failed messages (messages_failed_idx) and HELP replies (bookings_help_reply_idx) of late.
    name: 'messages',
    ids: (now) => [
      sql`select booking_id as id from messages where direction = 'out' and status in ('failed', 'undelivered')
            and updated_at >= ${hoursFrom(now, -UNREACHABLE_HOURS)} and booking_id is not null`,
      sql`select id from bookings where last_reply_kind = 'help' and last_reply_at >= ${hoursFrom(now, -HELP_HOURS)}`,
    ],
    facts: { travellerUnreachable, travellerCannotFindDriver },
  },
];

/**
 * Each fact's value for a booking no source of it found: known without a lookup. Its order is the order
 * of the facts' array (FACTS, below).
 */
const FACT_DEFAULTS: { readonly [Fact in FactName]: Required<AttentionFacts>[Fact] } = {
  checkoutFailed: false,
  undeliveredEmailKinds: [],
  changedByTravellerAfterDriverDetails: false,
  cancelledByTraveller: false,
  unhappyRating: false,
  paymentDiffers: false,
  paidAfterCancellation: false,
  refundFailed: false,
  travellerNoShow: false,
  flightCancelledOrDiverted: false,
  travellerUnreachable: false,
  travellerCannotFindDriver: false,
};
const FACT_NAMES = Object.keys(FACT_DEFAULTS) as FactName[];

/** A fact's default in SQL: false, or an empty JSON array. */
const defaultOf = (name: FactName) => (Array.isArray(FACT_DEFAULTS[name]) ? sql`'[]'::json` : sql`false`);

/** A fact, looked up only for the bookings of the source that names it. */
function factOf(name: FactName, now: Date): SQL {
  for (const source of SOURCES) {
    const fact = source.facts?.[name];
    if (fact) {
      return sql`case when ${sql.raw(`'${source.name}'`)} = any(b.sources) then ${fact(now)} else ${defaultOf(name)} end`;
    }
  }
  throw new Error(`no source looks up the attention fact ${name}`);
}

/** The sources that look up a fact; a candidate from none of them has every fact's default. */
const FACT_SOURCES = sql.raw(
  `array[${SOURCES.filter((source) => source.facts)
    .map((source) => `'${source.name}'`)
    .join(', ')}]`,
);

/**
 * The facts of a candidate as one array in FACT_NAMES' order, or null when no source of a fact found it:
 * most candidates are rides and offers (in the bench 150 of 174), which then cost neither the facts' ten
 * tests nor their ten values in the JSON.
 */
const FACTS = (now: Date) =>
  sql`case when b.sources && ${FACT_SOURCES} then json_build_array(${sql.join(
    FACT_NAMES.map((name) => factOf(name, now)),
    sql`, `,
  )}) end`;

/** Every source's ids, each labelled with its source's name. */
function candidateIds(now: Date): SQL {
  return sql.join(
    SOURCES.flatMap((source) =>
      source
        .ids(now)
        .map((select) => sql`select id, ${sql.raw(`'${source.name}'`)} as source from (${select}) s`),
    ),
    sql` union all `,
  );
}

/**
 * An instant as milliseconds since the epoch (a JSON number), not as text: PostgreSQL writes a number for
 * less than it takes to write an instant in its time zone, and Node makes a Date of a number without
 * parsing. Exact: our instants are written from JavaScript Dates, whole milliseconds.
 */
const epochOf = (instant: SQL) => sql`(extract(epoch from ${instant}) * 1000)::bigint`;

/**
 * What the rules read of a candidate, in the order of its array (below): the names are written once,
 * here, and not once per candidate in the JSON, which halves what PostgreSQL builds and the driver reads
 * (about 640 bytes a candidate as an object).
 */
const CANDIDATE_COLUMNS = (now: Date) =>
  ({
    id: sql`b.id`,
    status: sql`b.status`,
    serviceType: sql`b.service_type`,
    flightDateTime: epochOf(sql`b.flight_date_time`),
    pickupTimeCalc: epochOf(sql`b.pickup_time_calc`),
    driverName: sql`b.driver_name`,
    expectedLandingAt: epochOf(sql`b.expected_landing_at`),
    driverDetailsSent: DRIVER_DETAILS_SENT,
    latestOffer: LATEST_OFFER,
    facts: FACTS(now),
  }) satisfies Record<Exclude<keyof AttentionCandidate, FactName> | 'facts', SQL>;

const CANDIDATE_KEYS = Object.keys(CANDIDATE_COLUMNS(new Date(0))) as (keyof ReturnType<
  typeof CANDIDATE_COLUMNS
>)[];
/** The candidate's instants, which come as milliseconds since the epoch (epochOf). */
const CANDIDATE_INSTANTS = [
  'flightDateTime',
  'pickupTimeCalc',
  'expectedLandingAt',
] as const satisfies readonly (keyof AttentionCandidate)[];

/**
 * The first page shows the first candidates the rules flag, and nearly every candidate is flagged (each
 * source is its reason's state): so the statement also sends the whole admin shape of the first this many
 * candidates in the list's order, and the first page's bookings are mostly there without a second read.
 */
const CANDIDATES_SENT_WHOLE = ADMIN_PAGE_SIZE;

/**
 * The candidates with what the rules read, in the list's order, and the whole admin shape of the first
 * CANDIDATES_SENT_WHOLE of them: one statement, two JSON values (one of arrays: cheap to decode on PGlite).
 * Exported for EXPLAIN.
 */
export function attentionCandidatesStatement(now: Date): SQL {
  const ids = candidateIds(now);
  const columns = sql.join(Object.values(CANDIDATE_COLUMNS(now)), sql`, `);
  // b: each candidate's booking row, the sources it came from, and its position in the list's order.
  return sql`select json_agg(json_build_array(${columns}) order by b.position) as candidates,
      json_agg(${ADMIN_BOOKING_ARRAY} order by b.position) filter (where b.position <= ${CANDIDATES_SENT_WHOLE}) as bookings
    from (select b.*, c.sources, row_number() over (order by ${LIST_ORDER}) as position
          from (select id, array_agg(source) as sources from (${ids}) i group by id) c join bookings b using (id)) b`;
}

export interface AttentionCandidates {
  candidates: AttentionCandidate[];
  /** The first CANDIDATES_SENT_WHOLE candidates as ADMIN_BOOKING_ARRAY, by id (read as shown). */
  sentWhole: Map<string, unknown[]>;
}

export async function findAttentionCandidates(db: Database, now: Date): Promise<AttentionCandidates> {
  const [row] = await preparedRowsAt<{ candidates: unknown[][] | null; bookings: unknown[][] | null }>(
    db,
    'attention_candidates',
    attentionCandidatesStatement,
    now,
  );
  const candidates = (row?.candidates ?? []).map((values) => {
    const candidate: Record<string, unknown> = {};
    CANDIDATE_KEYS.forEach((key, i) => {
      const value = values[i];
      if (key === 'latestOffer') candidate[key] = latestOfferOf(value);
      else if (key !== 'facts') candidate[key] = value;
      else if (!Array.isArray(value)) Object.assign(candidate, FACT_DEFAULTS);
      else for (const [j, name] of FACT_NAMES.entries()) candidate[name] = value[j];
    });
    // Each instant parsed once here, not again by every rule that reads it.
    for (const key of CANDIDATE_INSTANTS) {
      const value = candidate[key];
      if (typeof value === 'number') candidate[key] = new Date(value);
    }
    return candidate as unknown as AttentionCandidate;
  });
  // Both in the list's order: the first bookings are the first candidates'.
  const sentWhole = new Map((row?.bookings ?? []).map((values, i) => [candidates[i]?.id ?? '', values]));
  return { candidates, sentWhole };
}

/**
 * The admin shape of the bookings shown, by id: those the candidates' statement sent whole, and the rest
 * (shown after candidates no rule flagged) read now. A booking deleted meanwhile is missing.
 */
export async function attentionBookings(
  db: Database,
  ids: readonly string[],
  sentWhole: ReadonlyMap<string, unknown[]>,
): Promise<Map<string, AdminBooking>> {
  const shown = new Map<string, AdminBooking>();
  const notSent: string[] = [];
  for (const id of ids) {
    const values = sentWhole.get(id);
    if (values) shown.set(id, adminBookingOf(values));
    else notSent.push(id);
  }
  for (const booking of await readBookings(db, notSent)) shown.set(booking.id, booking);
  return shown;
}

async function readBookings(db: Database, ids: readonly string[]): Promise<AdminBooking[]> {
  if (ids.length === 0) return [];
  const [row] = await preparedRows<{ bookings: unknown[][] | null }>(
    db,
    'attention_bookings',
    sql`select json_agg(${ADMIN_BOOKING_ARRAY}) as bookings from bookings b
        where b.id in (select json_array_elements_text(${JSON.stringify(ids)}::json))`,
  );
  return (row?.bookings ?? []).map(adminBookingOf);
}
