/**
 * The Personal Data page's requests and answer, shared by the server's routes and the web page.
 * The answer is also the file 'Download Data' saves: everything held about the person, in full.
 */
import { z } from 'zod';
import { ERASURE_TEXTS } from '../erasure';
import { TEXT_LIMITS } from '../text-limits';
import { customerBookingSchema } from './booking';
import { BOOKING_TEXT_LIMITS } from './booking-details';
import { emailText, requiredText } from './fields';

export const PERSONAL_DATA_REQUIRED_MESSAGE = 'Enter the email and last name';

/**
 * Bookings are found by both; their feedback and e-mails by the bookings found; contact messages, and
 * e-mails tied to no booking, by the e-mail.
 */
export const personalDataQuerySchema = z.object({
  email: emailText(PERSONAL_DATA_REQUIRED_MESSAGE),
  lastName: requiredText(PERSONAL_DATA_REQUIRED_MESSAGE, BOOKING_TEXT_LIMITS.lastName),
});

export type PersonalDataQuery = z.infer<typeof personalDataQuerySchema>;

/** 'Erase Personal Data': the search, and a found booking's id or the e-mail typed out to confirm it. */
export const personalDataErasureSchema = personalDataQuerySchema.extend({
  confirmation: requiredText(ERASURE_TEXTS.confirmationMismatch, {
    label: 'Confirmation',
    max: TEXT_LIMITS.email,
  }),
});

export type PersonalDataErasure = z.infer<typeof personalDataErasureSchema>;

const rideChangeSchema = z.object({ label: z.string(), before: z.string(), after: z.string() });

/** What the traveller typed into a booking, as the booking's own answer carries it. */
const TYPED_BY_THE_TRAVELLER = customerBookingSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  hotelName: true,
  reservationName: true,
  flightNumber: true,
  flightAirline: true,
  specialInstructions: true,
}).shape;

export const personalDataSchema = z.object({
  email: z.string(),
  lastName: z.string(),
  bookings: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      serviceType: z.string(),
      from: z.string(),
      to: z.string(),
      rideAt: z.string(),
      ...TYPED_BY_THE_TRAVELLER,
      /** The operator's notes about the traveller; null when none. */
      adminNotes: z.string().nullable(),
      /** The notes sent with the ride's offers to providers, those not empty. */
      offerNotes: z.array(z.string()),
      /** Changes of the ride its provider has not confirmed yet (they hold the old and new values). */
      changesForProvider: z.array(rideChangeSchema),
      totalPrice: z.number(),
      createdAt: z.string(),
      /** When the person's data was erased; null when never. */
      erasedAt: z.string().nullable(),
    }),
  ),
  contactMessages: z.array(
    z.object({ id: z.string(), name: z.string(), message: z.string(), receivedAt: z.string() }),
  ),
  feedback: z.array(
    z.object({
      bookingId: z.string(),
      rating: z.number().nullable(),
      comment: z.string().nullable(),
      requestedAt: z.string(),
      /** Null while the request is not answered. */
      answeredAt: z.string().nullable(),
    }),
  ),
  emails: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string().nullable(),
      subject: z.string(),
      kind: z.string(),
      status: z.string(),
      queuedAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  /** The WhatsApp and SMS messages to and from the person about their bookings (blank once erased). */
  messages: z.array(
    z.object({
      bookingId: z.string().nullable(),
      direction: z.enum(['out', 'in']),
      channel: z.string(),
      phone: z.string(),
      body: z.string(),
      status: z.string(),
      at: z.string(),
    }),
  ),
  erasures: z.array(z.object({ erasedAt: z.string(), erasedBy: z.string() })),
});

export type PersonalData = z.infer<typeof personalDataSchema>;
