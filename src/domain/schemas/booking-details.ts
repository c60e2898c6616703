import { z } from 'zod';
import { cancunDateTimeToInstant } from '../cancun-time';
import { BOOKING_DETAILS_MESSAGES as M } from '../messages';
import { emailAddress, phoneNumber, requiredText } from './fields';

/**
 * The booking details form (SPEC section 5). Field names are the form's, so react-hook-form's zod resolver
 * puts every message under its input; date and time problems all show under the date input.
 */
export const bookingDetailsShape = {
  firstName: requiredText(M.firstNameRequired),
  lastName: requiredText(M.lastNameRequired),
  email: emailAddress(M.emailRequired, M.emailInvalid),
  phone: phoneNumber,
  hotelName: requiredText(M.hotelRequired),
  reservationName: z.string().trim().default(''),
  flightNumber: requiredText(M.flightNumberRequired),
  flightAirline: requiredText(M.airlineRequired),
  /** yyyy-MM-dd in Cancun. */
  flightDate: z.string({ error: M.flightDateTimeRequired }).trim(),
  /** HH:mm in Cancun. */
  flightTime: z.string({ error: M.flightDateTimeRequired }).trim(),
  hasBulkyLuggage: z.boolean().default(false),
  specialInstructions: z.string().trim().default(''),
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
