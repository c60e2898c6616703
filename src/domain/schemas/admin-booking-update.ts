import { z } from 'zod';
import { ADMIN_ACTION_MESSAGES, BOOKING_DETAILS_MESSAGES as M, QUICK_FORM_MESSAGES } from '../messages';
import { BOOKING_STATUSES } from '../statuses';
import { childSeatCount, BOOKING_TEXT_LIMITS as L } from './booking-details';
import {
  boundedText,
  emailAddress,
  locationName,
  passengerCount,
  phoneNumber,
  requiredText,
  serviceType,
} from './fields';
import { checkRouteOffered } from './route-check';

/**
 * An admin's edit of one booking (SPEC section 7): any subset of the editable fields, at least one. Fields
 * the customer filled in keep the booking form's rules; driver and note fields may be cleared with null.
 */
export const adminBookingUpdateSchema = z
  .object({
    firstName: requiredText(M.firstNameRequired, L.firstName),
    lastName: requiredText(M.lastNameRequired, L.lastName),
    email: emailAddress(M.emailRequired, M.emailInvalid),
    phone: phoneNumber,
    hotelName: requiredText(M.hotelRequired, L.hotelName),
    serviceType: serviceType(QUICK_FORM_MESSAGES.serviceType),
    from: locationName(QUICK_FORM_MESSAGES.from),
    to: locationName(QUICK_FORM_MESSAGES.to),
    flightAirline: requiredText(M.airlineRequired, L.flightAirline),
    flightNumber: requiredText(M.flightNumberRequired, L.flightNumber),
    specialInstructions: boundedText(L.specialInstructions),
    adminNotes: boundedText(L.adminNotes).nullable(),
    status: z.enum(BOOKING_STATUSES),
    driverName: boundedText(L.driverName).nullable(),
    driverCompany: boundedText(L.driverCompany).nullable(),
    driverOrdered: z.boolean(),
    passengers: passengerCount(ADMIN_ACTION_MESSAGES.passengersMin),
    /** The operator may change the child seats too (a provider's van has them or not). */
    childSeats: childSeatCount,
  })
  .partial()
  .superRefine((value, ctx) => {
    if (Object.values(value).every((field) => field === undefined)) {
      ctx.addIssue({ code: 'custom', message: ADMIN_ACTION_MESSAGES.nothingToUpdate, path: [] });
    }
    // The route can only be judged here when the edit sets all of it; a partial route edit has to be checked
    // with isRouteOffered against the stored booking.
    const { serviceType: type, from, to } = value;
    if (type !== undefined && from !== undefined && to !== undefined) {
      checkRouteOffered({ serviceType: type, from, to }, ctx);
    }
  });

export type AdminBookingUpdate = z.infer<typeof adminBookingUpdateSchema>;
