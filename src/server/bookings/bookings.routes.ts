import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALENDAR_CONTENT_TYPE } from '../../domain/calendar-download';
import { RECEIPT_CONTENT_TYPE } from '../../domain/receipt';
import {
  bookingByIdQuerySchema,
  bookingResponseSchema,
  checkoutResponseSchema,
  createBookingResponseSchema,
  lookupResponseSchema,
} from '../../domain/schemas/booking-api';
import { createBookingRequestSchema } from '../../domain/schemas/create-booking';
import { bookingIdParam } from '../../domain/schemas/fields';
import { lookupSchema } from '../../domain/schemas/lookup';
import { noStore } from '../http/no-store';
import { travellerRateLimit } from '../http/traveller-limit';
import { getReceiptFile } from '../receipts';
import { answerDuringCommit } from './answer-during-commit';
import { getCalendarFile } from './booking-calendar.service';
import {
  type BookingsDeps,
  createBooking,
  getBookingForConfirmation,
  lookupBookings,
  payNow,
} from './bookings.service';
import type { ConfirmationPasses } from './confirmation-pass';
import type { LookupCache } from './lookup-cache';

const IDEMPOTENCY_KEY_MAX = 255;

/** Only the Idempotency-Key is read; a loose object keeps the other headers as they are. */
const createBookingHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key must not be empty')
    .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters`)
    .regex(/^[\x20-\x7e]+$/, 'Idempotency-Key must be printable ASCII text')
    .optional(),
});

const bookingIdParamsSchema = z.object({ id: bookingIdParam });

export function bookingsRoutes(
  deps: BookingsDeps & {
    bookingsPerHour: number;
    lookupsPerHour: number;
    lookups: LookupCache;
    passes: ConfirmationPasses;
  },
): FastifyPluginAsyncZod {
  const bookingLimit = { rateLimit: { max: deps.bookingsPerHour, timeWindow: '1 hour' } };
  const lookupLimit = travellerRateLimit(deps.lookupsPerHour);

  return async (app) => {
    app.post(
      '/bookings',
      {
        schema: {
          summary: 'Create a pending booking, priced by the server, and open its checkout',
          tags: ['bookings'],
          headers: createBookingHeadersSchema,
          body: createBookingRequestSchema,
          response: { 201: createBookingResponseSchema },
        },
        config: bookingLimit,
      },
      async (request, reply) => {
        // This browser booked it: its confirmation page comes with the booking drawn in (decision 042). The
        // answer and that pass are made while the booking's commit is on the wire (decision 078).
        const answer = answerDuringCommit(reply, deps.passes, deps.now);
        const result = await createBooking(
          deps,
          request.body,
          request.headers['idempotency-key'],
          request.log,
          answer.prepare,
        );
        return answer.send(result);
      },
    );

    app.post(
      '/bookings/lookup',
      {
        schema: {
          summary: 'Every booking of an e-mail and last name',
          tags: ['bookings'],
          body: lookupSchema,
          response: { 200: lookupResponseSchema },
        },
        config: lookupLimit,
        preHandler: noStore,
      },
      async (request) => lookupBookings(deps, request.body),
    );

    app.get(
      '/bookings/:id',
      {
        schema: {
          summary: 'One booking for its confirmation page (the last name must match)',
          tags: ['bookings'],
          params: bookingIdParamsSchema,
          querystring: bookingByIdQuerySchema,
          response: { 200: bookingResponseSchema },
        },
        config: lookupLimit,
        preHandler: noStore,
      },
      async (request) => getBookingForConfirmation(deps, request.params.id, request.query.lastName),
    );

    app.get(
      '/bookings/:id/calendar.ics',
      {
        schema: {
          summary: "The ride's calendar entry (.ics, Cancun time) for a paid booking; same access as above",
          tags: ['bookings'],
          params: bookingIdParamsSchema,
          querystring: bookingByIdQuerySchema,
        },
        config: lookupLimit,
      },
      async (request, reply) => {
        const file = await getCalendarFile(deps, request.params.id, request.query.lastName);
        return reply
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="${file.filename}"`)
          .type(CALENDAR_CONTENT_TYPE)
          .send(file.content);
      },
    );

    app.get(
      '/bookings/:id/receipt.pdf',
      {
        schema: {
          summary: 'The PDF receipt of a paid booking; same access as the booking itself',
          tags: ['bookings'],
          params: bookingIdParamsSchema,
          querystring: bookingByIdQuerySchema,
        },
        config: lookupLimit,
      },
      async (request, reply) => {
        const { booking } = await getBookingForConfirmation(deps, request.params.id, request.query.lastName);
        const file = await getReceiptFile(deps, booking);
        return reply
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="${file.filename}"`)
          .type(RECEIPT_CONTENT_TYPE)
          .send(Buffer.from(file.content));
      },
    );

    app.post(
      '/bookings/:id/checkout',
      {
        schema: {
          summary: 'Pay Now: a checkout for a pending, unexpired booking',
          tags: ['bookings'],
          params: bookingIdParamsSchema,
          body: lookupSchema,
          response: { 200: checkoutResponseSchema },
        },
        config: lookupLimit,
      },
      async (request) => payNow(deps, request.params.id, request.body, request.log),
    );
  };
}
