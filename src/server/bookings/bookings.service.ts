/**
 * The traveller's booking use cases: create (priced by the server, idempotent by key), look up, show one
 * on the confirmation page, and Pay Now.
 */

import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { bookingIdFromBytes, isBookingId } from '../../domain/booking-id';
import { routeText } from '../../domain/booking-text';
import { sortForLookup } from '../../domain/booking-timing';
import { CONFIRMATION_MESSAGES, LOOKUP_MESSAGES } from '../../domain/messages';
import { payNowRefusal } from '../../domain/payment-refusals';
import { quoteTotal } from '../../domain/prices';
import { type BookingTiming, checkBookingTiming } from '../../domain/request-timing';
import { type CustomerBooking, withoutContact } from '../../domain/schemas/booking';
import type {
  BookedConfirmation,
  BookingResponse,
  CreateBookingResponse,
} from '../../domain/schemas/booking-api';
import { type CreateBookingRequest, createBookingRequestSchema } from '../../domain/schemas/create-booking';
import type { LookupInput } from '../../domain/schemas/lookup';
import { findBookingById, findBookingForCustomer } from '../db/booking-reads';
import type { Database } from '../db/client';
import { readMeetingPoints } from '../db/meeting-points';
import type { BookingRow, NewBookingRow } from '../db/schema';
import { settlingFirst } from '../db/statements-ahead';
import { uniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';
import { countBookingMails, type MailSettings, queueBookingReceived } from '../mail';
import type { PriceCache } from '../prices';
import { type BookingField, isBookingField, rowValues } from './booking-fields';
import { toCustomerBooking, toTimedBooking } from './bookings.mapper';
import { findBookingByIdAndLastName, findBookingByIdempotencyKey, insertBooking } from './bookings.queries';
import type { Checkouts } from './checkouts';
import type { ConfirmationPasses } from './confirmation-pass';
import { asCustomerBooking } from './customer-booking';
import type { LookupCache } from './lookup-cache';
import { messagingConsent, newSignCode } from './messaging-fields';

export interface BookingsDeps {
  db: Database;
  mail: MailSettings;
  /** The site's public address, base of the calendar entry's links. */
  publicUrl: string;
  now: () => Date;
  checkouts: Checkouts;
  /** The prices each server keeps in memory, forgotten at any change to the table (price-cache.ts). */
  prices: Pick<PriceCache, 'priceRoutes'>;
}

/** 50 random bits make a collision rare; a few fresh tries make a failure because of one negligible. */
const ID_ATTEMPTS = 5;

/** The booking and where to pay it; a replayed request gets the booking's current checkout. */
async function withCheckout(
  deps: BookingsDeps,
  row: BookingRow,
  log: FastifyBaseLogger,
): Promise<CreateBookingResponse> {
  const booking = await asCustomerBooking(row, deps.db);
  if (payNowRefusal(booking, deps.now()) !== null) {
    return { booking, checkoutUrl: null };
  }
  return { booking, ...(await deps.checkouts.openOrRecordFailure(row, log)) };
}

/** A key sent again with another request: 409, and not a word about the booking the key made. */
const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different booking request. Send a new key with a new request.';

/**
 * SHA-256 of the request as the schema read it (trimmed, defaults filled in), its fields in name order: the
 * same booking sent again hashes the same, whatever its spacing or key order.
 */
function requestHash(request: CreateBookingRequest): string {
  const fields = Object.entries(request).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * A request sent again with the same Idempotency-Key gets the booking the first one made, only when it is
 * the same request: the key is bound to it, so a key seen elsewhere opens no one's booking. A
 * booking stored before keys were bound has no hash, and is never replayed.
 */
async function replayIdempotent(
  deps: BookingsDeps,
  idempotency: { key: string; requestHash: string } | undefined,
  log: FastifyBaseLogger,
): Promise<CreateBookingResponse | undefined> {
  if (!idempotency) return undefined;
  const earlier = await findBookingByIdempotencyKey(deps.db, idempotency.key);
  if (!earlier) return undefined;
  if (earlier.idempotencyRequestHash !== idempotency.requestHash) {
    throw new AppError('conflict', IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  return withCheckout(deps, earlier, log);
}

/** The flight and pickup instants of the request; a 400 naming the fields whose time is refused. */
function timingOrRefusal(request: CreateBookingRequest, now: Date): BookingTiming {
  const timing = checkBookingTiming(request, now);
  const timingErrors = Object.entries(timing.fieldErrors);
  if (timingErrors.length > 0) {
    throw new AppError('bad-request', timingErrors[0]?.[1] ?? '', Object.fromEntries(timingErrors));
  }
  return timing;
}

/**
 * The request's fields stored as the traveller sent them; its flight date and time and its pickup hours
 * become instants (BookingTiming) instead.
 */
const AS_SENT_FIELDS = Object.keys(createBookingRequestSchema.shape).filter(isBookingField) as Extract<
  keyof CreateBookingRequest,
  BookingField
>[];

/** A new booking's row but its id, which each insert attempt draws afresh. */
type NewBookingValues = Omit<NewBookingRow, 'id'> & { createdAt: Date };

/** The new booking's row, priced by the server; a 400 naming the fields whose time is refused. */
async function newBookingValues(
  deps: BookingsDeps,
  request: CreateBookingRequest,
  idempotency: { key: string; requestHash: string } | undefined,
  log: FastifyBaseLogger,
): Promise<NewBookingValues> {
  const now = deps.now();
  const timing = timingOrRefusal(request, now);
  const totalPrice = quoteTotal(
    await deps.prices.priceRoutes(log),
    request.from,
    request.to,
    request.passengers,
  );
  return bookingRowFrom(request, { totalPrice, timing, idempotency }, now);
}

/** The new pending booking: the traveller's fields as sent, the server's price and times. */
function bookingRowFrom(
  request: CreateBookingRequest,
  priced: {
    totalPrice: number;
    timing: BookingTiming;
    idempotency: { key: string; requestHash: string } | undefined;
  },
  now: Date,
): NewBookingValues {
  return {
    ...rowValues(request, AS_SENT_FIELDS),
    // A departure is not asked its terminal; whatever a client sends for one is ignored.
    terminal: request.serviceType === 'arrival' ? (request.terminal ?? null) : null,
    flightDateTime: priced.timing.flightDateTime,
    totalPrice: priced.totalPrice,
    status: 'pending',
    pickupTime: priced.timing.pickupTime,
    pickupTimeCalc: priced.timing.pickupTimeCalc,
    idempotencyKey: priced.idempotency?.key ?? null,
    idempotencyRequestHash: priced.idempotency?.requestHash ?? null,
    ...messagingConsent(request, now),
    signCode: newSignCode(),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A new booking as stored and as its traveller sees it (made once, for its e-mail and its answer), with
 * its first checkout's URL when that was opened in its transaction.
 */
interface InsertedBooking {
  row: BookingRow;
  booking: CustomerBooking;
  checkoutUrl?: string;
}

/**
 * Given the answer a booking will have if its transaction commits, while the commit is on the wire
 * (answer-during-commit.ts): it may make the answer then, and must send nothing.
 */
export type WhileCommitting = (answer: CreateBookingResponse) => void;

/** The first checkout could not be opened in the booking's transaction, which was rolled back with it. */
class FirstCheckoutFailed extends Error {
  constructor(readonly reason: unknown) {
    super('the first checkout could not be opened with the booking');
  }
}

/**
 * Inserts the booking (and its booking-received e-mail, and with `firstCheckout` its first checkout) under
 * a random id, a fresh one after a collision; undefined, and nothing written, when its Idempotency-Key is
 * a booking's already.
 */
async function insertWithFreshId(
  deps: BookingsDeps,
  values: NewBookingValues,
  firstCheckout?: NonNullable<Checkouts['openFirstInTransaction']>,
  whileCommitting?: WhileCommitting,
): Promise<InsertedBooking | undefined> {
  // The meeting points the booking is drawn with, read before its transaction (from memory, as a rule):
  // inside it, a read would queue behind the statements already sent.
  const points = await readMeetingPoints(deps.db);
  for (let attempt = 1; ; attempt += 1) {
    const id = bookingIdFromBytes(randomBytes(8));
    let checkoutUrl: string | undefined;
    let booking: CustomerBooking | undefined;
    try {
      const row = await insertBooking(deps.db, { id, ...values }, async (tx, inserting, answered) => {
        // The mail cap's lock and count follow on the connection once the statements before have
        // answered, while the booking is drawn and its e-mail rendered (decision 078).
        const verdict = answered.then(() => countBookingMails(tx, values.email));
        verdict.catch(() => undefined);
        const inserted = await inserting;
        booking = await settlingFirst(verdict, () => toCustomerBooking(inserted, points));
        await queueBookingReceived(tx, deps.mail, booking, values.createdAt, verdict);
        if (!firstCheckout) return;
        try {
          checkoutUrl = await firstCheckout(tx, inserted);
        } catch (error) {
          throw new FirstCheckoutFailed(error);
        }
        // Runs once the commit is sent: the answer is made while the database writes it.
        if (whileCommitting) setImmediate(whileCommitting, { booking, checkoutUrl });
      });
      if (!row || !booking) return undefined;
      return { row, booking, ...(checkoutUrl === undefined ? {} : { checkoutUrl }) };
    } catch (error) {
      if (uniqueViolation(error) === 'bookings_pkey' && attempt < ID_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * The new booking stored, with its first checkout when the provider needs no network call (decision 063):
 * one transaction, one commit. A checkout that fails there takes the booking's transaction with it; the
 * booking is then stored alone, as with Stripe, and its checkout opened after the commit, where a failure
 * is recorded and answered (openOrRecordFailure).
 */
async function insertNewBooking(
  deps: BookingsDeps,
  values: NewBookingValues,
  log: FastifyBaseLogger,
  whileCommitting?: WhileCommitting,
): Promise<InsertedBooking | undefined> {
  const firstCheckout = deps.checkouts.openFirstInTransaction;
  if (firstCheckout) {
    try {
      return await insertWithFreshId(deps, values, firstCheckout, whileCommitting);
    } catch (error) {
      if (!(error instanceof FirstCheckoutFailed)) throw error;
      log.warn(
        { err: error.reason },
        'could not open the checkout with the booking; storing the booking alone, its checkout after',
      );
    }
  }
  return insertWithFreshId(deps, values);
}

export async function createBooking(
  deps: BookingsDeps,
  request: CreateBookingRequest,
  idempotencyKey: string | undefined,
  log: FastifyBaseLogger,
  whileCommitting?: WhileCommitting,
): Promise<CreateBookingResponse> {
  const idempotency = idempotencyKey ? { key: idempotencyKey, requestHash: requestHash(request) } : undefined;
  let values: NewBookingValues;
  try {
    values = await newBookingValues(deps, request, idempotency, log);
  } catch (error) {
    // A request sent again later may be refused by now (its flight nearer, say): it gets its booking still.
    const replay = error instanceof AppError ? await replayIdempotent(deps, idempotency, log) : undefined;
    if (replay) return replay;
    throw error;
  }

  // The key is not looked up first: the insert finds it taken (decision 063).
  const inserted = await insertNewBooking(deps, values, log, whileCommitting);
  if (!inserted) {
    // This request sent again, or a twin that won the race: the booking the key made, or a 409.
    const earlier = await replayIdempotent(deps, idempotency, log);
    if (earlier) return earlier;
    throw new Error('the booking holding this Idempotency-Key could not be read');
  }
  const { row } = inserted;

  log.info(
    {
      bookingId: row.id,
      route: routeText(row.fromLocation, row.toLocation),
      serviceType: row.serviceType,
      totalPrice: row.totalPrice,
    },
    'booking created',
  );
  const checkout =
    inserted.checkoutUrl === undefined
      ? await deps.checkouts.openOrRecordFailure(row, log, { fresh: true })
      : { checkoutUrl: inserted.checkoutUrl };
  // The booking-received e-mail is sent once the traveller's checkout is open: on the embedded database
  // the mail worker's statements would otherwise queue with the checkout's, and the traveller would wait.
  deps.mail.wake();
  return { booking: inserted.booking, ...checkout };
}

/** Check My Booking: the rows from the lookup cache (lookup-cache.ts), the answer computed at `now`. */
export async function lookupBookings(deps: BookingsDeps & { lookups: LookupCache }, input: LookupInput) {
  const rows = await deps.lookups.find(input.email, input.lastName);
  if (rows.length === 0) throw new AppError('not-found', LOOKUP_MESSAGES.notFound);
  const points = await readMeetingPoints(deps.db);
  return {
    bookings: sortForLookup(
      rows.map((row) => toCustomerBooking(row, points)),
      deps.now(),
    ),
  };
}

/** The confirmation page: an unknown id and a wrong last name get the same answer, so neither is revealed. */
export async function getBookingForConfirmation(deps: BookingsDeps, id: string, lastName: string) {
  if (!isBookingId(id)) throw new AppError('bad-request', CONFIRMATION_MESSAGES.invalidBookingId);
  const row = await findBookingByIdAndLastName(deps.db, id, lastName);
  if (!row) throw new AppError('not-found', CONFIRMATION_MESSAGES.notFound);
  return confirmationOf(deps, row);
}

/**
 * The confirmation page the server renders for the browser that booked (its pass: confirmation-pass.ts,
 * docs/decisions/042 and 043): the booking as the page shows it for its id and last name, with the e-mail
 * that browser booked with (it shows it from its own storage otherwise); undefined when the request holds
 * no pass of this booking's, a pass older than 30 days or one issued before its e-mail changed (the page
 * then loads it as any browser does).
 */
export async function getBookingForItsBrowser(
  deps: Pick<BookingsDeps, 'db' | 'mail' | 'now'> & { passes: ConfirmationPasses },
  request: FastifyRequest,
  id: string,
): Promise<BookedConfirmation | undefined> {
  if (!deps.passes.carried(request) || !isBookingId(id)) return undefined;
  const row = await findBookingById(deps.db, id);
  if (!row || !deps.passes.holds(request, row, deps.now())) return undefined;
  const { booking, supportEmail, supportPhone } = await confirmationOf(deps, row);
  return { booking: { ...booking, email: row.email }, supportEmail, supportPhone };
}

/** What the confirmation page shows of a booking: no e-mail, no phone. */
async function confirmationOf(
  deps: Pick<BookingsDeps, 'db' | 'mail'>,
  row: BookingRow,
): Promise<BookingResponse> {
  const points = await readMeetingPoints(deps.db);
  return {
    booking: withoutContact(toCustomerBooking(row, points)),
    supportEmail: deps.mail.supportEmail,
    supportPhone: deps.mail.supportPhone ?? null,
  };
}

/** Pay Now from Check My Booking: a checkout for a pending, unexpired booking of this traveller. */
export async function payNow(deps: BookingsDeps, id: string, input: LookupInput, log: FastifyBaseLogger) {
  const row = isBookingId(id)
    ? await findBookingForCustomer(deps.db, id, input.email, input.lastName)
    : undefined;
  if (!row) throw new AppError('not-found', CONFIRMATION_MESSAGES.notFound);
  const refusal = payNowRefusal(toTimedBooking(row), deps.now());
  if (refusal) throw new AppError('conflict', refusal);
  return { checkoutUrl: await deps.checkouts.openForPayNow(row, log) };
}
