/** A due moment's message: the domain's text from what the booking holds now, and its channel. */
import { departureMeetingPoint } from '../../domain/arrival-kit';
import { freeWaitUntil } from '../../domain/landing';
import { type MessageRide, messageText, supportLine } from '../../domain/ride-messages';
import { type MeetingPoints, meetingPointFor, type Terminal } from '../../domain/terminals';
import type { DueMoment } from './moments.queries';

export interface SupportContact {
  supportEmail: string;
  /** The operator's 24/7 line in E.164, when set. */
  supportPhone: string | undefined;
}

export function rideOf(due: DueMoment, points: MeetingPoints): MessageRide {
  const arrival = due.serviceType === 'arrival';
  return {
    bookingId: due.bookingId,
    serviceType: due.serviceType,
    lastName: due.lastName,
    rideAt: due.rideAt,
    meetingPoint: arrival
      ? meetingPointFor(points, due.terminal as Terminal | null)
      : departureMeetingPoint(due.hotelName),
    signCode: due.signCode ?? '',
    driver: due.driverName
      ? { name: due.driverName, phone: due.driverPhone, vehicle: due.driverVehicle, plate: due.driverPlate }
      : null,
    waitUntil: arrival ? freeWaitUntil(due.flightDateTime, due.expectedLandingAt) : null,
  };
}

export function dueMessageText(due: DueMoment, points: MeetingPoints, support: SupportContact): string {
  return messageText(
    due.moment,
    rideOf(due, points),
    supportLine(support.supportPhone ?? null, support.supportEmail),
  );
}
