import { CANCUN_TIME_LABEL, formatCancunCompactDateTime } from '../../../../domain/cancun-time';
import { formatUsdCents } from '../../../../domain/money';
import { STATEMENT_OUTCOME_WORDS } from '../../../../domain/provider-statement';
import type { Statement } from '../../../../domain/schemas/provider-statement';
import { type Column, DataTable } from '../../../components/kit/DataTable';

type Row = { id: string; date: string; booking: string; route: string; outcome: string; cost: string };

const COLUMNS: Column<Row>[] = [
  { header: `Date (${CANCUN_TIME_LABEL})`, cell: (row) => row.date, className: 'whitespace-nowrap' },
  { header: 'Booking', cell: (row) => row.booking, className: 'font-mono whitespace-nowrap' },
  { header: 'Route', cell: (row) => row.route },
  { header: 'Outcome', cell: (row) => row.outcome },
  { header: 'Provider Cost', cell: (row) => row.cost, numeric: true },
];

/** The month's completed and no-show rides with what each costs us, and their total under them. */
export function StatementTable({ statement, caption }: { statement: Statement; caption: string }) {
  const rows: Row[] = statement.rows.map((ride) => ({
    id: ride.bookingId,
    date: formatCancunCompactDateTime(ride.rideAt),
    booking: ride.bookingId,
    route: ride.routeLabel,
    outcome: STATEMENT_OUTCOME_WORDS[ride.outcome],
    cost: formatUsdCents(ride.costCents),
  }));
  const total: Row = {
    id: 'total',
    date: 'Total',
    booking: '',
    route: '',
    outcome: '',
    cost: formatUsdCents(statement.totalCents),
  };
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={rows}
      rowHeaders
      emptyText="No completed or no-show rides this month"
      footRows={[total]}
      minWidthClass="min-w-[40rem]"
    />
  );
}
