/**
 * After the API fuzz test: does the database hold a row the shared schemas would refuse?
 * Every table of the schema has its audit here, or the fuzz test fails naming it: what a person typed is
 * read back through the schema that took it (a booking through the admin edit's, a contact message
 * through the contact form's, an account's e-mail through the invitation's, a price through the Prices
 * page's, a feedback comment through the feedback page's); what the server made is held to its own rules
 * (statuses and kinds from their lists, amounts above zero, secrets stored only as hashes, limit keys that
 * never hold an e-mail or an address).
 */

import { isIP } from 'node:net';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { cancunDateAndTime } from '../../domain/cancun-time';
import { OFFER_STATUSES } from '../../domain/dispatch';
import { isPlausibleLanding, LANDING_SOURCES } from '../../domain/landing';
import { LOCATION_NAMES } from '../../domain/locations';
import { isPricedRoute } from '../../domain/price-admin';
import { REFUND_FAILURE_MAX_LENGTH } from '../../domain/refunds';
import { latestFlightDate } from '../../domain/request-timing';
import { ERASED_BOOKING_FIELDS, ERASED_TEXT } from '../../domain/retention';
import { ACCOUNT_ROLES, inviteAccountSchema } from '../../domain/schemas/accounts';
import { adminBookingUpdateSchema } from '../../domain/schemas/admin-booking-update';
import { priceInput } from '../../domain/schemas/admin-prices';
import { bookingDetailsShape } from '../../domain/schemas/booking-details';
import { contactSchema } from '../../domain/schemas/contact';
import {
  declineRideSchema,
  driverDetailsSchema,
  MAX_PROVIDER_COST_DOLLARS,
  providerFormSchema,
  sendOfferSchema,
} from '../../domain/schemas/dispatch';
import { feedbackSubmitSchema } from '../../domain/schemas/feedback';
import { meetingPointsSchema, terminalField } from '../../domain/schemas/landing';
import { personalDataQuerySchema } from '../../domain/schemas/privacy';
import { cancunMonthText, markPaidSchema, STATEMENT_OUTCOMES } from '../../domain/schemas/provider-statement';
import { SERVICE_TYPES } from '../../domain/service-types';
import { BOOKING_STATUSES } from '../../domain/statuses';
import { MEETING_POINT_KEYS } from '../../domain/terminals';
import { hasControlCharacter } from '../../domain/text-limits';
import type { BookingEventType } from '../../server/db/booking-events';
import type { Database } from '../../server/db/client';
import * as dispatchSchema from '../../server/db/dispatch-schema';
import * as landingSchema from '../../server/db/landing-schema';
import { FLIGHT_WATCH_STATUSES } from '../../server/db/landing-schema';
import * as messagingSchema from '../../server/db/messaging-schema';
import * as schema from '../../server/db/schema';
import type { EmailKind } from '../../server/mail/outbox';

const EMAIL_KINDS = [
  'booking-received',
  'payment-received',
  'admin-message',
  'cancellation',
  'refund',
  'password-reset',
  'password-changed',
  'account-invitation',
  'contact-message',
  'traveller-help',
  'driver-details',
  'payment-reminder',
  'departure-reminder',
  'booking-updated',
  'feedback-request',
  'two-factor-changed',
  'ride-offer',
  'ride-changed',
  'ride-cancelled',
  'ride-withdrawn',
  'driver-waiting',
  'traveller-no-show',
  'landing-moved',
  'ride-landing-moved',
] as const satisfies readonly EmailKind[];
const BOOKING_EVENT_TYPES = [
  'created',
  'checkout-opened',
  'checkout-failed',
  'checkout-expired',
  'payment-failed',
  'paid',
  'updated',
  'message-sent',
  'refunded',
  'cancelled-unpaid',
  'driver-details-sent',
  'cancelled',
  'mail-withheld',
  'feedback',
  'paid-after-cancellation',
  'refund-failed',
  'offer-sent',
  'offer-accepted',
  'offer-declined',
  'offer-expired',
  'offer-withdrawn',
  'ride-mark',
  'changes-confirmed',
  'driver-changed',
  'landing-changed',
  'personal-data-erased',
] as const satisfies readonly BookingEventType[];
// Each list names every member of its type: a kind added there and not here fails the type check.
type Unlisted =
  | Exclude<EmailKind, (typeof EMAIL_KINDS)[number]>
  | Exclude<BookingEventType, (typeof BOOKING_EVENT_TYPES)[number]>;
const everyKindListed: [Unlisted] extends [never] ? true : never = true;
void everyKindListed;

const ACCOUNT_ACTIONS = [
  'added',
  'invited',
  'role-changed',
  'disabled',
  'enabled',
  'password-set',
  'password-reset',
  'two-factor-enabled',
  'two-factor-reset',
] as const;

const email = inviteAccountSchema.shape.email;
const location = z.enum(LOCATION_NAMES);
/** SHA-256 in hex: how tokens, session ids and codes are kept. */
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'not a SHA-256 in hex');
const cents = z.int().positive();
/** A text the server wrote for people to read: not empty, no control characters. */
const shownText = z
  .string()
  .min(1)
  .refine((text) => !hasControlCharacter(text), 'holds a control character');
/** A limit's key: a scope and a hash, never a raw e-mail or client address (limits/limit-keys.ts). */
const limitKey = z
  .string()
  .refine((key) => !key.includes('@') && !/\d{1,3}(\.\d{1,3}){3}/.test(key), 'holds an e-mail or an address');
const adminOrParty = (parties: readonly [string, ...string[]]) => z.union([z.enum(parties), email]);

type Problems = string[];

/** Each issue with the value it is about (cut short), so a failure shows what was stored. */
function problemsOf(result: z.ZodSafeParseResult<unknown>, value: unknown): Problems {
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const stored = issue.path.reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined),
      value,
    );
    return `${issue.path.join('.')}: ${issue.message} (${JSON.stringify(stored)?.slice(0, 80)})`;
  });
}

/** What a table's row may hold: a zod schema of (some of) its columns, or a function of the row. */
type RowCheck<T extends PgTable> = z.ZodType | ((row: T['$inferSelect']) => Problems);
interface TableAudit {
  table: PgTable;
  check: (row: Record<string, unknown>) => Problems;
}

function audit<T extends PgTable>(table: T, ...checks: RowCheck<T>[]): TableAudit {
  return {
    table,
    check: (row) =>
      checks.flatMap((check) =>
        'safeParse' in check ? problemsOf(check.safeParse(row), row) : check(row as T['$inferSelect']),
      ),
  };
}

/** A terminal and a landing on arrivals only, a landing near the scheduled one, with its source. */
function landingProblems(row: typeof schema.bookings.$inferSelect): Problems {
  const found: Problems = [];
  const terminal = { terminal: row.terminal, landingSource: row.landingSource };
  found.push(
    ...problemsOf(
      z
        .object({ terminal: terminalField, landingSource: z.enum(LANDING_SOURCES).nullable() })
        .safeParse(terminal),
      terminal,
    ),
  );
  if (row.serviceType !== 'arrival' && (row.terminal !== null || row.expectedLandingAt !== null)) {
    found.push('a departure with a terminal or a landing');
  }
  if (row.expectedLandingAt && !isPlausibleLanding(row.flightDateTime, row.expectedLandingAt)) {
    found.push('expectedLandingAt: more than 48 hours from the scheduled landing');
  }
  return found;
}

const bookingRow = (row: typeof schema.bookings.$inferSelect): Problems => {
  // An erased booking holds only what tax law needs; its erased fields must be empty.
  if (row.erasedAt) {
    return ERASED_BOOKING_FIELDS.filter((field) => row[field] !== ERASED_TEXT && row[field] !== null).map(
      (field) => `${field}: not erased`,
    );
  }
  const typed = {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    hotelName: row.hotelName,
    serviceType: row.serviceType,
    from: row.fromLocation,
    to: row.toLocation,
    flightAirline: row.flightAirline,
    flightNumber: row.flightNumber,
    specialInstructions: row.specialInstructions,
    adminNotes: row.adminNotes,
    status: row.status,
    driverName: row.driverName,
    driverCompany: row.driverCompany,
    driverOrdered: row.driverOrdered,
    passengers: row.passengers,
  };
  const reservation = { reservationName: row.reservationName };
  // The accepted provider's driver, as its page took them.
  const driver = { driverPhone: row.driverPhone, vehicle: row.driverVehicle, plateNumber: row.driverPlate };
  const driverShape = z.object({
    driverPhone: driverDetailsSchema.shape.driverPhone.nullable(),
    vehicle: driverDetailsSchema.shape.vehicle.nullable(),
    plateNumber: driverDetailsSchema.shape.plateNumber.nullable(),
  });
  const found = [
    ...problemsOf(adminBookingUpdateSchema.safeParse(typed), typed),
    ...problemsOf(driverShape.safeParse(driver), driver),
    ...problemsOf(
      z.object({ reservationName: bookingDetailsShape.reservationName }).safeParse(reservation),
      reservation,
    ),
  ];
  if (cancunDateAndTime(row.flightDateTime).date > latestFlightDate(row.createdAt)) {
    found.push('flightDateTime: more than 18 months after the booking was made');
  }
  if (row.totalPrice < 0 || row.totalPrice > 1_000_000) found.push(`totalPrice: ${row.totalPrice}`);
  found.push(...landingProblems(row));
  return found;
};

const after = (later: Date | null, earlier: Date, what: string): Problems =>
  later && later.getTime() <= earlier.getTime() ? [`${what} is not after it was made`] : [];

/** Every table of the schema; `ours` are the site's own addresses (SUPPORT_EMAIL), which no form typed. */
const auditsOf = (ours: readonly string[]): TableAudit[] => [
  audit(schema.bookings, bookingRow),
  audit(schema.bookingStatusCounts, z.object({ status: z.enum(BOOKING_STATUSES), count: z.int().min(0) })),
  audit(
    schema.prices,
    z.object({ fromLocation: location, toLocation: location, basePrice: priceInput }),
    (row) => (isPricedRoute(row.fromLocation, row.toLocation) ? [] : ['not a route we price']),
  ),
  audit(
    schema.users,
    z.object({
      email,
      role: z.enum(ACCOUNT_ROLES),
      passwordHash: z.string().min(20),
      totpSecret: z
        .string()
        .regex(/^(plain|v1):/)
        .nullable(),
      totpPendingSecret: z
        .string()
        .regex(/^(plain|v1):/)
        .nullable(),
    }),
  ),
  // An HMAC under the server's key ('v2:'), or a plain SHA-256 of an older code.
  audit(
    schema.recoveryCodes,
    z.object({ codeHash: z.union([sha256Hex, z.string().regex(/^v2:[0-9a-f]{64}$/)]) }),
  ),
  audit(schema.pendingSignIns, z.object({ idHash: sha256Hex, purpose: z.enum(['code', 'enrol']) }), (row) =>
    after(row.expiresAt, row.createdAt, 'expiresAt'),
  ),
  audit(
    schema.accountEvents,
    z.object({
      actor: adminOrParty(['cli', 'system']),
      action: z.enum(ACCOUNT_ACTIONS),
      account: email,
    }),
  ),
  audit(
    schema.sessions,
    z.object({ idHash: sha256Hex, userAgent: z.string().max(300).nullable() }),
    (row) => (row.ipAddress === null || isIP(row.ipAddress) ? [] : [`ipAddress: ${row.ipAddress}`]),
    (row) => after(row.expiresAt, row.createdAt, 'expiresAt'),
  ),
  audit(schema.passwordResets, z.object({ tokenHash: sha256Hex, refreshTokenHash: sha256Hex }), (row) =>
    after(row.expiresAt, row.createdAt, 'expiresAt'),
  ),
  audit(
    schema.payments,
    z.object({
      provider: z.enum(['demo', 'stripe']),
      amountCents: cents,
      currency: z.literal('usd'),
      status: z.enum(['open', 'paid', 'failed', 'expired', 'refunding', 'refunded']),
    }),
    (row) =>
      row.refundedCents < 0 || row.refundedCents > row.amountCents
        ? [`refundedCents: ${row.refundedCents} of ${row.amountCents}`]
        : [],
  ),
  audit(
    schema.emails,
    z.object({
      kind: z.enum(EMAIL_KINDS),
      toAddress: z.union([email, z.enum(ours)]),
      replyTo: z.union([email, z.enum(ours)]).nullable(),
      subject: shownText,
      textBody: z.string().min(1),
      // 'cancelled': an erasure stopped it (src/domain/retention.ts mailErasure).
      status: z.enum(['pending', 'sending', 'sent', 'failed', 'cancelled']),
    }),
  ),
  audit(schema.contactMessages, (row) => {
    const typed = { name: row.name, email: row.email, message: row.message };
    return problemsOf(contactSchema.safeParse(typed), typed);
  }),
  audit(
    schema.bookingEvents,
    z.object({
      type: z.enum(BOOKING_EVENT_TYPES),
      actor: adminOrParty(['customer', 'system', 'provider']),
    }),
  ),
  audit(
    schema.demoCheckouts,
    z.object({
      sessionId: z.string().startsWith('cs_demo_'),
      amountCents: cents,
      currency: z.literal('usd'),
      description: shownText,
      customerEmail: email,
      status: z.enum(['open', 'paid', 'expired']),
    }),
  ),
  audit(schema.demoRefunds, z.object({ refundId: z.string().startsWith('re_demo_'), amountCents: cents })),
  audit(schema.stripeEvents, z.object({ id: z.string().startsWith('evt_'), type: shownText })),
  // A success sets an account's failed sign-ins back to 0.
  audit(schema.limitCounters, z.object({ key: limitKey, hits: z.int().min(0) })),
  audit(schema.limitBackoffs, z.object({ key: limitKey, attempts: z.int().positive() })),
  audit(schema.signInAddresses, z.object({ accountKey: limitKey, addressKey: limitKey })),
  audit(schema.serverSecrets, z.object({ name: shownText, value: z.string().min(32) })),
  audit(
    schema.moneyMovements,
    z.object({
      kind: z.enum(['payment', 'refund']),
      amountCents: cents,
      serviceType: z.enum(SERVICE_TYPES),
      fromLocation: location,
      toLocation: location,
    }),
  ),
  // Sums the triggers keep (migration 0030); every count and sum is of rows that exist, never below 0.
  audit(
    schema.reportSums,
    z.object({
      day: z.iso.date(),
      serviceType: z.enum(SERVICE_TYPES),
      fromLocation: location,
      toLocation: location,
      payments: z.int().min(0),
      revenueCents: z.int().min(0),
      refunds: z.int().min(0),
      refundsCents: z.int().min(0),
      rides: z.int().min(0),
      providerCosts: z.int().min(0),
      providerCostCents: z.int().min(0),
    }),
  ),
  audit(
    schema.rideFeedback,
    z.object({
      tokenHash: sha256Hex,
      rating: feedbackSubmitSchema.shape.rating.nullable(),
      comment: feedbackSubmitSchema.shape.comment.nullable(),
    }),
  ),
  audit(
    schema.priceChanges,
    z.object({
      fromLocation: location,
      toLocation: location,
      oldPrice: z.int().min(0),
      newPrice: priceInput,
      changedBy: email,
    }),
  ),
  audit(
    schema.refundRequests,
    z.object({
      amountCents: cents,
      status: z.enum(['requested', 'succeeded', 'failed']),
      requestedBy: adminOrParty(['customer']),
      failureReason: z.string().max(REFUND_FAILURE_MAX_LENGTH).nullable(),
    }),
  ),
  // Providers, their costs and changes, and the offers of rides to them.
  audit(
    dispatchSchema.providers,
    providerFormSchema.pick({ companyName: true, dispatchEmail: true, phone: true }),
  ),
  audit(
    dispatchSchema.providerRouteCosts,
    z.object({
      costCents: z
        .int()
        .min(0)
        .max(MAX_PROVIDER_COST_DOLLARS * 100),
    }),
    (row) => (isPricedRoute(row.fromLocation, row.toLocation) ? [] : ['not a route we price']),
  ),
  audit(dispatchSchema.providerChanges, z.object({ changedBy: email })),
  // Every erasure of personal data, with who asked it.
  // An erasure keeps the e-mail it was asked for, as the Personal Data page's schema took it.
  audit(
    schema.personalDataErasures,
    z.object({ email: personalDataQuerySchema.shape.email, erasedBy: email }),
  ),
  audit(
    dispatchSchema.rideOffers,
    z.object({
      status: z.enum(OFFER_STATUSES),
      costCents: z
        .int()
        .min(0)
        .max(MAX_PROVIDER_COST_DOLLARS * 100),
      note: sendOfferSchema.shape.note,
      tokenHash: sha256Hex,
      offeredBy: email,
      endedBy: adminOrParty(['provider', 'scheduler', 'system', 'customer']).nullable(),
      declineReason: declineRideSchema.shape.reason.nullable(),
      driverName: driverDetailsSchema.shape.driverName.nullable(),
      driverPhone: driverDetailsSchema.shape.driverPhone.nullable(),
      vehicle: driverDetailsSchema.shape.vehicle.nullable(),
      plateNumber: driverDetailsSchema.shape.plateNumber.nullable(),
    }),
  ),
  // A provider's month marked paid, with the statement as it stood.
  audit(
    dispatchSchema.providerStatementPayments,
    z.object({
      month: cancunMonthText,
      paidBy: email,
      reference: markPaidSchema.shape.reference,
      totalCents: z.int().min(0),
      rides: z.array(
        z.object({ bookingId: z.string(), costCents: z.int().min(0), outcome: z.enum(STATEMENT_OUTCOMES) }),
      ),
    }),
  ),
  // The operator's meeting points, the flight checks and the feed's calls per day.
  audit(landingSchema.meetingPoints, z.object({ key: z.enum(MEETING_POINT_KEYS), updatedBy: email }), (row) =>
    problemsOf(meetingPointsSchema.shape.unknown.safeParse(row.text), row.text),
  ),
  audit(
    landingSchema.flightWatches,
    z.object({ lastStatus: z.enum(FLIGHT_WATCH_STATUSES).nullable(), checks: z.int().min(0) }),
  ),
  audit(
    landingSchema.flightDataCalls,
    z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), calls: z.int().min(0) }),
  ),
  // The messages to and from travellers: a number in E.164 (or blanked by erasure).
  audit(
    messagingSchema.messages,
    z.object({ direction: z.enum(['out', 'in']), phone: z.string().regex(/^(\+[1-9][0-9]{7,14})?$/) }),
  ),
  audit(
    schema.paymentDifferences,
    z.object({
      provider: z.enum(['demo', 'stripe']),
      kind: z.enum(['amount', 'currency', 'status', 'refund']),
      ours: shownText,
      theirs: shownText,
    }),
  ),
];

/** The tables of the schema that have no audit here: none, or the fuzz test fails naming them. */
export function tablesWithoutAudit(): string[] {
  const audited = new Set(auditsOf(['support@example.com']).map((entry) => entry.table));
  return (
    [
      ...Object.values(schema),
      ...Object.values(dispatchSchema),
      ...Object.values(landingSchema),
      ...Object.values(messagingSchema),
    ] as unknown[]
  )
    .filter((value): value is PgTable => is(value, PgTable))
    .filter((table) => !audited.has(table))
    .map((table) => getTableName(table));
}

/** One line per stored value the schemas refuse; none when the database holds only what the API takes. */
export async function storedRowsTheSchemasRefuse(
  db: Database,
  site: { supportEmail: string },
): Promise<string[]> {
  const problems: string[] = [];
  for (const { table, check } of auditsOf([site.supportEmail])) {
    const name = getTableName(table);
    const rows = (await db.select().from(table)) as Record<string, unknown>[];
    for (const [index, row] of rows.entries()) {
      const label = String(row.id ?? row.key ?? row.idHash ?? row.bookingId ?? row.status ?? index);
      problems.push(...check(row).map((problem) => `${name} ${label}: ${problem}`));
    }
  }
  return problems;
}
