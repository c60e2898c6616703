import { routeText, yesNo } from '../../../domain/booking-text';
import { cancunDateTimeText, cancunDateTimeToInstant } from '../../../domain/cancun-time';
import { formatUsd } from '../../../domain/money';
import { passengerLabel } from '../../../domain/passengers';
import { computePickupTime } from '../../../domain/pickup';
import { quoteTotal } from '../../../domain/prices';
import { SERVICE_TYPE_LABELS } from '../../../domain/service-types';
import { type Fact, FactList } from '../../components/booking/FactList';
import { usePriceRoutes } from '../../site/usePriceRoutes';
import { Panel } from './Panel';
import type { RouteChoice } from './routeChoice';

type BookingSummaryProps = {
  route: RouteChoice;
  flightDate: string;
  flightTime: string;
  pickupHours: number;
  hasBulkyLuggage: boolean;
};

/** The booking as it stands, above the details form; updates as the traveller types. */
export function BookingSummary({
  route,
  flightDate,
  flightTime,
  pickupHours,
  hasBulkyLuggage,
}: BookingSummaryProps) {
  // The server's prices (GET /api/prices), the built-in table until they come or when they fail (SPEC
  // section 8); the server prices the booking itself anyway.
  const routes = usePriceRoutes();
  const flight = cancunDateTimeToInstant(flightDate, flightTime);
  const facts: Fact[] = [
    { label: 'Service Type', value: SERVICE_TYPE_LABELS[route.serviceType] },
    { label: 'Route', value: routeText(route.from, route.to) },
    { label: 'Flight Date and Time', value: flight ? cancunDateTimeText(flight) : 'Not chosen yet' },
  ];
  if (route.serviceType === 'departure') {
    facts.push({
      label: 'Pickup Time',
      value: flight ? cancunDateTimeText(computePickupTime(flight, pickupHours)) : 'Not chosen yet',
    });
  }
  facts.push(
    { label: 'Passengers', value: passengerLabel(route.passengers) },
    { label: 'Bulky Luggage', value: yesNo(hasBulkyLuggage) },
  );
  const total = quoteTotal(routes, route.from, route.to, route.passengers);

  return (
    <Panel headingId="booking-summary-heading" title="Booking Summary">
      <div className="mt-4">
        <FactList facts={facts} />
      </div>
      <p className="mt-4 flex items-baseline justify-between border-t border-ocean-200 pt-4 text-lg font-bold text-ocean-900">
        <span>Total</span>
        <span data-testid="booking-total">{formatUsd(total)}</span>
      </p>
    </Panel>
  );
}
