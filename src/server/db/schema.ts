/**
 * The database schema, once, for both drivers (PGlite and PostgreSQL). drizzle-kit generates the SQL
 * migrations in ./migrations from this file; never edit a generated migration by hand.
 *
 * Money: whole US dollars for prices and booking totals (SPEC section 9), cents where a payment
 * provider needs them. Instants are timestamptz.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHILD_SEATS_MAX } from '../../domain/manage-booking';
import { MAX_PASSENGERS } from '../../domain/passengers';
import { REFUND_FAILURE_MAX_LENGTH } from '../../domain/refunds';
import { TEXT_LIMITS } from '../../domain/text-limits';
import { arrivalWithoutDriver, driverDetailsNotSent, rideTime, servedRide } from './attention-predicates';
import { createdAt, instant, textLimit, updatedAt } from './columns';

/**
 * The admin search's haystack (SPEC section 7): the twelve searched columns, lower-cased and joined by a
 * line feed, which the search term can never contain (the query schema strips control characters), so a
 * term never matches across two columns. Kept by Postgres as a stored generated column so the trigram
 * index's recheck reads one column instead of rebuilding the string for every candidate row.
 */
const SEARCHED_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'hotel_name',
  'reservation_name',
  'flight_number',
  'flight_airline',
  'special_instructions',
  'admin_notes',
  'driver_name',
  'driver_company',
] as const;
const searchTextExpression = sql.raw(
  `lower(${SEARCHED_COLUMNS.map((column) => `coalesce("${column}", '')`).join(' || chr(10) || ')})`,
);

/** The most a booking may cost in whole dollars: far above any real total, far below an integer's overflow. */
const MAX_TOTAL_PRICE = 1_000_000;

/** A file attached to an outgoing e-mail, stored with the outbox row so a retry sends the same file. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text, or with `encoding: 'base64'` a binary file (a PDF receipt) as base64. */
  content: string;
  encoding?: 'base64';
}

export const bookings = pgTable(
  'bookings',
  {
    /** Short public reference, unguessable (see docs/decisions/004-booking-id.md). */
    id: text('id').primaryKey(),
    serviceType: text('service_type').notNull(),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    passengers: integer('passengers').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    hotelName: text('hotel_name').notNull(),
    reservationName: text('reservation_name').notNull().default(''),
    flightNumber: text('flight_number').notNull(),
    flightDateTime: instant('flight_date_time').notNull(),
    flightAirline: text('flight_airline').notNull(),
    hasBulkyLuggage: boolean('has_bulky_luggage').notNull().default(false),
    specialInstructions: text('special_instructions').notNull().default(''),
    /** Child seats asked for, 0 to 4 (free, on request). */
    childSeats: integer('child_seats').notNull().default(0),
    /** Whole US dollars, computed by the server from the prices table. */
    totalPrice: integer('total_price').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Departures: hours before the flight, as text ('4'). */
    pickupTime: text('pickup_time'),
    /** Departures: the computed pickup instant. */
    pickupTimeCalc: instant('pickup_time_calc'),
    driverName: text('driver_name'),
    driverCompany: text('driver_company'),
    /** What the accepted provider gave of its driver, beside SPEC's name and company. */
    driverPhone: text('driver_phone'),
    driverVehicle: text('driver_vehicle'),
    driverPlate: text('driver_plate'),
    driverOrdered: boolean('driver_ordered').notNull().default(false),
    adminNotes: text('admin_notes'),
    paymentIntentId: text('payment_intent_id'),
    /** The client's Idempotency-Key of the request that created this booking: a retry finds it. */
    idempotencyKey: text('idempotency_key'),
    /**
     * SHA-256 of the request the key came with: a retry must send the same request, or it is
     * refused with 409 and learns nothing of this booking.
     */
    idempotencyRequestHash: text('idempotency_request_hash'),
    /** The one automatic payment reminder of an unpaid booking: set when it is queued. */
    paymentReminderSentAt: instant('payment_reminder_sent_at'),
    /** The departure reminder, 24 hours before pickup: set when it is queued. */
    departureReminderSentAt: instant('departure_reminder_sent_at'),
    /** The 'How was your transfer?' e-mail the day after the ride: set when it is queued. */
    feedbackRequestedAt: instant('feedback_requested_at'),
    /** When the driver's details were last e-mailed to the traveller. */
    driverDetailsSentAt: instant('driver_details_sent_at'),
    /** Which driver was sent ("name\ncompany"): a change of driver can be sent again, the same one cannot. */
    driverDetailsSentFor: text('driver_details_sent_for'),
    /**
     * SHA-256 of the booking's manage token (docs/decisions/021): the raw token is derived from
     * the id with a server secret when an e-mail needs it, never stored.
     */
    manageTokenHash: text('manage_token_hash'),
    /**
     * Why the booking's latest refund request failed at the provider, as the card shows it; null
     * once a refund succeeds or is asked again. Written with the request's own state (refund_requests), in
     * the same transaction, so the card and the Needs attention view read the booking alone.
     */
    refundFailure: text('refund_failure'),
    /**
     * The earliest reference time (landing, or a departure's pickup) the booking has had since it
     * was paid. A traveller's refund is judged by it, so moving the ride later never creates a refund that
     * was not due when the money was taken. Null until paid.
     */
    refundReferenceAt: instant('refund_reference_at'),
    /**
     * When the traveller's personal data was erased on request (phone, hotel, flight, instructions
     * emptied; what tax law needs kept until the five years end). Null for a booking never erased.
     */
    erasedAt: instant('erased_at'),
    /** Arrivals: the terminal the traveller gave ('2', '3', '4'); null when not sure. */
    terminal: text('terminal'),
    /**
     * Arrivals: the expected or actual landing when one was learnt after booking, who said it
     * ('traveller', 'provider', 'operator', 'flight data') and when; `landed` once it is the actual one.
     * The scheduled landing stays flight_date_time, what the traveller entered.
     */
    expectedLandingAt: instant('expected_landing_at'),
    landingSource: text('landing_source'),
    landingLearntAt: instant('landing_learnt_at'),
    landed: boolean('landed').notNull().default(false),
    /** When a landing e-mail last went to the provider and to the traveller (30 minutes apart). */
    providerLandingEmailAt: instant('provider_landing_email_at'),
    travellerLandingEmailAt: instant('traveller_landing_email_at'),
    /**
     * Messaging (WhatsApp or SMS, decision 059): the phone in E.164 when it is a mobile number with its
     * country code (null for free-text phones), when the traveller ticked 'Send me ride updates' (null:
     * no consent, or withdrawn), when they sent STOP, and their last reply's kind and time (the board shows
     * 'landed' and 'bags'; the 24-hour window counts from it).
     */
    phoneE164: text('phone_e164'),
    messagesConsentAt: instant('messages_consent_at'),
    messagesOptedOutAt: instant('messages_opted_out_at'),
    lastReplyKind: text('last_reply_kind'),
    lastReplyAt: instant('last_reply_at'),
    /** The two words on the driver's sign beside the last name (sign-code.ts); a new one per provider. */
    signCode: text('sign_code'),
    /** Written by Postgres, never by us: see searchTextExpression. */
    searchText: text('search_text').notNull().generatedAlwaysAs(searchTextExpression),
  },
  (t) => [
    check('bookings_service_type_check', sql`${t.serviceType} in ('arrival', 'departure')`),
    check(
      'bookings_status_check',
      sql`${t.status} in ('pending', 'paid', 'confirmed', 'completed', 'cancelled', 'refunded')`,
    ),
    check('bookings_passengers_check', sql`${t.passengers} between 1 and ${sql.raw(String(MAX_PASSENGERS))}`),
    // An arrival is timed by its landing: a pickup time belongs to departures only (migrations 0010-0011).
    check(
      'bookings_arrival_without_pickup_check',
      sql`${t.serviceType} = 'departure' or (${t.pickupTime} is null and ${t.pickupTimeCalc} is null)`,
    ),
    check(
      'bookings_total_price_check',
      sql`${t.totalPrice} between 0 and ${sql.raw(String(MAX_TOTAL_PRICE))}`,
    ),
    check('bookings_first_name_check', textLimit(t.firstName, TEXT_LIMITS.name, { required: true })),
    check('bookings_last_name_check', textLimit(t.lastName, TEXT_LIMITS.name, { required: true })),
    check(
      'bookings_email_check',
      sql`${textLimit(t.email, TEXT_LIMITS.email)} and ${t.email} ~ '^[^@]+@[^@]+$'`,
    ),
    // An erased booking keeps empty phone, hotel and flight: the person's data is gone.
    check(
      'bookings_phone_check',
      sql`(${t.erasedAt} is not null and ${t.phone} = '') or ${t.phone} ~ '^[0-9+ ]{10,${sql.raw(String(TEXT_LIMITS.phone))}}$'`,
    ),
    check(
      'bookings_hotel_name_check',
      sql`(${t.erasedAt} is not null and ${t.hotelName} = '') or (${textLimit(t.hotelName, TEXT_LIMITS.hotel, { required: true })})`,
    ),
    check('bookings_reservation_name_check', textLimit(t.reservationName, TEXT_LIMITS.name)),
    check(
      'bookings_flight_number_check',
      sql`(${t.erasedAt} is not null and ${t.flightNumber} = '') or (${textLimit(t.flightNumber, TEXT_LIMITS.flightNumber, { required: true })})`,
    ),
    check(
      'bookings_flight_airline_check',
      sql`(${t.erasedAt} is not null and ${t.flightAirline} = '') or (${textLimit(t.flightAirline, TEXT_LIMITS.airline, { required: true })})`,
    ),
    check(
      'bookings_special_instructions_check',
      textLimit(t.specialInstructions, TEXT_LIMITS.specialInstructions),
    ),
    check('bookings_admin_notes_check', textLimit(t.adminNotes, TEXT_LIMITS.adminNotes)),
    check('bookings_driver_name_check', textLimit(t.driverName, TEXT_LIMITS.name)),
    check('bookings_driver_company_check', textLimit(t.driverCompany, TEXT_LIMITS.name)),
    check('bookings_driver_phone_check', textLimit(t.driverPhone, TEXT_LIMITS.phone)),
    check('bookings_driver_vehicle_check', textLimit(t.driverVehicle, TEXT_LIMITS.vehicle)),
    check('bookings_driver_plate_check', textLimit(t.driverPlate, TEXT_LIMITS.plateNumber)),
    check(
      'bookings_child_seats_check',
      sql`${t.childSeats} between 0 and ${sql.raw(String(CHILD_SEATS_MAX))}`,
    ),
    check('bookings_pickup_time_check', sql`${t.pickupTime} ~ '^[0-9]{1,2}$'`),
    check('bookings_refund_failure_check', textLimit(t.refundFailure, REFUND_FAILURE_MAX_LENGTH)),
    // A terminal and a landing belong to arrivals only.
    check('bookings_terminal_check', sql`${t.terminal} in ('2', '3', '4')`),
    check(
      'bookings_landing_source_check',
      sql`${t.landingSource} in ('traveller', 'provider', 'operator', 'flight data')`,
    ),
    check(
      'bookings_landing_arrival_only_check',
      sql`${t.serviceType} = 'arrival' or (${t.terminal} is null and ${t.expectedLandingAt} is null and not ${t.landed})`,
    ),
    check(
      'bookings_landing_known_check',
      sql`(${t.expectedLandingAt} is null) = (${t.landingSource} is null) and (${t.expectedLandingAt} is null) = (${t.landingLearntAt} is null) and (not ${t.landed} or ${t.expectedLandingAt} is not null)`,
    ),
    check('bookings_phone_e164_check', sql`${t.phoneE164} ~ '^\\+[1-9][0-9]{7,14}$'`),
    check('bookings_sign_code_check', sql`${t.signCode} ~ '^[A-Z][a-z]+ [A-Z][a-z]+$'`),
    check('bookings_last_reply_kind_check', sql`${t.lastReplyKind} in ('landed', 'bags', 'help', 'other')`),
    // An inbound message finds its booking by the number: the few bookings with one.
    index('bookings_phone_e164_idx').on(t.phoneE164).where(sql`${t.phoneE164} is not null`),
    // Needs attention's HELP replies, the few bookings with one.
    index('bookings_help_reply_idx').on(t.lastReplyAt).where(sql`${t.lastReplyKind} = 'help'`),
    // Guest lookup: e-mail exactly, last name ignoring case.
    index('bookings_lookup_idx').on(t.email, sql`lower(${t.lastName})`),
    // The admin list's order (pickup time ascending, nulls last, then flight time, then id so pages are
    // stable), whole and per status: a page is read straight off one of these indexes, never sorted.
    index('bookings_schedule_idx').on(t.pickupTimeCalc, t.flightDateTime, t.id),
    index('bookings_status_schedule_idx').on(t.status, t.pickupTimeCalc, t.flightDateTime, t.id),
    // Admin search of 3+ characters: trigrams of the twelve searched columns (docs/decisions/011).
    index('bookings_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Admin search of 1-2 characters: a last-name prefix only, which this btree serves. Migration 0009
    // rebuilds it with INCLUDE (last_name, status, pickup_time_calc, flight_date_time, id), which
    // drizzle-kit cannot express, so the list's matches come from an index-only scan.
    index('bookings_last_name_prefix_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
    // The scheduler's unpaid bookings (reminder, then cancellation) without reading the paid ones.
    index('bookings_pending_created_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('bookings_payment_intent_idx').on(t.paymentIntentId),
    uniqueIndex('bookings_idempotency_key_idx').on(t.idempotencyKey),
    // The mail cap: an address's bookings, whatever the case it was typed in.
    index('bookings_email_lower_idx').on(sql`lower(${t.email})`),
    // The Needs attention view's failed refunds, the few bookings with one.
    index('bookings_refund_failed_idx').on(t.id).where(sql`${t.refundFailure} is not null`),
    // Needs attention's rides (decision 040): each index holds only the bookings in one state, keyed by the
    // time its reason counts from, so the view reads a short range of what needs attention.
    index('bookings_served_ride_time_idx').on(t.status, rideTime(t)).where(servedRide(t)),
    index('bookings_arrival_without_driver_idx').on(t.flightDateTime).where(arrivalWithoutDriver(t)),
    index('bookings_driver_details_not_sent_idx').on(rideTime(t)).where(driverDetailsNotSent(t)),
  ],
);

/**
 * Bookings per status, kept exact by statement triggers on bookings (migration 0005), so the dashboard's
 * chips cost six rows instead of a count over the whole table.
 */
export const bookingStatusCounts = pgTable('booking_status_counts', {
  status: text('status').primaryKey(),
  count: integer('count').notNull(),
});

export const prices = pgTable(
  'prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    /** Whole US dollars per vehicle (up to four passengers). */
    basePrice: integer('base_price').notNull(),
  },
  (t) => [
    uniqueIndex('prices_route_idx').on(t.fromLocation, t.toLocation),
    check('prices_base_price_check', sql`${t.basePrice} >= 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'admin' may use the dashboard; any other role is refused. */
    role: text('role').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when an admin disables the account: it cannot sign in and holds no session. */
    disabledAt: instant('disabled_at'),
    lastSignInAt: instant('last_sign_in_at'),
    /**
     * The TOTP secret once two-factor sign-in is on, sealed with TOTP_SECRET_KEY when it is set
     * (auth/totp-secret-box.ts, docs/decisions/018).
     */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: instant('totp_enabled_at'),
    /** The last TOTP time step accepted: a code of that step or an earlier one is never accepted again. */
    totpLastStep: integer('totp_last_step'),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/** Single-use recovery codes of an account with two-factor sign-in, stored as SHA-256. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/**
 * A password checked, a second step still to come (a code, or enrolment when REQUIRE_ADMIN_2FA is on):
 * short-lived rows in the database, so any server may take the second step. The browser holds
 * the random id in an HttpOnly cookie; only its SHA-256 is stored.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'code': the account has two-factor sign-in; 'enrol': it must set it up first. */
    purpose: text('purpose').notNull(),
    /** Codes tried for this pending sign-in (at most 5; then the password again). */
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    check('pending_sign_ins_purpose_check', sql`${t.purpose} in ('code', 'enrol')`),
    index('pending_sign_ins_user_idx').on(t.userId),
  ],
);

/** Who did what to an account, and when: shown on the Accounts page. */
export const accountEvents = pgTable(
  'account_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The admin's e-mail, or 'cli' for `npm run user`. */
    actor: text('actor').notNull(),
    /** invited, role-changed, disabled, enabled, two-factor-enabled, two-factor-reset, password-set. */
    action: text('action').notNull(),
    /** The account acted on (its e-mail). */
    account: text('account').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_events_created_idx').on(t.createdAt),
    check('account_events_actor_check', textLimit(t.actor, TEXT_LIMITS.email, { required: true })),
    check('account_events_action_check', textLimit(t.action, 40, { required: true })),
    check('account_events_account_check', textLimit(t.account, TEXT_LIMITS.email, { required: true })),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random session id in the cookie: a stolen table grants nothing. */
    idHash: text('id_hash').primaryKey(),
    /** Names the session on the Security page ('End Session'): it grants nothing, unlike the cookie's id. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry; the idle expiry is measured from last_seen_at. */
    expiresAt: instant('expires_at').notNull(),
    /** The browser's User-Agent at sign-in (cut to 300 characters) and the client address. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /**
     * The session began with a second factor (a code after the password, or an enrolment
     * confirmed by one). REQUIRE_ADMIN_2FA refuses sessions without it, also those opened before it was on.
     */
    twoFactor: boolean('two_factor').notNull().default(false),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    uniqueIndex('sessions_public_id_idx').on(t.publicId),
    check('sessions_user_agent_check', sql`char_length(${t.userAgent}) <= 300`),
    check('sessions_ip_address_check', sql`char_length(${t.ipAddress}) <= 64`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's access token (the lookup key). */
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of the link's second, independent token: both must match. */
    refreshTokenHash: text('refresh_token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token_idx').on(t.tokenHash)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 'demo' or 'stripe'. */
    provider: text('provider').notNull(),
    checkoutSessionId: text('checkout_session_id').notNull(),
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id'),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    /** open, paid, failed, expired, refunded. */
    status: text('status').notNull().default('open'),
    expiresAt: instant('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_checkout_session_idx').on(t.provider, t.checkoutSessionId),
    index('payments_booking_idx').on(t.bookingId),
    // The attention view's failed checkouts: the few failed payments, without reading the others.
    index('payments_failed_idx').on(t.bookingId).where(sql`${t.status} = 'failed'`),
    index('payments_intent_idx').on(t.paymentIntentId),
  ],
);

/** The transactional outbox: a row is queued with the change that causes it and sent by a worker. */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which template: booking-received, payment-received, admin-message, ... */
    kind: text('kind').notNull(),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** Emptied to BODY_NOT_KEPT once sent (or given up) when the mail carries a secret link. */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * The mail holds a link with a secret (a manage, feedback, reset or invitation link), decided when it is
     * queued: the log never prints its body, and the outbox keeps no body of it once sent (decision 032).
     */
    carriesSecret: boolean('carries_secret').notNull().default(false),
    /** Files sent with the mail (a calendar entry): filename, content type and UTF-8 text content. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>(),
    /** pending, sending, sent, failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** A worker that claims a row holds it until then; a crashed worker's row is picked up again. */
    lockedUntil: instant('locked_until'),
    /** Which server process holds the claim, so a server that stops gives its claims back at once. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('emails_due_idx').on(t.status, t.nextAttemptAt),
    index('emails_booking_idx').on(t.bookingId),
    // The mail cap: an address's booking e-mails of the last day, whatever its case.
    index('emails_booking_mail_to_idx')
      .on(sql`lower(${t.toAddress})`, t.createdAt)
      .where(sql`${t.kind} in ('booking-received', 'payment-reminder')`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_messages_name_check', textLimit(t.name, TEXT_LIMITS.name, { required: true })),
    check('contact_messages_email_check', textLimit(t.email, TEXT_LIMITS.email, { required: true })),
    check('contact_messages_message_check', textLimit(t.message, TEXT_LIMITS.message, { required: true })),
  ],
);

/** Audit trail: who did what to a booking, and when. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** created, checkout-opened, paid, updated, status-changed, message-sent, refunded, ... */
    type: text('type').notNull(),
    /** 'customer', 'system', 'provider' or the admin's e-mail. */
    actor: text('actor').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId, t.createdAt),
    // The attention view's failed checkouts: the few bookings whose provider refused a checkout.
    index('booking_events_checkout_failed_idx').on(t.bookingId).where(sql`${t.type} = 'checkout-failed'`),
    // The rare payments that arrived after the booking was cancelled, for the attention view.
    index('booking_events_paid_after_cancellation_idx')
      .on(t.bookingId)
      .where(sql`${t.type} = 'paid-after-cancellation'`),
    // The traveller's own changes and cancellations, for the attention view.
    index('booking_events_customer_idx')
      .on(t.bookingId)
      .where(sql`${t.actor} = 'customer' and ${t.type} in ('updated', 'cancelled', 'refunded')`),
  ],
);

/**
 * The demo payment provider's own state, kept apart from our `payments` table the way Stripe keeps its
 * checkout sessions on its side: our code reaches it only through the PaymentProvider interface.
 */
export const demoCheckouts = pgTable(
  'demo_checkouts',
  {
    /** cs_demo_… */
    sessionId: text('session_id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** Holds the {CHECKOUT_SESSION_ID} placeholder, replaced on the way out as Stripe does. */
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** open, paid, expired. */
    status: text('status').notNull().default('open'),
    /** pi_demo_…, set when paid. */
    paymentIntentId: text('payment_intent_id'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Like Stripe's Idempotency-Key: the same key opens no second session. */
    idempotencyKey: text('idempotency_key'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('demo_checkouts_status_check', sql`${t.status} in ('open', 'paid', 'expired')`),
    uniqueIndex('demo_checkouts_payment_intent_idx').on(t.paymentIntentId),
    uniqueIndex('demo_checkouts_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

export const demoRefunds = pgTable(
  'demo_refunds',
  {
    /** re_demo_… */
    refundId: text('refund_id').primaryKey(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('demo_refunds_idempotency_key_idx').on(t.idempotencyKey),
    index('demo_refunds_payment_intent_idx').on(t.paymentIntentId),
  ],
);

/**
 * Stripe events already handled, by Stripe's event id: Stripe delivers at least once (and retries for
 * days), so a replayed event is recognised here and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  /** evt_… */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});

/**
 * Shared counters of the limits (src/server/limits/counters.ts): a key's hits in a window that starts at
 * its first hit, so every server process counts against the same number. Keys are hashes, never a raw
 * e-mail or address; the scheduler deletes rows whose window has ended.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
  },
  (t) => [index('limit_counters_window_ends_idx').on(t.windowEndsAt)],
);

/**
 * Progressive delays (src/server/limits/backoffs.ts): after each counted attempt a key waits longer
 * before the next, until it succeeds or `forget_at` passes (then the scheduler deletes the row).
 */
export const limitBackoffs = pgTable(
  'limit_backoffs',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    blockedUntil: instant('blocked_until').notNull(),
    forgetAt: instant('forget_at').notNull(),
  },
  (t) => [index('limit_backoffs_forget_idx').on(t.forgetAt)],
);

/**
 * The client address (hashed, as a limit key) an account last signed in from: the failed sign-ins of
 * the whole account never hold that address back (docs/decisions/016-failed-sign-ins-in-the-database.md).
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    /** The limit key of the account's e-mail (lowercased, hashed). */
    accountKey: text('account_key').primaryKey(),
    addressKey: text('address_key').notNull(),
    signedInAt: instant('signed_in_at').notNull(),
  },
  (t) => [index('sign_in_addresses_signed_in_idx').on(t.signedInAt)],
);

/**
 * Secrets the server generates for itself when the environment sets none (the manage links'
 * key), so every server process on the database derives the same links.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Every movement of money, once, at the moment it happened: a payment received, or a refund
 * given back. Written in the same transaction as the payment's or refund's own change, so the reports
 * add up money without reading events' JSON; the route and service type are the booking's when the
 * money moved. `ride_at` is the booking's ride (its reference time), kept as the booking's by a trigger
 * (migration 0034): the reports count money on the ride's day (docs/decisions/058-*). `source_ref` (the
 * payment's id, the refund's id, or a Stripe total) makes a replay a no-op.
 */
export const moneyMovements = pgTable(
  'money_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 'payment' or 'refund'. */
    kind: text('kind').notNull(),
    sourceRef: text('source_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    serviceType: text('service_type').notNull(),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    at: instant('at').notNull(),
    /** The booking's reference time: a departure's pickup, else the landing. */
    rideAt: instant('ride_at').notNull(),
  },
  (t) => [
    check('money_movements_kind_check', sql`${t.kind} in ('payment', 'refund')`),
    check('money_movements_amount_check', sql`${t.amountCents} > 0`),
    uniqueIndex('money_movements_source_idx').on(t.kind, t.sourceRef),
    index('money_movements_at_idx').on(t.at),
    index('money_movements_booking_idx').on(t.bookingId),
  ],
);

/**
 * The Reports page's sums per Cancun day, service type and route, kept exact by triggers on
 * money_movements, bookings and ride_offers (migration 0030, docs/decisions/040-needs-attention-at-scale.md):
 * a year's report reads a few thousand of these rows instead of scanning 100,000 bookings. The counts
 * beside the sums say whether a cell has anything at all (a route with only zero figures is not listed).
 */
const sumColumn = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
export const reportSums = pgTable(
  'report_sums',
  {
    /** The Cancun date of the ride's reference time (pickup, else landing): money, rides and costs alike. */
    day: date('day', { mode: 'string' }).notNull(),
    serviceType: text('service_type').notNull(),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    /** Payments in the ledger (the report's Bookings) and their cents. */
    payments: sumColumn('payments'),
    revenueCents: sumColumn('revenue_cents'),
    refunds: sumColumn('refunds'),
    refundsCents: sumColumn('refunds_cents'),
    /** Bookings paid, confirmed or completed (the manifest's rides) by reference time. */
    rides: sumColumn('rides'),
    /** Accepted offers marked completed or no-show, whatever became of the booking, and their cost. */
    providerCosts: sumColumn('provider_costs'),
    providerCostCents: sumColumn('provider_cost_cents'),
  },
  (t) => [primaryKey({ columns: [t.day, t.serviceType, t.fromLocation, t.toLocation] })],
);

/**
 * Feedback after the ride: one row per booking asked, with the hash of its single-use link's
 * token, and the traveller's answer once given.
 */
export const rideFeedback = pgTable(
  'ride_feedback',
  {
    bookingId: text('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token, hex: the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    requestedAt: instant('requested_at').notNull(),
    rating: integer('rating'),
    comment: text('comment'),
    answeredAt: instant('answered_at'),
  },
  (t) => [
    uniqueIndex('ride_feedback_token_idx').on(t.tokenHash),
    check('ride_feedback_rating_check', sql`${t.rating} between 1 and 5`),
    check('ride_feedback_comment_check', sql`char_length(${t.comment}) <= 2000`),
    check('ride_feedback_answer_check', sql`(${t.rating} is null) = (${t.answeredAt} is null)`),
    // The Reports page's monthly average, and the attention list's unhappy travellers.
    index('ride_feedback_answered_idx').on(t.answeredAt).where(sql`${t.answeredAt} is not null`),
  ],
);

/** Every price an admin changed on the Prices page: who, when, which route, from what to what. */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    /** What a booking was quoted before: the route's own price, or the reverse one it fell back to. */
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: instant('changed_at').notNull(),
  },
  (t) => [index('price_changes_changed_at_idx').on(t.changedAt)],
);

/**
 * Each refund asked of the provider, written before the provider is called, in the transaction
 * that claims the payment (`refunding`). One row per payment, keyed by the idempotency key the provider is
 * asked with (`refund-{bookingId}-{paymentId}`), so a retry after a failure asks again with the same key and
 * the same amount, and a refund that did reach the provider is never made twice. `requested` until the
 * provider answers or its `charge.refunded` arrives (`succeeded`, with the provider's refund id when its
 * answer came), or the provider's call fails (`failed`, with a short reason for the operator).
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** requested, succeeded, failed. */
    status: text('status').notNull().default('requested'),
    /** The provider's refund id (re_…), once its answer came. */
    providerRefundId: text('provider_refund_id'),
    /** REFUND_FAILURE_REASONS, perhaps with the provider's error code: never the provider's raw answer. */
    failureReason: text('failure_reason'),
    /** 'customer' or the admin's e-mail, of the latest attempt. */
    requestedBy: text('requested_by').notNull(),
    attempts: integer('attempts').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: instant('completed_at'),
  },
  (t) => [
    check('refund_requests_status_check', sql`${t.status} in ('requested', 'succeeded', 'failed')`),
    check('refund_requests_amount_check', sql`${t.amountCents} > 0`),
    check('refund_requests_failure_reason_check', textLimit(t.failureReason, REFUND_FAILURE_MAX_LENGTH)),
    uniqueIndex('refund_requests_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('refund_requests_payment_idx').on(t.paymentId),
    index('refund_requests_booking_idx').on(t.bookingId),
    // The reconciliation's reverse check: the refunds we completed in its window.
    index('refund_requests_completed_idx').on(t.completedAt).where(sql`${t.status} = 'succeeded'`),
  ],
);

export type RefundRequestRow = typeof refundRequests.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type PriceRow = typeof prices.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type EmailRow = typeof emails.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
export type DemoCheckoutRow = typeof demoCheckouts.$inferSelect;

/**
 * What the last reconciliation with the payment provider found differing from our records,
 * one row per provider reference and kind: the Needs attention view reads it by booking, and a later run
 * that finds the two agreeing deletes the row. `provider_created_at` is when the provider's payment or
 * refund was made, so each run reaches back far enough to see its open differences again.
 */
export const paymentDifferences = pgTable(
  'payment_differences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 'demo' or 'stripe'. */
    provider: text('provider').notNull(),
    /** The provider's checkout session id, or payment intent id for refunds. */
    reference: text('reference').notNull(),
    /** amount, currency, status, refund. */
    kind: text('kind').notNull(),
    /** Ours and the provider's value, as an operator reads them (e.g. '5000 usd'). */
    ours: text('ours').notNull(),
    theirs: text('theirs').notNull(),
    providerCreatedAt: instant('provider_created_at').notNull(),
    foundAt: instant('found_at').notNull(),
  },
  (t) => [
    check('payment_differences_kind_check', sql`${t.kind} in ('amount', 'currency', 'status', 'refund')`),
    uniqueIndex('payment_differences_reference_idx').on(t.provider, t.reference, t.kind),
    index('payment_differences_booking_idx').on(t.bookingId),
  ],
);

/**
 * Every 'Erase Personal Data', who did it and when, and whose data (the e-mail and last name
 * searched, which tax law lets us keep with the bookings). The record the privacy policy's erasure leaves.
 */
export const personalDataErasures = pgTable(
  'personal_data_erasures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    lastName: text('last_name').notNull(),
    erasedBy: text('erased_by').notNull(),
    erasedAt: instant('erased_at').notNull(),
    bookings: integer('bookings').notNull(),
    contactMessages: integer('contact_messages').notNull(),
  },
  (t) => [
    check('personal_data_erasures_email_check', textLimit(t.email, TEXT_LIMITS.email, { required: true })),
    check('personal_data_erasures_last_name_check', textLimit(t.lastName, TEXT_LIMITS.name)),
    check('personal_data_erasures_by_check', textLimit(t.erasedBy, TEXT_LIMITS.email, { required: true })),
    index('personal_data_erasures_email_idx').on(sql`lower(${t.email})`),
  ],
);
