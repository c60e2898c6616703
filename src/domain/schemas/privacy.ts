/** Issue 31: the Personal Data page's requests and answer, shared by the server's routes and the web page. */
import { z } from 'zod';
import { BOOKING_TEXT_LIMITS } from './booking-details';
import { emailText, requiredText } from './fields';

export const PERSONAL_DATA_REQUIRED_MESSAGE = 'Enter the email and last name';

/** Bookings are found by both; contact messages, feedback and e-mails by the e-mail alone. */
export const personalDataQuerySchema = z.object({
  email: emailText(PERSONAL_DATA_REQUIRED_MESSAGE),
  lastName: requiredText(PERSONAL_DATA_REQUIRED_MESSAGE, BOOKING_TEXT_LIMITS.lastName),
});

export type PersonalDataQuery = z.infer<typeof personalDataQuerySchema>;

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
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      hotelName: z.string(),
      flightNumber: z.string(),
      flightAirline: z.string(),
      specialInstructions: z.string(),
      totalPrice: z.number(),
      createdAt: z.string(),
      /** When the person's data was erased; null when never. */
      erasedAt: z.string().nullable(),
    }),
  ),
  contactMessages: z.array(z.object({ name: z.string(), message: z.string(), receivedAt: z.string() })),
  feedback: z.array(
    z.object({ bookingId: z.string(), rating: z.number().nullable(), comment: z.string().nullable() }),
  ),
  emails: z.array(
    z.object({ subject: z.string(), kind: z.string(), status: z.string(), queuedAt: z.string() }),
  ),
  erasures: z.array(z.object({ erasedAt: z.string(), erasedBy: z.string() })),
});

export type PersonalData = z.infer<typeof personalDataSchema>;
