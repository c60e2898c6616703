import { z } from 'zod';
import { LANDING_SOURCES } from '../landing';
import { LOCATION_NAMES } from '../locations';
import { REFUND_FAILURE_MAX_LENGTH } from '../refunds';
import { SERVICE_TYPES } from '../service-types';
import { BOOKING_STATUSES } from '../statuses';
import { TERMINALS } from '../terminals';
import { isoInstant } from './fields';

/**
 * An arrival's terminal, its meeting point (the operator's text for that terminal), its scheduled
 * landing (the flight time entered), the expected or actual landing with who said it and when, whether it
 * landed, and when the driver's free wait ends. Null (false) for departures.
 */
function arrivalLandingShape() {
  return {
    terminal: z.enum(TERMINALS).nullable(),
    meetingPoint: z.string().nullable(),
    scheduledLandingAt: isoInstant.nullable(),
    expectedLandingAt: isoInstant.nullable(),
    landingSource: z.enum(LANDING_SOURCES).nullable(),
    landingLearntAt: isoInstant.nullable(),
    landed: z.boolean(),
    freeWaitUntil: isoInstant.nullable(),
  };
}

/**
 * The booking as the API returns it (SPEC section 3, client shape). Customers get this; admins get a few
 * more fields. Instants travel as ISO strings because the web receives JSON.
 */
export const customerBookingSchema = z.object({
  id: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  from: z.enum(LOCATION_NAMES),
  to: z.enum(LOCATION_NAMES),
  passengers: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  hotelName: z.string(),
  reservationName: z.string(),
  flightNumber: z.string(),
  flightAirline: z.string(),
  flightDateTime: isoInstant,
  hasBulkyLuggage: z.boolean(),
  specialInstructions: z.string(),
  /** 0 to 4, on request. */
  childSeats: z.int(),
  /** Whole US dollars. */
  totalPrice: z.number(),
  status: z.enum(BOOKING_STATUSES),
  /** Departures: when the driver collects the traveller. */
  pickupTimeCalc: isoInstant.nullable(),
  /** Departures: hours before the flight, as text ('4'). */
  pickupTime: z.string().nullable(),
  driverName: z.string().nullable(),
  driverCompany: z.string().nullable(),
  /** The accepted provider's driver: phone, vehicle (make, model, colour) and plate. */
  driverPhone: z.string().nullable(),
  driverVehicle: z.string().nullable(),
  driverPlate: z.string().nullable(),
  createdAt: isoInstant,
  /**
   * The two words on the driver's sign beside the last name (sign-code.ts): the traveller's to check the
   * driver by. Null for a booking made before sign codes.
   */
  signCode: z.string().nullable(),
  ...arrivalLandingShape(),
});

export type CustomerBooking = z.infer<typeof customerBookingSchema>;

/**
 * The ride of a booking, no contact of the traveller's: what its calendar entry holds (calendar-entry.ts)
 * and the first part of what a provider is told of it (the server's dispatch e-mails).
 */
export type BookingRide = Pick<
  CustomerBooking,
  | 'id'
  | 'serviceType'
  | 'from'
  | 'to'
  | 'passengers'
  | 'flightAirline'
  | 'flightNumber'
  | 'flightDateTime'
  | 'pickupTimeCalc'
  | 'hotelName'
  | 'terminal'
  | 'meetingPoint'
>;

/**
 * The booking as its id and last name show it (the confirmation page): no e-mail and no phone.
 * The id and name are printed on every receipt and forwarded e-mail, and the e-mail with the last name
 * changes or cancels the booking, so they must not lead to it. The page has the e-mail from the browser's
 * own last-booking data.
 */
export const confirmationBookingSchema = customerBookingSchema.omit({ email: true, phone: true });
export type ConfirmationBooking = z.infer<typeof confirmationBookingSchema>;

/** The customer shape without its contact details. */
export function withoutContact(booking: CustomerBooking): ConfirmationBooking {
  const { email: _email, phone: _phone, ...rest } = booking;
  return rest;
}

/**
 * Admin-only fields stay out of the customer shape so they never reach a traveller's browser; the sign code
 * stays out of the admin's, so no list, search or CSV carries it.
 */
export const adminBookingSchema = customerBookingSchema.omit({ signCode: true }).extend({
  driverOrdered: z.boolean(),
  adminNotes: z.string().nullable(),
  /** When the driver's details were last e-mailed to the traveller. */
  driverDetailsSentAt: isoInstant.nullable(),
  /** The details of the driver saved now were sent (false again once the driver changes). */
  driverDetailsSent: z.boolean(),
  /**
   * Why the booking's latest refund request failed at the payment provider (the card then offers
   * 'Retry Refund'); null when none failed or a refund has succeeded since.
   */
  refundFailure: z.string().max(REFUND_FAILURE_MAX_LENGTH).nullable(),
});

export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const priceRouteSchema = z.object({
  from: z.string(),
  to: z.string(),
  basePrice: z.number(),
});

export const pricesResponseSchema = z.object({
  routes: z.array(priceRouteSchema),
});
