import { CANCUN_TIME_LABEL, formatCancunTime } from '../../../../domain/cancun-time';
import type { ManifestRide } from '../../../../domain/schemas/manifest';
import { SERVICE_TYPE_SHORT_LABELS } from '../../../../domain/service-types';
import { statusLabel } from '../../../../domain/statuses';
import { routeText, yesNo } from '../../../components/booking/bookingText';

const headClass = 'px-3 py-2 text-left font-semibold text-ocean-900 print:px-1.5 print:py-1';
const cellClass = 'px-3 py-2 align-top text-slate-900 print:px-1.5 print:py-1';

function driverText(ride: ManifestRide): string {
  if (!ride.driverName && !ride.driverCompany) return 'Not assigned';
  if (ride.driverName && ride.driverCompany) return `${ride.driverName} (${ride.driverCompany})`;
  return (ride.driverName ?? ride.driverCompany) as string;
}

/**
 * The day's rides, one row each, in time order. Wide on screen (it scrolls sideways on a phone) and on
 * paper (the page prints in landscape, small type, every row kept whole).
 */
export function ManifestTable({ rides, caption }: { rides: ManifestRide[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-300 print:overflow-visible print:rounded-none print:border-0">
      <table className="w-full min-w-[64rem] border-collapse text-sm print:min-w-0 print:text-[9pt]">
        <caption className="px-3 py-2 text-left text-lg font-semibold text-ocean-900 print:px-0 print:text-base">
          {caption}
        </caption>
        <thead className="bg-ocean-50">
          <tr className="border-b border-slate-300">
            <th scope="col" className={headClass}>{`Time (${CANCUN_TIME_LABEL})`}</th>
            <th scope="col" className={headClass}>
              Service
            </th>
            <th scope="col" className={headClass}>
              Route
            </th>
            <th scope="col" className={headClass}>
              Passengers
            </th>
            <th scope="col" className={headClass}>
              Bulky luggage
            </th>
            <th scope="col" className={headClass}>
              Flight
            </th>
            <th scope="col" className={headClass}>
              Hotel
            </th>
            <th scope="col" className={headClass}>
              Traveller
            </th>
            <th scope="col" className={headClass}>
              Driver
            </th>
            <th scope="col" className={headClass}>
              Special instructions
            </th>
            <th scope="col" className={headClass}>
              Booking ID
            </th>
          </tr>
        </thead>
        <tbody>
          {rides.map((ride) => (
            <tr key={ride.id} className="break-inside-avoid border-b border-slate-200 last:border-b-0">
              <th scope="row" className={`${cellClass} font-semibold whitespace-nowrap`}>
                {formatCancunTime(new Date(ride.time))}
              </th>
              <td className={cellClass}>{SERVICE_TYPE_SHORT_LABELS[ride.serviceType]}</td>
              <td className={cellClass}>{routeText(ride.from, ride.to)}</td>
              <td className={cellClass}>{ride.passengers}</td>
              <td className={cellClass}>{yesNo(ride.hasBulkyLuggage)}</td>
              <td className={cellClass}>
                <span className="block whitespace-nowrap">{ride.flightNumber}</span>
                <span className="block text-slate-700">{ride.flightAirline}</span>
                {ride.serviceType === 'departure' ? (
                  <span className="block text-slate-700">
                    {`Departs ${formatCancunTime(new Date(ride.flightDateTime))}`}
                  </span>
                ) : null}
              </td>
              <td className={cellClass}>{ride.hotelName}</td>
              <td className={cellClass}>
                <span className="block">{`${ride.firstName} ${ride.lastName}`}</span>
                <span className="block whitespace-nowrap text-slate-700">{ride.phone}</span>
              </td>
              <td className={cellClass}>{driverText(ride)}</td>
              <td className={`${cellClass} whitespace-pre-line`}>{ride.specialInstructions}</td>
              <td className={cellClass}>
                <span className="block font-mono whitespace-nowrap">{ride.id}</span>
                <span className="block text-slate-700">{statusLabel(ride.status)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
