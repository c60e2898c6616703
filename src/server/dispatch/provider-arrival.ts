/** What the provider's page shows of an arrival's terminal and landing. */
import { freeWaitUntil } from '../../domain/landing';
import type { ProviderRide } from '../../domain/schemas/dispatch';
import { type MeetingPoints, meetingPointFor, type Terminal } from '../../domain/terminals';
import type { BookingRow } from '../db/schema';

type ArrivalFields = Pick<
  ProviderRide,
  'terminal' | 'meetingPoint' | 'scheduledLandingAt' | 'expectedLandingAt' | 'landed' | 'freeWaitUntil'
>;

export function providerArrivalFields(booking: BookingRow, points: MeetingPoints): ArrivalFields {
  if (booking.serviceType !== 'arrival') {
    return {
      terminal: null,
      meetingPoint: null,
      scheduledLandingAt: null,
      expectedLandingAt: null,
      landed: false,
      freeWaitUntil: null,
    };
  }
  return {
    terminal: booking.terminal as Terminal | null,
    meetingPoint: meetingPointFor(points, booking.terminal as Terminal | null),
    scheduledLandingAt: booking.flightDateTime.toISOString(),
    expectedLandingAt: booking.expectedLandingAt?.toISOString() ?? null,
    landed: booking.landed,
    freeWaitUntil: freeWaitUntil(booking.flightDateTime, booking.expectedLandingAt).toISOString(),
  };
}
