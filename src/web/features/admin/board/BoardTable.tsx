import { CANCUN_TIME_LABEL, formatCancunTime } from '../../../../domain/cancun-time';
import { BOARD_TEXTS } from '../../../../domain/ride-states';
import { adminBookingCardPath } from '../../../../domain/routes';
import type { BoardRide } from '../../../../domain/schemas/dispatch-board';
import { type Column, DataTable } from '../../../components/kit/DataTable';
import { Link } from '../../../navigation/NavigationContext';
import { RideStateCell } from './RideStateCell';

const COLUMNS: Column<BoardRide>[] = [
  {
    header: `Time (${CANCUN_TIME_LABEL})`,
    cell: (ride) => formatCancunTime(new Date(ride.pickupAt)),
    className: 'font-semibold whitespace-nowrap',
  },
  {
    header: 'Booking',
    cell: (ride) => (
      <Link
        to={adminBookingCardPath(ride)}
        className="font-mono whitespace-nowrap text-ocean-700 underline hover:text-ocean-900"
      >
        {ride.bookingId}
      </Link>
    ),
  },
  { header: 'Route', cell: (ride) => ride.routeLabel },
  { header: 'Passengers', cell: (ride) => ride.passengers, numeric: true },
  { header: 'Last Name', cell: (ride) => ride.lastName },
  { header: 'Provider', cell: (ride) => ride.providerName ?? BOARD_TEXTS.noProvider },
  { header: 'Driver', cell: (ride) => ride.driverName ?? '—' },
  { header: 'State', cell: (ride) => <RideStateCell ride={ride} /> },
];

/** The day's rides, one row each in pickup order; the time heads its row. */
export function BoardTable({ rides, caption }: { rides: readonly BoardRide[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={rides}
      rowKey={(ride) => ride.bookingId}
      rowHeaders
      emptyText="No rides on this day"
      minWidthClass="min-w-[56rem]"
    />
  );
}
