import { formatCancunTime } from '../../../../domain/cancun-time';
import { BOARD_TEXTS } from '../../../../domain/ride-states';
import { adminBookingCardPath } from '../../../../domain/routes';
import type { BoardRide } from '../../../../domain/schemas/dispatch-board';
import { StateMessage } from '../../../components/kit/StateMessage';
import { surfaceClass } from '../../../components/kit/surface';
import { Link } from '../../../navigation/NavigationContext';
import { RideStateCell } from './RideStateCell';

/**
 * The day's rides on a phone: one card each in pickup order, its state first (what a dispatcher looks
 * for), then the time, booking, route and who drives; the table's columns would not fit.
 */
export function BoardCards({ rides, caption }: { rides: readonly BoardRide[]; caption: string }) {
  if (rides.length === 0) return <StateMessage compact>No rides on this day</StateMessage>;
  return (
    <ul aria-label={caption} className="space-y-3">
      {rides.map((ride) => (
        <li key={ride.bookingId} className={`${surfaceClass} space-y-2 p-3 text-sm`}>
          <div className="font-semibold text-ocean-900">
            <RideStateCell ride={ride} />
          </div>
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="font-semibold">{formatCancunTime(new Date(ride.pickupAt))}</span>
            <Link
              to={adminBookingCardPath(ride)}
              className="font-mono text-ocean-700 underline hover:text-ocean-900"
            >
              {ride.bookingId}
            </Link>
            <span>{ride.lastName}</span>
          </p>
          <p>{`${ride.routeLabel} · ${ride.passengers} pax`}</p>
          <p className="text-slate-700">
            {`${ride.providerName ?? BOARD_TEXTS.noProvider} · Driver: ${ride.driverName ?? '—'}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
