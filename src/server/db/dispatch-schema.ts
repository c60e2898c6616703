/**
 * Dispatching rides to transport providers: the providers, what each is paid per route, the
 * audit of their changes, and the offers of rides to them with the marks their drivers set. A schema file
 * of its own beside schema.ts (drizzle.config.ts lists both), so neither grows past reading.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OFFER_STATUSES } from '../../domain/dispatch';
import { DISPATCH_TEXT_LIMITS } from '../../domain/schemas/dispatch';
import { PAYMENT_REFERENCE_MAX } from '../../domain/schemas/provider-statement';
import { TEXT_LIMITS } from '../../domain/text-limits';
import { createdAt, inList, instant, textLimit, updatedAt } from './columns';
import { bookings } from './schema';

export type RideChange = { label: string; before: string; after: string };

export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    /** Where offers go: the provider's dispatch desk. */
    dispatchEmail: text('dispatch_email').notNull(),
    phone: text('phone').notNull(),
    /** Only active providers are offered rides; an inactive one keeps its history. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('providers_company_name_check', textLimit(t.companyName, TEXT_LIMITS.name, { required: true })),
    check(
      'providers_dispatch_email_check',
      textLimit(t.dispatchEmail, TEXT_LIMITS.email, { required: true }),
    ),
    check('providers_phone_check', textLimit(t.phone, TEXT_LIMITS.phone, { required: true })),
    uniqueIndex('providers_company_name_idx').on(sql`lower(${t.companyName})`),
  ],
);

/** What a provider is paid for one ride (one vehicle) of a route, in cents; the offer's cost is prefilled from it. */
export const providerRouteCosts = pgTable(
  'provider_route_costs',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    costCents: integer('cost_cents').notNull(),
  },
  (t) => [
    uniqueIndex('provider_route_costs_route_idx').on(t.providerId, t.fromLocation, t.toLocation),
    check('provider_route_costs_cost_check', sql`${t.costCents} between 0 and 100000000`),
  ],
);

/** Every change to a provider: who, when, and each field's before and after. */
export const providerChanges = pgTable(
  'provider_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    changedBy: text('changed_by').notNull(),
    changedAt: instant('changed_at').notNull(),
    /** The database's own clock: orders two changes of one instant. */
    createdAt: createdAt(),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
  },
  (t) => [index('provider_changes_provider_idx').on(t.providerId, t.changedAt)],
);

/**
 * One row per offer of a ride to a provider. At most one `offered` or `accepted` per booking (a partial
 * unique index: two offers sent at once cannot both stand). The provider's link carries a random token;
 * only its SHA-256 is kept. Once accepted, the driver's details and the marks live here, each mark with
 * its time; `changed_at` is the last change of the ride the provider has not confirmed yet.
 */
export const rideOffers = pgTable(
  'ride_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    status: text('status').notNull().default('offered'),
    costCents: integer('cost_cents').notNull(),
    note: text('note').notNull().default(''),
    respondBy: instant('respond_by').notNull(),
    tokenHash: text('token_hash').notNull(),
    offeredBy: text('offered_by').notNull(),
    offeredAt: instant('offered_at').notNull(),
    /** The database's own clock: orders offers made within one test's fixed clock, or one millisecond. */
    createdAt: createdAt(),
    /** When it stopped standing or was accepted, and by whom ('provider', an admin's e-mail, 'scheduler'). */
    respondedAt: instant('responded_at'),
    endedBy: text('ended_by'),
    declineReason: text('decline_reason'),
    driverName: text('driver_name'),
    driverPhone: text('driver_phone'),
    vehicle: text('vehicle'),
    plateNumber: text('plate_number'),
    atMeetingPointAt: instant('at_meeting_point_at'),
    onBoardAt: instant('on_board_at'),
    completedAt: instant('completed_at'),
    noShowAt: instant('no_show_at'),
    /** The ride changed after acceptance and the provider has not pressed 'Confirm Changes' since. */
    changesUnconfirmedSince: instant('changes_unconfirmed_since'),
    /** What changed since, as the provider's page lists it (label, before, after). */
    unconfirmedChanges: jsonb('unconfirmed_changes').$type<RideChange[]>(),
    /**
     * The booking's ride time (pickup, else landing), kept by triggers (migration 0031) whatever writes the
     * booking: Needs attention reads the declined and expired offers of rides ahead by it, not every such
     * offer ever made (decision 040). Never written by the app.
     */
    rideAt: instant('ride_at'),
    /**
     * An offer of the same ride came after this one (in the order the latest is chosen by: offered_at,
     * then created_at), kept by a trigger (migration 0033) whatever writes the offers. Needs attention
     * reads only the declined and expired offers that are their ride's latest (decision 040); the rules
     * still read the latest offer itself. Never written by the app.
     */
    superseded: boolean('superseded').notNull().default(false),
  },
  (t) => [
    check('ride_offers_status_check', sql`${t.status} in (${inList(OFFER_STATUSES)})`),
    check('ride_offers_cost_check', sql`${t.costCents} between 0 and 100000000`),
    check('ride_offers_note_check', textLimit(t.note, DISPATCH_TEXT_LIMITS.note.max)),
    check('ride_offers_decline_reason_check', textLimit(t.declineReason, DISPATCH_TEXT_LIMITS.reason.max)),
    check('ride_offers_driver_name_check', textLimit(t.driverName, TEXT_LIMITS.name)),
    check('ride_offers_driver_phone_check', textLimit(t.driverPhone, TEXT_LIMITS.phone)),
    check('ride_offers_vehicle_check', textLimit(t.vehicle, DISPATCH_TEXT_LIMITS.vehicle.max)),
    check('ride_offers_plate_number_check', textLimit(t.plateNumber, DISPATCH_TEXT_LIMITS.plateNumber.max)),
    uniqueIndex('ride_offers_token_hash_idx').on(t.tokenHash),
    uniqueIndex('ride_offers_standing_idx')
      .on(t.bookingId)
      .where(sql`${t.status} in ('offered', 'accepted')`),
    // A ride's offers in the order made (offered_at, then the database's clock): read backwards, its latest
    // comes first, so the board and Needs attention find it for each ride without a sort.
    index('ride_offers_booking_idx').on(t.bookingId, t.offeredAt, t.createdAt),
    index('ride_offers_provider_idx').on(t.providerId),
    // The scheduler's expiry: open offers by their deadline.
    index('ride_offers_respond_by_idx').on(t.respondBy).where(sql`${t.status} = 'offered'`),
    // Needs attention's candidates: the few offers declined or unanswered, changed and not confirmed,
    // or ended by a no-show.
    index('ride_offers_unanswered_idx')
      .on(t.rideAt)
      .where(sql`${t.status} in ('declined', 'expired') and not ${t.superseded}`),
    index('ride_offers_unconfirmed_idx').on(t.bookingId).where(sql`${t.changesUnconfirmedSince} is not null`),
    index('ride_offers_no_show_idx').on(t.noShowAt).where(sql`${t.noShowAt} is not null`),
    // A provider's statement, the offers its drivers marked completed or no-show.
    index('ride_offers_provider_done_idx')
      .on(t.providerId)
      .where(sql`${t.status} = 'accepted' and (${t.completedAt} is not null or ${t.noShowAt} is not null)`),
  ],
);

export type ProviderRow = typeof providers.$inferSelect;
export type RideOfferRow = typeof rideOffers.$inferSelect;

/**
 * The company of the booking's accepted offer, as a column of a query on `bookings` (the manifest, the CSV):
 * at most one offer stands per booking, found through ride_offers_standing_idx.
 */
// Written out: Drizzle leaves the table off a column of a one-table query, which a correlated subquery needs.
export const acceptedProviderSql = sql<string | null>`(
  select p.company_name from ride_offers o join providers p on p.id = o.provider_id
  where o.booking_id = "bookings"."id" and o.status = 'accepted'
)`;

/** One snapshot row of a paid statement: what was owed for one ride when the month was marked paid. */
export type PaidStatementRide = { bookingId: string; costCents: number; outcome: string };

/**
 * 'Mark Paid' of a provider's month: when, by whom, the payment's reference, and what the
 * statement held then (its total and rides), so a ride marked later in that month shows the month as
 * 'Changed after payment'. One per provider and month: a second one is refused.
 */
export const providerStatementPayments = pgTable(
  'provider_statement_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The Cancun month, yyyy-MM. */
    month: text('month').notNull(),
    paidAt: instant('paid_at').notNull(),
    paidBy: text('paid_by').notNull(),
    reference: text('reference').notNull(),
    totalCents: integer('total_cents').notNull(),
    rides: jsonb('rides').$type<PaidStatementRide[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('provider_statement_payments_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'provider_statement_payments_reference_check',
      textLimit(t.reference, PAYMENT_REFERENCE_MAX, { required: true }),
    ),
    check('provider_statement_payments_total_check', sql`${t.totalCents} >= 0`),
    uniqueIndex('provider_statement_payments_month_idx').on(t.providerId, t.month),
  ],
);
