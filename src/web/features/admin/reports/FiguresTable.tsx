import { REPORT_FIGURE_LABELS, type ReportFigures, reportFigureTexts } from '../../../../domain/reports';
import { type Column, DataTable } from '../../../components/kit/DataTable';

type Row = ReportFigures & { key: string; label: string };

function columnsNamed(firstColumn: string): Column<Row>[] {
  return [
    { header: firstColumn, cell: (row) => row.label, className: 'font-normal whitespace-nowrap' },
    ...REPORT_FIGURE_LABELS.map((figure) => ({
      header: figure,
      cell: (row: Row) => reportFigureTexts(row)[figure],
      numeric: true,
    })),
  ];
}

/** Rows of the five figures under a first column that names them (a route, a service type, a day). */
export function FiguresTable({
  caption,
  firstColumn,
  rows,
  totals,
}: {
  caption: string;
  firstColumn: string;
  rows: Row[];
  totals?: ReportFigures;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columnsNamed(firstColumn)}
      rows={rows}
      rowKey={(row) => row.key}
      rowHeaders
      footRows={totals ? [{ ...totals, key: 'total', label: 'Total' }] : undefined}
      minWidthClass="min-w-[52rem]"
    />
  );
}
