import { routeText, yesNo } from '../../../domain/booking-text';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { childSeatsText } from '../../../domain/manage-booking';
import { formatUsd } from '../../../domain/money';
import { passengerLabel } from '../../../domain/passengers';
import type { ConfirmationBooking } from '../../../domain/schemas/booking';
import { SERVICE_TYPE_LABELS } from '../../../domain/service-types';
import { SIGN_LABEL, travellerSignText } from '../../../domain/sign-code';
import { terminalLabel } from '../../../domain/terminals';
import type { Fact } from './FactList';
import { StatusBadge } from './StatusBadge';

/**
 * A booking's facts as the confirmation page and the manage page show them (the same list on both). The
 * e-mail and phone only where the page knows them: the confirmation page's answer carries neither (issue
 * 26), and it shows the e-mail this browser booked with.
 */
export function bookingFacts(booking: ConfirmationBooking & { email?: string; phone?: string }): Fact[] {
  const facts: Fact[] = [
    { label: 'Status', value: <StatusBadge status={booking.status} /> },
    { label: 'Service Type', value: SERVICE_TYPE_LABELS[booking.serviceType] },
    { label: 'Route', value: routeText(booking.from, booking.to) },
  ];
  // A booking whose personal data was erased has no flight, hotel or phone left: no empty rows.
  if (booking.flightNumber)
    facts.push({ label: 'Flight', value: `${booking.flightAirline} ${booking.flightNumber}` });
  facts.push({ label: 'Flight Date and Time', value: cancunDateTimeText(booking.flightDateTime) });
  if (booking.serviceType === 'departure' && booking.pickupTimeCalc) {
    facts.push({ label: 'Pickup Time', value: cancunDateTimeText(booking.pickupTimeCalc) });
  }
  // The terminal the arrival lands at, where its meeting point depends on.
  if (booking.serviceType === 'arrival')
    facts.push({ label: 'Terminal', value: terminalLabel(booking.terminal) });
  facts.push(
    { label: 'Passengers', value: passengerLabel(booking.passengers) },
    { label: 'Name', value: `${booking.firstName} ${booking.lastName}` },
  );
  if (booking.email) facts.push({ label: 'Email', value: booking.email });
  if (booking.phone) facts.push({ label: 'Phone', value: booking.phone });
  if (booking.hotelName) facts.push({ label: 'Hotel/AirBNB/Stay', value: booking.hotelName });
  facts.push(
    { label: 'Bulky Luggage', value: yesNo(booking.hasBulkyLuggage) },
    { label: 'Child Seats', value: childSeatsText(booking.childSeats) },
    { label: 'Total', value: formatUsd(booking.totalPrice) },
  );
  if (booking.specialInstructions)
    facts.push({ label: 'Special Instructions', value: booking.specialInstructions });
  // The code only the real driver's sign carries: the traveller's check against the hall's sellers.
  if (booking.signCode)
    facts.push({ label: SIGN_LABEL, value: travellerSignText(booking.lastName, booking.signCode) });
  // Once a provider accepts the ride (or an operator names the driver), who drives it.
  if (booking.driverName) {
    const company = booking.driverCompany ? ` (${booking.driverCompany})` : '';
    facts.push({ label: 'Driver', value: `${booking.driverName}${company}` });
    if (booking.driverPhone) facts.push({ label: 'Driver’s Phone', value: booking.driverPhone });
    const vehicle = [booking.driverVehicle, booking.driverPlate].filter(Boolean).join(', plate ');
    if (vehicle) facts.push({ label: 'Vehicle', value: vehicle });
  }
  return facts;
}
