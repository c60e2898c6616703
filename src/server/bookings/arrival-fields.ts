/**
 * The booking shape's fields worked out rather than stored: an arrival's meeting point (the
 * operator's text for its terminal), its scheduled landing (the flight time entered) and the end of the
 * driver's free wait. Null for departures.
 */
import { freeWaitUntil } from '../../domain/landing';
import type { CustomerBooking } from '../../domain/schemas/booking';
import { type MeetingPoints, meetingPointFor, type Terminal } from '../../domain/terminals';
import type { BookingRow } from '../db/schema';

export type ArrivalComputedFields = Pick<
  CustomerBooking,
  'meetingPoint' | 'scheduledLandingAt' | 'freeWaitUntil'
>;

export function arrivalComputedFields(
  row: Pick<BookingRow, 'serviceType' | 'terminal' | 'flightDateTime' | 'expectedLandingAt'>,
  points: MeetingPoints,
): ArrivalComputedFields {
  if (row.serviceType !== 'arrival')
    return { meetingPoint: null, scheduledLandingAt: null, freeWaitUntil: null };
  return {
    meetingPoint: meetingPointFor(points, row.terminal as Terminal | null),
    scheduledLandingAt: new Date(row.flightDateTime).toISOString(),
    freeWaitUntil: freeWaitUntil(row.flightDateTime, row.expectedLandingAt).toISOString(),
  };
}
