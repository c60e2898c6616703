/** The manifest as a sheet: one row per ride, times in Cancun time (docs/decisions/013-manifest-and-csv.md). */
import { cancunDateAndTime } from '../../domain/cancun-time';
import { toCsv, yesNo } from '../../domain/csv';
import type { ManifestRide } from '../../domain/schemas/manifest';
import { SERVICE_TYPE_SHORT_LABELS } from '../../domain/service-types';
import { statusLabel } from '../../domain/statuses';

const COLUMNS = [
  'Date',
  'Time (Cancun time)',
  'Service',
  'From',
  'To',
  'Passengers',
  'Bulky luggage',
  'Flight number',
  'Airline',
  'Flight time (Cancun time)',
  'Hotel',
  'Traveller',
  'Phone',
  'Driver',
  'Driver company',
  'Special instructions',
  'Booking ID',
  'Status',
];

export function manifestCsv(rides: readonly ManifestRide[]): string {
  return toCsv(
    COLUMNS,
    rides.map((ride) => {
      const at = cancunDateAndTime(new Date(ride.time));
      return [
        at.date,
        at.time,
        SERVICE_TYPE_SHORT_LABELS[ride.serviceType],
        ride.from,
        ride.to,
        ride.passengers,
        yesNo(ride.hasBulkyLuggage),
        ride.flightNumber,
        ride.flightAirline,
        cancunDateAndTime(new Date(ride.flightDateTime)).time,
        ride.hotelName,
        `${ride.firstName} ${ride.lastName}`,
        ride.phone,
        ride.driverName,
        ride.driverCompany,
        ride.specialInstructions,
        ride.id,
        statusLabel(ride.status),
      ];
    }),
  );
}
