import type { ReportAnswer } from '../../../../domain/schemas/reports';
import { type Column, DataTable } from '../../../components/kit/DataTable';

type MonthRatings = ReportAnswer['ratings'][number];

const COLUMNS: Column<MonthRatings>[] = [
  { header: 'Month', cell: (row) => row.month },
  { header: 'Ratings', cell: (row) => row.ratings, numeric: true },
  { header: 'Average rating', cell: (row) => `${row.average.toFixed(2)} of 5`, numeric: true },
];

/** The travellers' ratings per month (feedback after the ride): how many, and their average out of 5. */
export function RatingsTable({ ratings }: { ratings: MonthRatings[] }) {
  return (
    <DataTable
      caption="Feedback after the ride"
      columns={COLUMNS}
      rows={ratings}
      rowKey={(row) => row.month}
      rowHeaders
    />
  );
}
