/** Issue 30: what the provider's page shows of an arrival's terminal and landing. */
import { freeWaitUntil } from '../../domain/landing';
import type { ProviderRide } from '../../domain/schemas/dispatch';
import { type MeetingPoints, meetingPointFor, type Terminal } from '../../domain/terminals';
import type { RideOfferRow } from '../db/dispatch-schema';
import type { BookingRow } from '../db/schema';

type ArrivalFields = Pick<
  ProviderRide,
  | 'terminal'
  | 'meetingPoint'
  | 'scheduledLandingAt'
  | 'expectedLandingAt'
  | 'landed'
  | 'freeWaitUntil'
  | 'mayMarkLanded'
>;

/** 'Flight Landed' is for the accepted provider, before 'Driver at Meeting Point', once. */
export function mayMarkLanded(
  offer: Pick<RideOfferRow, 'status' | 'atMeetingPointAt'>,
  booking: Pick<BookingRow, 'serviceType' | 'landed'>,
): boolean {
  return (
    booking.serviceType === 'arrival' &&
    offer.status === 'accepted' &&
    offer.atMeetingPointAt === null &&
    !booking.landed
  );
}

export function providerArrivalFields(
  offer: Pick<RideOfferRow, 'status' | 'atMeetingPointAt'>,
  booking: BookingRow,
  points: MeetingPoints,
): ArrivalFields {
  if (booking.serviceType !== 'arrival') {
    return {
      terminal: null,
      meetingPoint: null,
      scheduledLandingAt: null,
      expectedLandingAt: null,
      landed: false,
      freeWaitUntil: null,
      mayMarkLanded: false,
    };
  }
  return {
    terminal: booking.terminal as Terminal | null,
    meetingPoint: meetingPointFor(points, booking.terminal as Terminal | null),
    scheduledLandingAt: booking.flightDateTime.toISOString(),
    expectedLandingAt: booking.expectedLandingAt?.toISOString() ?? null,
    landed: booking.landed,
    freeWaitUntil: freeWaitUntil(booking.flightDateTime, booking.expectedLandingAt).toISOString(),
    mayMarkLanded: mayMarkLanded(offer, booking),
  };
}
