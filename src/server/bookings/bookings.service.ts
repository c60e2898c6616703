/**
 * The traveller's booking use cases: create (priced by the server, idempotent by key), look up, show one
 * on the confirmation page, and Pay Now.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { bookingIdFromBytes, isBookingId } from '../../domain/booking-id';
import { sortForLookup } from '../../domain/booking-timing';
import { CONFIRMATION_MESSAGES, LOOKUP_MESSAGES } from '../../domain/messages';
import { payNowRefusal } from '../../domain/payment-refusals';
import { quoteTotal } from '../../domain/prices';
import type { CreateBookingResponse } from '../../domain/schemas/booking-api';
import { type CreateBookingRequest, checkBookingTiming } from '../../domain/schemas/create-booking';
import type { LookupInput } from '../../domain/schemas/lookup';
import type { BookingRow } from '../db/schema';
import { uniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';
import { queueBookingReceived } from '../mail/booking-notifications';
import {
  openCheckoutForPayNow,
  openCheckoutOrRecordFailure,
  type PaymentsDeps,
} from '../payments/payments.service';
import { loadPriceRoutes } from '../prices/prices.service';
import { toCustomerBooking } from './bookings.mapper';
import {
  findBookingByIdAndLastName,
  findBookingByIdempotencyKey,
  findBookingForCustomer,
  findBookingsByEmailAndLastName,
  insertBooking,
} from './bookings.queries';

export type BookingsDeps = PaymentsDeps;

/** 50 random bits make a collision rare; a few fresh tries make a failure because of one negligible. */
const ID_ATTEMPTS = 5;

/** The booking and where to pay it; a replayed request gets the booking's current checkout. */
async function withCheckout(
  deps: BookingsDeps,
  row: BookingRow,
  log: FastifyBaseLogger,
): Promise<CreateBookingResponse> {
  const booking = toCustomerBooking(row);
  if (payNowRefusal(booking, deps.now()) !== null) {
    return { booking, checkoutUrl: null };
  }
  return { booking, ...(await openCheckoutOrRecordFailure(deps, row, log)) };
}

export async function createBooking(
  deps: BookingsDeps,
  request: CreateBookingRequest,
  idempotencyKey: string | undefined,
  log: FastifyBaseLogger,
): Promise<CreateBookingResponse> {
  if (idempotencyKey) {
    const earlier = await findBookingByIdempotencyKey(deps.db, idempotencyKey);
    if (earlier) return withCheckout(deps, earlier, log);
  }

  const now = deps.now();
  const timing = checkBookingTiming(request, now);
  const timingErrors = Object.entries(timing.fieldErrors);
  if (timingErrors.length > 0) {
    throw new AppError('bad-request', timingErrors[0]?.[1] ?? '', Object.fromEntries(timingErrors));
  }
  const totalPrice = quoteTotal(
    await loadPriceRoutes(deps.db, log),
    request.from,
    request.to,
    request.passengers,
  );

  let row: BookingRow | undefined;
  for (let attempt = 1; !row; attempt += 1) {
    try {
      row = await insertBooking(
        deps.db,
        {
          id: bookingIdFromBytes(randomBytes(8)),
          serviceType: request.serviceType,
          fromLocation: request.from,
          toLocation: request.to,
          passengers: request.passengers,
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          phone: request.phone,
          hotelName: request.hotelName,
          reservationName: request.reservationName,
          flightNumber: request.flightNumber,
          flightAirline: request.flightAirline,
          flightDateTime: timing.flightDateTime,
          hasBulkyLuggage: request.hasBulkyLuggage,
          specialInstructions: request.specialInstructions,
          totalPrice,
          status: 'pending',
          pickupTime: timing.pickupTime,
          pickupTimeCalc: timing.pickupTimeCalc,
          idempotencyKey: idempotencyKey ?? null,
          createdAt: now,
          updatedAt: now,
        },
        (tx, inserted) => queueBookingReceived(tx, deps.mail, toCustomerBooking(inserted)),
      );
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'bookings_idempotency_key_idx' && idempotencyKey) {
        // A concurrent request with the same key won the race: answer with its booking.
        const winner = await findBookingByIdempotencyKey(deps.db, idempotencyKey);
        if (winner) return withCheckout(deps, winner, log);
      }
      if (constraint === 'bookings_pkey' && attempt < ID_ATTEMPTS) continue;
      throw error;
    }
  }

  deps.mail.wake();
  log.info(
    {
      bookingId: row.id,
      route: `${row.fromLocation} → ${row.toLocation}`,
      serviceType: row.serviceType,
      totalPrice: row.totalPrice,
    },
    'booking created',
  );
  return { booking: toCustomerBooking(row), ...(await openCheckoutOrRecordFailure(deps, row, log)) };
}

export async function lookupBookings(deps: BookingsDeps, input: LookupInput) {
  const rows = await findBookingsByEmailAndLastName(deps.db, input.email, input.lastName);
  if (rows.length === 0) throw new AppError('not-found', LOOKUP_MESSAGES.notFound);
  return { bookings: sortForLookup(rows.map(toCustomerBooking), deps.now()) };
}

/** The confirmation page: an unknown id and a wrong last name get the same answer, so neither is revealed. */
export async function getBookingForConfirmation(deps: BookingsDeps, id: string, lastName: string) {
  if (!isBookingId(id)) throw new AppError('bad-request', CONFIRMATION_MESSAGES.invalidBookingId);
  const row = await findBookingByIdAndLastName(deps.db, id, lastName);
  if (!row) throw new AppError('not-found', CONFIRMATION_MESSAGES.notFound);
  return { booking: toCustomerBooking(row), supportEmail: deps.mail.supportEmail };
}

/** Pay Now from Check My Booking: a checkout for a pending, unexpired booking of this traveller. */
export async function payNow(deps: BookingsDeps, id: string, input: LookupInput, log: FastifyBaseLogger) {
  const row = isBookingId(id)
    ? await findBookingForCustomer(deps.db, id, input.email, input.lastName)
    : undefined;
  if (!row) throw new AppError('not-found', CONFIRMATION_MESSAGES.notFound);
  const refusal = payNowRefusal(toCustomerBooking(row), deps.now());
  if (refusal) throw new AppError('conflict', refusal);
  return { checkoutUrl: await openCheckoutForPayNow(deps, row, log) };
}
