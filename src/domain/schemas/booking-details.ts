import { z } from 'zod';
import { cancunDateTimeToInstant } from '../cancun-time';
import { CHILD_SEATS_MAX, MANAGE_TEXTS } from '../manage-booking';
import { BOOKING_DETAILS_MESSAGES as M } from '../messages';
import { TEXT_LIMITS } from '../text-limits';
import { boundedText, emailAddress, phoneNumber, requiredText, type TextLimit } from './fields';
import { terminalField } from './landing';

/**
 * The limits of the booking's texts with the names the messages give them; the admin's edit
 * holds the same fields to the same limits.
 */
export const BOOKING_TEXT_LIMITS = {
  firstName: { label: 'First name', max: TEXT_LIMITS.name },
  lastName: { label: 'Last name', max: TEXT_LIMITS.name },
  hotelName: { label: 'Hotel/AirBNB/Stay name or address', max: TEXT_LIMITS.hotel },
  reservationName: { label: 'Reservation name', max: TEXT_LIMITS.name },
  flightNumber: { label: 'Flight number', max: TEXT_LIMITS.flightNumber },
  flightAirline: { label: 'Airline', max: TEXT_LIMITS.airline },
  specialInstructions: { label: 'Special instructions', max: TEXT_LIMITS.specialInstructions },
  adminNotes: { label: 'Admin notes', max: TEXT_LIMITS.adminNotes },
  driverName: { label: 'Driver name', max: TEXT_LIMITS.name },
  driverCompany: { label: 'Driver company', max: TEXT_LIMITS.name },
} as const satisfies Record<string, TextLimit>;

/** 0 to 4 child seats. */
export const childSeatCount = z
  .int({ error: MANAGE_TEXTS.childSeatsRange })
  .min(0, MANAGE_TEXTS.childSeatsRange)
  .max(CHILD_SEATS_MAX, MANAGE_TEXTS.childSeatsRange);

/**
 * The booking details form (SPEC section 5). Field names are the form's, so react-hook-form's zod resolver
 * puts every message under its input; date and time problems all show under the date input.
 */
export const bookingDetailsShape = {
  firstName: requiredText(M.firstNameRequired, BOOKING_TEXT_LIMITS.firstName),
  lastName: requiredText(M.lastNameRequired, BOOKING_TEXT_LIMITS.lastName),
  email: emailAddress(M.emailRequired, M.emailInvalid),
  phone: phoneNumber,
  hotelName: requiredText(M.hotelRequired, BOOKING_TEXT_LIMITS.hotelName),
  reservationName: boundedText(BOOKING_TEXT_LIMITS.reservationName).default(''),
  flightNumber: requiredText(M.flightNumberRequired, BOOKING_TEXT_LIMITS.flightNumber),
  flightAirline: requiredText(M.airlineRequired, BOOKING_TEXT_LIMITS.flightAirline),
  /** yyyy-MM-dd in Cancun; anything longer cannot be one. */
  flightDate: z.string({ error: M.flightDateTimeRequired }).trim().max(10, M.flightDateTimeInvalid),
  /** HH:mm in Cancun. */
  flightTime: z.string({ error: M.flightDateTimeRequired }).trim().max(5, M.flightDateTimeInvalid),
  hasBulkyLuggage: z.boolean().default(false),
  specialInstructions: boundedText(BOOKING_TEXT_LIMITS.specialInstructions).default(''),
  /** Free, on request, not guaranteed. */
  childSeats: childSeatCount.default(0),
  /**
   * 'Send me ride updates by WhatsApp or SMS', unticked unless the traveller ticks it; ticked, the server
   * needs a mobile number with its country code (mobile-number.ts, too heavy for the page to check).
   */
  messagesConsent: z.boolean().default(false),
  /** Arrivals' terminal ('Not sure' is null); the server stores null for a departure. */
  terminal: terminalField.optional(),
};

/** Both parts required, then they must make a real Cancun date and time. */
export function checkFlightDateTime(
  value: { flightDate: string; flightTime: string },
  ctx: z.RefinementCtx,
): void {
  if (value.flightDate === '' || value.flightTime === '') {
    ctx.addIssue({ code: 'custom', message: M.flightDateTimeRequired, path: ['flightDate'] });
  } else if (cancunDateTimeToInstant(value.flightDate, value.flightTime) === null) {
    ctx.addIssue({ code: 'custom', message: M.flightDateTimeInvalid, path: ['flightDate'] });
  }
}

export const bookingDetailsSchema = z.object(bookingDetailsShape).superRefine(checkFlightDateTime);

export type BookingDetails = z.infer<typeof bookingDetailsSchema>;
export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>;
