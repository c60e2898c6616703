import type { CustomerBooking } from '../../../domain/schemas/booking';
import { GENERIC_ARRIVAL_MEETING_POINT } from '../../../domain/terminals';

/** An arrival's meeting point as the booking carries it; the generic one should it lack it. */
export function arrivalMeetingPoint(booking: Pick<CustomerBooking, 'meetingPoint'>): string {
  return booking.meetingPoint ?? GENERIC_ARRIVAL_MEETING_POINT;
}
