/** What the traveller's 'Change Details' form changes in the stored booking. */
import { isNewTimeTooSoon, MANAGE_TEXTS, refundReferenceAfterChange } from '../../domain/manage-booking';
import { BOOKING_DETAILS_MESSAGES } from '../../domain/messages';
import { isPickupHoursAllowed } from '../../domain/pickup';
import { checkBookingTiming } from '../../domain/request-timing';
import type { ManageChanges } from '../../domain/schemas/manage-booking';
import type { ServiceType } from '../../domain/service-types';
import type { FieldChanges } from '../db/booking-changes';
import type { BookingRow, NewBookingRow } from '../db/schema';
import { AppError } from '../errors';

/**
 * Another flight, or the same one at another time, makes what was learnt of the old landing
 * worthless: the expected landing is forgotten (the scheduled one is the traveller's new time) and the
 * flight-data checks start again (the scheduler's watch row follows the booking's flight).
 */
function landingReset(row: BookingRow): Partial<NewBookingRow> {
  if (row.expectedLandingAt === null && !row.landed) return {};
  return { expectedLandingAt: null, landingSource: null, landingLearntAt: null, landed: false };
}

/** The stored values the form's changes make, and the changes as before and after. */
export function changesOf(row: BookingRow, form: ManageChanges, now: Date) {
  const serviceType = row.serviceType as ServiceType;
  const pickupHours = serviceType === 'departure' ? (form.pickupHours ?? Number(row.pickupTime)) : undefined;
  if (
    pickupHours !== undefined &&
    form.pickupHours !== undefined &&
    !isPickupHoursAllowed(row.fromLocation, pickupHours)
  ) {
    const message = BOOKING_DETAILS_MESSAGES.pickupHoursNotOffered;
    throw new AppError('bad-request', message, { pickupHours: message });
  }
  const timing = checkBookingTiming(
    { serviceType, flightDate: form.flightDate, flightTime: form.flightTime, pickupHours },
    now,
  );
  const next: Partial<NewBookingRow> = {
    phone: form.phone,
    hotelName: form.hotelName,
    flightNumber: form.flightNumber,
    flightAirline: form.flightAirline,
    flightDateTime: timing.flightDateTime,
    pickupTime: timing.pickupTime,
    pickupTimeCalc: timing.pickupTimeCalc,
    specialInstructions: form.specialInstructions,
    childSeats: form.childSeats,
    // An arrival's terminal, when the form sends one (a departure's is never stored).
    ...(serviceType === 'arrival' && form.terminal !== undefined ? { terminal: form.terminal } : {}),
  };
  const values: Partial<NewBookingRow> = {};
  const changes: FieldChanges = {};
  for (const [column, value] of Object.entries(next) as [keyof NewBookingRow, unknown][]) {
    const before = row[column as keyof BookingRow];
    const same =
      before instanceof Date && value instanceof Date
        ? before.getTime() === value.getTime()
        : before === value;
    if (same) continue;
    (values as Record<string, unknown>)[column] = value;
    changes[column] = {
      before: before instanceof Date ? before.toISOString() : before,
      after: value instanceof Date ? value.toISOString() : value,
    };
  }
  const timeChanged = 'flightDateTime' in changes || 'pickupTimeCalc' in changes || 'pickupTime' in changes;
  if (timeChanged) {
    const errors = Object.entries(timing.fieldErrors);
    if (errors.length > 0) {
      throw new AppError('bad-request', errors[0]?.[1] ?? '', Object.fromEntries(errors));
    }
    const moved = {
      serviceType,
      flightDateTime: timing.flightDateTime,
      pickupTimeCalc: timing.pickupTimeCalc,
    };
    if (isNewTimeTooSoon(moved, now)) {
      throw new AppError('bad-request', MANAGE_TEXTS.newTimeTooSoon, {
        flightDate: MANAGE_TEXTS.newTimeTooSoon,
      });
    }
    // The refund stays what was promised at payment: a later date never makes one due.
    values.refundReferenceAt = refundReferenceAfterChange(row.refundReferenceAt, moved);
  }
  if (serviceType === 'arrival' && ('flightDateTime' in changes || 'flightNumber' in changes)) {
    Object.assign(values, landingReset(row));
  }
  return { values, changes };
}
