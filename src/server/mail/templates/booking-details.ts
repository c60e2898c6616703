/** The booking facts every booking e-mail lists, in Cancun time like the site. */
import { routeText, yesNo } from '../../../domain/booking-text';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { childSeatsText } from '../../../domain/manage-booking';
import { formatUsd } from '../../../domain/money';
import { pickupHoursLabel } from '../../../domain/pickup';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import { SERVICE_TYPE_LABELS } from '../../../domain/service-types';
import { SIGN_LABEL, travellerSignText } from '../../../domain/sign-code';
import { terminalLabel } from '../../../domain/terminals';
import type { DetailRow } from './layout';

export function bookingDetailRows(booking: CustomerBooking): DetailRow[] {
  const rows: DetailRow[] = [
    ['Booking ID', booking.id],
    ['Service', SERVICE_TYPE_LABELS[booking.serviceType]],
    ['Route', routeText(booking.from, booking.to)],
    ['Flight', `${booking.flightAirline} ${booking.flightNumber}`],
    ['Flight date and time', cancunDateTimeText(booking.flightDateTime)],
  ];
  if (booking.serviceType === 'arrival') {
    // The terminal the traveller gave and where the driver waits there.
    rows.push(['Terminal', terminalLabel(booking.terminal)]);
    if (booking.meetingPoint) rows.push(['Meeting point', booking.meetingPoint]);
  }
  if (booking.serviceType === 'departure' && booking.pickupTimeCalc) {
    const hours = booking.pickupTime ? ` (${pickupHoursLabel(Number(booking.pickupTime))})` : '';
    rows.push(['Pickup time', `${cancunDateTimeText(booking.pickupTimeCalc)}${hours}`]);
  }
  rows.push(
    ['Passengers', String(booking.passengers)],
    ['Bulky luggage', yesNo(booking.hasBulkyLuggage)],
    ['Hotel/AirBNB/Stay', booking.hotelName],
    ['Child Seats', childSeatsText(booking.childSeats)],
  );
  if (booking.reservationName) rows.push(['Reservation name', booking.reservationName]);
  if (booking.specialInstructions) rows.push(['Special instructions', booking.specialInstructions]);
  if (booking.signCode) rows.push([SIGN_LABEL, travellerSignText(booking.lastName, booking.signCode)]);
  rows.push(['Total', formatUsd(booking.totalPrice)]);
  return rows;
}
