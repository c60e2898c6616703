import { routeText, yesNo } from '../../../domain/booking-text';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { landingText } from '../../../domain/landing';
import { childSeatsText, usdText } from '../../../domain/manage-booking';
import { passengerLabel } from '../../../domain/passengers';
import type { ProviderRide } from '../../../domain/schemas/dispatch';
import { SERVICE_TYPE_SHORT_LABELS } from '../../../domain/service-type-short-labels';
import { terminalLabel } from '../../../domain/terminals';
import { type Fact, FactList } from '../../components/booking/FactList';

/** When the driver meets the traveller, every time in Cancun time and labelled so. */
function timeFacts(ride: ProviderRide): Fact[] {
  if (ride.serviceType === 'arrival') {
    const landing = { scheduled: ride.flightDateTime, expected: ride.expectedLandingAt, landed: ride.landed };
    return [
      // An erased booking has no flight left: a dash, as for anything unknown.
      { label: 'Flight', value: ride.flightNumber ? `${ride.flightAirline} ${ride.flightNumber}` : '—' },
      { label: 'Landing time', value: cancunDateTimeText(ride.rideAt) },
      // What is known of the flight now; where to meet and how long to wait are the instructions.
      { label: 'Flight status', value: landingText(landing) },
      { label: 'Pickup time', value: 'When the flight lands' },
      { label: 'Terminal', value: terminalLabel(ride.terminal) },
      { label: 'Instructions', value: ride.instructions },
    ];
  }
  return [
    { label: 'Pickup time', value: cancunDateTimeText(ride.pickupAt ?? ride.rideAt) },
    { label: 'Instructions', value: ride.instructions },
  ];
}

/**
 * The ride as the offer e-mail gives it, what a driver needs and nothing more: no traveller's name or
 * phone before acceptance (the page shows those apart, once accepted), never the e-mail.
 */
export function RideFacts({ ride }: { ride: ProviderRide }) {
  const facts: Fact[] = [
    { label: 'Route', value: routeText(ride.from, ride.to) },
    { label: 'Service', value: SERVICE_TYPE_SHORT_LABELS[ride.serviceType] },
    ...timeFacts(ride),
    { label: 'Passengers', value: passengerLabel(ride.passengers) },
    { label: 'Child seats', value: childSeatsText(ride.childSeats) },
    { label: 'Bulky luggage', value: yesNo(ride.hasBulkyLuggage) },
    { label: 'Hotel', value: ride.hotelName || '—' },
    { label: 'Special instructions', value: ride.specialInstructions.trim() || '—' },
  ];
  if (ride.note.trim()) facts.push({ label: 'Note from the operator', value: ride.note });
  facts.push({ label: 'Pay', value: usdText(ride.costCents) });
  if (ride.status === 'offered')
    facts.push({ label: 'Respond by', value: cancunDateTimeText(ride.respondBy) });
  return <FactList facts={facts} />;
}
